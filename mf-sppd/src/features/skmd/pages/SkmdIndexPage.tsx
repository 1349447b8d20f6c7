import { useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import { DEFAULT_PAGE, MONTHS } from '@portal/domain';
import type { SkmdMutationAnswer, SkmdRow } from '@portal/contracts';
import {
  ApprovalStatusCell,
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
import { useSkmdList, type SkmdListQuery } from '../api';
import { SkmdCreateForm } from '../components/SkmdCreateForm';

const columns: DataTableColumn<SkmdRow>[] = [
  {
    key: 'pegawai_nama',
    header: 'Pegawai',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.pegawai_npp} · {r.kantor_nama}
        </Text>
      </Stack>
    ),
  },
  { key: 'periode', header: 'Periode', render: (r) => `${MONTHS[r.bulan] ?? r.bulan} ${r.tahun}` },
  { key: 'uraian', header: 'Uraian Tugas', render: (r) => r.skmd?.uraian_tugas ?? '-' },
  { key: 'nomor', header: 'Nomor', render: (r) => r.nomor ?? 'Belum diterbitkan' },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <ApprovalStatusCell status={r.status} testId="letter-status" isMyTurn={r.is_myturn} />,
  },
  detailLinkColumn((r) => `/pegawai/skmd/${r.token}`),
];

const QUERY_SCHEMA: UrlQuerySchema<SkmdListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  is_myturn: 'number',
  is_penerbitan: 'number',
};

const SWITCHES: { key: 'is_myturn' | 'is_penerbitan'; label: string }[] = [
  { key: 'is_myturn', label: 'Giliran saya' },
  { key: 'is_penerbitan', label: 'Menunggu penerbitan' },
];

/** /pegawai/skmd (10, not 8/52): the caller's letters and the ones to decide or issue; everything in the address. */
export default function SkmdIndexPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery<SkmdListQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: 10 });
  const list = useSkmdList(query);
  const [creating, setCreating] = useState(false);
  const filter = (patch: Partial<SkmdListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));
  const filtered = Boolean(query.search || query.is_myturn || query.is_penerbitan);

  function created(answer: SkmdMutationAnswer) {
    setCreating(false);
    notify.success(answer.message);
    void list.mutate();
    void navigate(`/pegawai/skmd/${answer.data.token}`);
  }

  return (
    <Stack gap="4" data-testid="skmd-index-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            Daftar SKMD
          </Heading>
          <PendingCountBadge count={list.data?.unapproved} testId="skmd-unapproved" />
        </HStack>
        <Button size="sm" onClick={() => setCreating(true)} data-testid="skmd-add">
          Buat SKMD
        </Button>
      </HStack>
      <DataTable<SkmdRow>
        caption="Daftar SKMD"
        columns={columns}
        {...listTableProps(list)}
        searchPlaceholder="Cari nama, NPP atau nomor"
        emptyText={filtered ? 'Tidak ada SKMD yang cocok dengan filter' : 'Belum ada SKMD'}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || '' })}
        toolbar={
          <HStack gap="3" wrap="wrap">
            {SWITCHES.map(({ key, label }) => (
              <FilterSwitch
                key={key}
                label={label}
                checked={Boolean(query[key])}
                onCheckedChange={(checked) => filter({ [key]: checked ? 1 : 0 })}
                testId={`skmd-filter-${key}`}
              />
            ))}
          </HStack>
        }
      />
      <FormDialog open={creating} onClose={() => setCreating(false)} title="Buat SKMD" testId="skmd-create-dialog">
        <SkmdCreateForm onSaved={created} onCancel={() => setCreating(false)} />
      </FormDialog>
    </Stack>
  );
}
