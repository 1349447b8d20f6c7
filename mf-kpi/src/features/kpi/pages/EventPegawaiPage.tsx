import { useState } from 'react';
import { useNavigate } from '@portal/design-system/router';
import type { KpiEventPegawaiRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDecimal } from '@portal/domain';
import {
  ApprovalStatusCell,
  FilterSwitch,
  PendingCountBadge,
  detailLinkColumn,
  Badge,
  Button,
  DataTable,
  HStack,
  listTableProps,
  notify,
  PageHeader,
  Stack,
  Text,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { kpiDetailPath, useEventPegawaiList, type EventPegawaiListQuery, type KpiDetailAnswer } from '../api';
import { DraftDialog } from '../components/DraftDialog';

const columns: DataTableColumn<KpiEventPegawaiRow>[] = [
  {
    key: 'pegawai_nama',
    header: 'Pegawai',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.pegawai_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.pegawai_npp}
        </Text>
      </Stack>
    ),
  },
  { key: 'jabatan_nama', header: 'Jabatan', render: (r) => r.jabatan_nama ?? '-' },
  { key: 'kantor_nama', header: 'Kantor', render: (r) => r.kantor_nama ?? '-' },
  {
    key: 'event_nama',
    header: 'Event / Periode',
    render: (r) => (
      <Stack gap="0">
        <Text>{r.event_nama}</Text>
        <Text fontSize="xs" color="fg.muted">
          {r.periode_nama}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => (
      <ApprovalStatusCell status={r.status} testId="kpi-status" isMyTurn={r.is_myturn} myTurnTestId="kpi-myturn">
        {r.is_invalid ? (
          <Badge colorPalette="red" data-testid="kpi-row-invalid">
            Tidak valid
          </Badge>
        ) : null}
      </ApprovalStatusCell>
    ),
  },
  { key: 'skor', header: 'Skor', align: 'end', render: (r) => formatDecimal(r.skor) || '-' },
  detailLinkColumn((r) => kpiDetailPath(r.token)),
];

const QUERY_SCHEMA: UrlQuerySchema<EventPegawaiListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  event_id: 'number',
  periode_id: 'number',
  is_myturn: 'boolean',
  is_invalid: 'boolean',
  status: 'string',
};

/**
 * /penilaian/kpi/event_pegawai (10, not 8/52): the assessments the caller may see (own, their
 * subordinates', all for KPI admins), the count waiting for them, and "Buat Penilaian".
 */
export default function EventPegawaiPage() {
  const navigate = useNavigate();
  // In the address: back from an assessment returns to the same page and filters.
  const [query, setQuery] = useUrlQuery<EventPegawaiListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useEventPegawaiList(query);
  const [creating, setCreating] = useState(false);
  const filter = (patch: Partial<EventPegawaiListQuery>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  function created(answer: KpiDetailAnswer) {
    setCreating(false);
    notify.success(answer.message);
    // Spec section 4: the non-dismissible 'Proccessing . . .' warning, 5000 ms.
    notify.processing();
    void list.mutate();
    void navigate(kpiDetailPath(answer.data.token));
  }

  const unapproved = list.data?.unapproved ?? 0;
  return (
    <Stack gap="4" data-testid="kpi-event-pegawai-page">
      <PageHeader
        size="xl"
        title="Event KPI Pegawai"
        description={<PendingCountBadge count={unapproved} testId="kpi-unapproved" />}
      >
        <Button size="sm" onClick={() => setCreating(true)} data-testid="kpi-add">
          Buat Penilaian
        </Button>
      </PageHeader>
      <DataTable<KpiEventPegawaiRow>
        caption="Daftar penilaian kinerja"
        columns={columns}
        {...listTableProps(list)}
        numbered
        searchPlaceholder="Cari nama, NPP atau jabatan"
        emptyText={
          query.search || query.is_myturn || query.is_invalid
            ? 'Tidak ada penilaian yang cocok dengan filter'
            : 'Belum ada penilaian'
        }
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => filter({ per_page })}
        search={query.search}
        onSearch={(search) => filter({ search: search || undefined })}
        toolbar={
          <HStack gap="4" wrap="wrap">
            <FilterSwitch
              label="Giliran saya"
              checked={query.is_myturn ?? false}
              onCheckedChange={(on) => filter({ is_myturn: on || undefined })}
              testId="kpi-myturn-filter"
            />
            <FilterSwitch
              label="Hanya yang tidak valid"
              checked={query.is_invalid ?? false}
              onCheckedChange={(on) => filter({ is_invalid: on || undefined })}
              testId="kpi-invalid-filter"
            />
          </HStack>
        }
      />
      <DraftDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </Stack>
  );
}
