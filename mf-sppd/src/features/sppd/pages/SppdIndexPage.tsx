import { useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, formatDateRange, formatRupiah } from '@portal/domain';
import {
  ApprovalStatusCell,
  ApprovalStatusFilter,
  FilterSwitch,
  PendingCountBadge,
  detailLinkColumn,
  Button,
  DataTable,
  Heading,
  HStack,
  listTableProps,
  notify,
  Stack,
  Text,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import { SPPD_DRAFT_WARNING, SPPD_DRAFT_WARNING_MS, useSppdList, type SppdListQuery } from '../api';
import { SppdForm } from '../components/SppdForm';
import type { SppdMutationAnswer, SppdRow } from '@portal/contracts';

const columns: DataTableColumn<SppdRow>[] = [
  {
    key: 'id',
    header: 'Nomor / Tanggal',
    render: (r) => (
      <Stack gap="0">
        <Text>SPPD #{r.id}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDate(r.created_at)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'pegawai_nama',
    header: 'Pemohon',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.kantor_nama ?? '-'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'tujuan',
    header: 'Tujuan',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.tujuan}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.jenis_nama} · {r.wilayah_nama}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'tanggal_mulai',
    header: 'Berangkat – Kembali',
    render: (r) => `${formatDateRange(r.tanggal_mulai, r.tanggal_selesai)} (${r.hari} hari)`,
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <ApprovalStatusCell status={r.status} testId="sppd-status" isMyTurn={r.is_myturn} myTurnTestId="sppd-myturn" />
    ),
  },
  { key: 'total_biaya', header: 'Total Biaya', align: 'end', render: (r) => formatRupiah(r.total_biaya) },
  detailLinkColumn((r) => `/pegawai/sppd/${r.id}`),
];

const QUERY_SCHEMA: UrlQuerySchema<SppdListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  status: 'string',
  is_myturn: 'number',
  is_biaya_pending: 'number',
  is_bukti_empty: 'number',
};

const SWITCHES: { key: 'is_myturn' | 'is_biaya_pending' | 'is_bukti_empty'; label: string }[] = [
  { key: 'is_myturn', label: 'Giliran saya' },
  { key: 'is_biaya_pending', label: 'Biaya belum disetujui' },
  { key: 'is_bukti_empty', label: 'Belum ada bukti' },
];

/** /pegawai/sppd (10, not 8): own trips, trips travelled on and trips to decide; filters in the address. */
export default function SppdIndexPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery<SppdListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useSppdList(query);
  const [creating, setCreating] = useState(false);

  const filter = (patch: Partial<SppdListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  const filtered = Boolean(
    query.search || query.status || query.is_myturn || query.is_biaya_pending || query.is_bukti_empty,
  );

  function created(answer: SppdMutationAnswer) {
    setCreating(false);
    notify.success(answer.message);
    notify.warning(SPPD_DRAFT_WARNING, { title: 'Warning!', duration: SPPD_DRAFT_WARNING_MS, progress: true });
    void list.mutate();
    void navigate(`/pegawai/sppd/${answer.data.id}`);
  }

  return (
    <Stack gap="4" data-testid="sppd-index-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            Daftar SPPD
          </Heading>
          <PendingCountBadge count={list.data?.unapproved} testId="sppd-unapproved" />
        </HStack>
        <Button size="sm" onClick={() => setCreating(true)} data-testid="sppd-add">
          Buat SPPD
        </Button>
      </HStack>
      <DataTable<SppdRow>
        caption="Daftar SPPD"
        columns={columns}
        {...listTableProps(list)}
        searchPlaceholder="Cari tujuan, maksud atau nama pemohon"
        emptyText={filtered ? 'Tidak ada SPPD yang cocok dengan filter' : 'Belum ada SPPD'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <ApprovalStatusFilter value={query.status} onChange={(status) => filter({ status })} />
            {SWITCHES.map(({ key, label }) => (
              <FilterSwitch
                key={key}
                label={label}
                checked={Boolean(query[key])}
                onCheckedChange={(checked) => filter({ [key]: checked ? 1 : 0 })}
                testId={`sppd-filter-${key}`}
              />
            ))}
          </HStack>
        }
      />
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        size="lg"
        title="Buat SPPD"
        testId="sppd-create-dialog"
      >
        <SppdForm onSaved={created} onCancel={() => setCreating(false)} />
      </FormDialog>
    </Stack>
  );
}
