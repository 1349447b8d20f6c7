import {
  listTableProps,
  Heading,
  Stack,
  tableQueryHandlers,
  Tabs,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { useSearchParams } from '@portal/design-system/router';
import { useAllows } from '@portal/api-client';
import { portalToday, DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY } from '@portal/domain';
import type { AbsenDailyQuery } from '@portal/contracts';
import { useAbsenDaily } from '../api';
import { AbsenErrorList } from '../components/AbsenErrorList';
import { AbsenFilters } from '../components/AbsenFilters';
import { AbsenTable } from '../components/AbsenTable';
import { CheckInPanel } from '../components/CheckInPanel';

type DailyQuery = AbsenDailyQuery & { page: number; per_page: number };

const DAILY_SCHEMA: UrlQuerySchema<DailyQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  date: 'string',
  tahun: 'number',
  bulan: 'number',
  pegawai_id: 'number',
  kantor_id: 'number',
  kantor_induk_id: 'number',
  jabatan_name: 'string',
  mocked: 'boolean',
  jenis: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** /absen: check in/out, then the daily list and the refused check-ins (own rows; admins see everyone and filter mocked). */
export default function AbsenIndexPage() {
  const isAdmin = useAllows(POLICY.seeAllAttendance);
  const mayCheckIn = useAllows(POLICY.employee);
  // Admins start on today's checks: the whole table holds every employee's history.
  const [query, setQuery] = useUrlQuery<DailyQuery>(DAILY_SCHEMA, () => ({
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
    date: isAdmin ? portalToday() : undefined,
  }));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'ditolak' ? 'ditolak' : 'harian';
  const paging = tableQueryHandlers(setQuery);
  const list = useAbsenDaily(query, tab === 'harian');

  return (
    <Stack gap="4" data-testid="absen-index-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Rekap Absensi
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {isAdmin ? 'Absensi harian seluruh pegawai.' : 'Absensi harian Anda.'}
        </Text>
      </Stack>
      {mayCheckIn ? <CheckInPanel onRecorded={() => void list.mutate()} /> : null}
      {/* Another tab starts from its own defaults: the two lists share the address's page and search. */}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setParams(e.value === 'ditolak' ? { tab: 'ditolak' } : {}, { replace: true })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="harian">Absensi Harian</Tabs.Trigger>
          <Tabs.Trigger value="ditolak">Absen Ditolak</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="harian">
          <AbsenTable
            caption="Daftar absensi harian"
            {...listTableProps(list)}
            toolbar={
              <AbsenFilters
                value={query}
                showMocked={isAdmin}
                onChange={(f) => setQuery((q) => ({ ...q, ...f, page: DEFAULT_PAGE }))}
              />
            }
            {...paging}
            onSearch={isAdmin ? paging.onSearch : undefined}
            search={query.search}
          />
        </Tabs.Content>
        <Tabs.Content value="ditolak">
          <AbsenErrorList isAdmin={isAdmin} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
