import { formatTime, DEFAULT_PAGE, DEFAULT_PER_PAGE, formatDate, portalToday } from '@portal/domain';
import type { AbsenErrorQuery, AbsenErrorRow } from '@portal/contracts';
import {
  listTableProps,
  DataTable,
  tableQueryHandlers,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
  Badge,
  HStack,
  List,
  Stack,
} from '@portal/design-system';
import { DatePicker } from '@portal/design-system/forms';
import { JENIS_LABEL, useAbsenErrors } from '../api';
import { MockedFilter } from './AbsenFilters';

const columns: DataTableColumn<AbsenErrorRow>[] = [
  { key: 'pegawai_nama', header: 'Pegawai', render: (r) => `${r.pegawai_nama} (${r.npp})` },
  { key: 'kantor_nama', header: 'Kantor', render: (r) => r.kantor_nama ?? '-' },
  { key: 'tanggal', header: 'Tanggal', render: (r) => formatDate(r.tanggal) },
  { key: 'waktu', header: 'Waktu', render: (r) => formatTime(r.waktu) },
  { key: 'jenis', header: 'Jenis', render: (r) => JENIS_LABEL[r.jenis] },
  {
    key: 'messages',
    header: 'Alasan ditolak',
    render: (r) => (
      <List.Root ps="4" gap="1">
        {r.messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List.Root>
    ),
  },
  {
    key: 'mocked',
    header: 'Keterangan',
    render: (r) => (r.mocked ? <Badge colorPalette="orange">Lokasi palsu</Badge> : '-'),
  },
];

type Query = AbsenErrorQuery & { page: number; per_page: number };

const QUERY_SCHEMA: UrlQuerySchema<Query> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  date: 'string',
  tahun: 'number',
  bulan: 'number',
  pegawai_id: 'number',
  kantor_id: 'number',
  mocked: 'boolean',
};

/** "Absen Ditolak": check-ins the server refused (outside the geofence, no position), with the reasons shown to the employee. */
export function AbsenErrorList({ isAdmin }: { isAdmin: boolean }) {
  // Like the daily list: admins start on today's refusals, employees see all of theirs.
  const [query, setQuery] = useUrlQuery<Query>(QUERY_SCHEMA, () => ({
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    date: isAdmin ? portalToday() : undefined,
  }));
  const paging = tableQueryHandlers(setQuery);
  const list = useAbsenErrors(query);
  const filter = (patch: Partial<Query>) => setQuery((q) => ({ ...q, ...patch, page: DEFAULT_PAGE }));

  const toolbar = (
    <HStack gap="3" wrap="wrap" align="end">
      <DatePicker label="Tanggal" value={query.date ?? null} onChange={(date) => filter({ date: date ?? undefined })} />
      {isAdmin ? (
        <MockedFilter
          testId="absen-error-filter-mocked"
          value={query.mocked}
          onChange={(mocked) => filter({ mocked })}
        />
      ) : null}
    </HStack>
  );

  return (
    <Stack gap="3">
      <DataTable<AbsenErrorRow>
        caption="Daftar absen ditolak"
        columns={columns}
        {...listTableProps(list)}
        numbered
        toolbar={toolbar}
        searchPlaceholder={isAdmin ? 'Cari nama atau NPP...' : undefined}
        emptyText="Tidak ada absen yang ditolak"
        onPageChange={paging.onPageChange}
        onPerPageChange={paging.onPerPageChange}
        onSearch={isAdmin ? paging.onSearch : undefined}
        search={query.search}
      />
    </Stack>
  );
}
