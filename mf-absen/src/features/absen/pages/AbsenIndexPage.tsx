import { Heading, Stack, Tabs, Text } from '@portal/design-system';
import { useState } from 'react';
import { useAllows } from '@portal/api-client';
import { portalToday, DEFAULT_PAGE, DEFAULT_PER_PAGE, POLICY, type AbsenDailyQuery } from '@portal/domain';
import { useAbsenDaily } from '../api';
import { AbsenErrorList } from '../components/AbsenErrorList';
import { AbsenFilters } from '../components/AbsenFilters';
import { AbsenTable } from '../components/AbsenTable';
import { CheckInPanel } from '../components/CheckInPanel';

/** /absen: check in/out, then the daily list and the refused check-ins (own rows; admins see everyone and filter mocked). */
export default function AbsenIndexPage() {
  const isAdmin = useAllows(POLICY.seeAllAttendance);
  const mayCheckIn = useAllows(POLICY.employee);
  // Admins start on today's checks: the whole table holds every employee's history.
  const [initialDate] = useState(() => (isAdmin ? portalToday() : undefined));
  const [query, setQuery] = useState<AbsenDailyQuery & { page: number; per_page: number }>(() => ({
    page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE, date: initialDate,
  }));
  const list = useAbsenDaily(query);

  return (
    <Stack gap="4" data-testid="absen-index-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">Rekap Absensi</Heading>
        <Text color="fg.muted" fontSize="sm">{isAdmin ? 'Absensi harian seluruh pegawai.' : 'Absensi harian Anda.'}</Text>
      </Stack>
      {mayCheckIn ? <CheckInPanel onRecorded={() => void list.mutate()} /> : null}
      <Tabs.Root defaultValue="harian" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="harian">Absensi Harian</Tabs.Trigger>
          <Tabs.Trigger value="ditolak">Absen Ditolak</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="harian">
          <AbsenTable
            caption="Daftar absensi harian"
            data={list.data}
        error={list.error}
        onRetry={() => void list.mutate()}
            isLoading={list.isLoading}
            toolbar={<AbsenFilters value={query} showMocked={isAdmin} onChange={(f) => setQuery((q) => ({ ...q, ...f, page: DEFAULT_PAGE }))} />}
            onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
            onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE }))}
            onSearch={isAdmin ? (search) => setQuery((q) => ({ ...q, search: search || undefined, page: DEFAULT_PAGE })) : undefined}
            onSortChange={(sort) => setQuery((q) => ({ ...q, sortby: sort.sortby, sortbydesc: sort.sortbydesc, page: DEFAULT_PAGE }))}
          />
        </Tabs.Content>
        <Tabs.Content value="ditolak">
          <AbsenErrorList isAdmin={isAdmin} initialDate={initialDate} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
