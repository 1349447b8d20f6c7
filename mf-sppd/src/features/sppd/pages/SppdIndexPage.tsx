import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  APPROVAL_STATUS_LABELS,
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  formatDate,
  formatDateRange,
  formatRupiah,
  type ApprovalStatus,
} from '@portal/domain';
import {
  Badge,
  Button,
  DataTable,
  Field,
  FormDialog,
  Heading,
  HStack,
  listTableProps,
  notify,
  OptionSelect,
  Stack,
  Switch,
  Text,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { SPPD_DRAFT_WARNING, SPPD_DRAFT_WARNING_MS, useSppdList, type SppdListQuery } from '../api';
import { SppdForm } from '../components/SppdForm';
import { SppdStatusBadge } from '../components/SppdStatusBadge';
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
      <HStack gap="1" wrap="wrap">
        <SppdStatusBadge status={r.status} />
        {r.is_myturn ? (
          <Badge colorPalette="blue" data-testid="sppd-myturn">
            Giliran Anda
          </Badge>
        ) : null}
      </HStack>
    ),
  },
  { key: 'total_biaya', header: 'Total Biaya', align: 'end', render: (r) => formatRupiah(r.total_biaya) },
  {
    key: 'actions',
    header: 'Aksi',
    render: (r) => (
      <Button kind="secondary" asChild size="xs">
        <Link to={`/pegawai/sppd/${r.id}`}>Detail</Link>
      </Button>
    ),
  },
];

const STATUS_OPTIONS = Object.entries(APPROVAL_STATUS_LABELS).map(([id, nama]) => ({ id, nama }));

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
          <Badge
            colorPalette={list.data?.unapproved ? 'orange' : 'gray'}
            data-testid="sppd-unapproved"
            aria-label="Menunggu tindakan Anda"
          >
            Menunggu tindakan Anda: {list.data?.unapproved ?? 0}
          </Badge>
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
            <Field.Root width="auto">
              <OptionSelect
                size="sm"
                width="52"
                aria-label="Status"
                placeholder="Semua status"
                options={STATUS_OPTIONS}
                value={query.status ?? ''}
                onChange={(e) => filter({ status: (e.currentTarget.value || undefined) as ApprovalStatus | undefined })}
              />
            </Field.Root>
            {SWITCHES.map(({ key, label }) => (
              <Switch.Root
                key={key}
                size="sm"
                checked={Boolean(query[key])}
                onCheckedChange={(e) => filter({ [key]: e.checked ? 1 : 0 })}
                data-testid={`sppd-filter-${key}`}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{label}</Switch.Label>
              </Switch.Root>
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
