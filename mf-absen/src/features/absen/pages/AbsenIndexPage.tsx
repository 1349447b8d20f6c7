import { Heading, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useCurrentUser } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, type AbsenDailyQuery } from '@portal/domain';
import { ABSEN_ADMIN_ROLES, useAbsenDaily } from '../api';
import { AbsenFilters } from '../components/AbsenFilters';
import { AbsenTable } from '../components/AbsenTable';
import { CheckInPanel } from '../components/CheckInPanel';

/** /absen: check in/out, then the daily list (own rows; admins see everyone and filter mocked). */
export default function AbsenIndexPage() {
  const user = useCurrentUser();
  const isAdmin = (user?.rolesId ?? []).some((r) => ABSEN_ADMIN_ROLES.includes(r));
  // Admins start on today's checks: the whole table holds every employee's history.
  const [query, setQuery] = useState<AbsenDailyQuery & { page: number; per_page: number }>(() => ({
    page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE, date: isAdmin ? DateTime.now().setZone('Asia/Jakarta').toISODate()! : undefined,
  }));
  const list = useAbsenDaily(query);

  return (
    <Stack gap="4" data-testid="absen-index-page">
      <Stack gap="1">
        <Heading as="h1" size="xl">Rekap Absensi</Heading>
        <Text color="fg.muted" fontSize="sm">{isAdmin ? 'Absensi harian seluruh pegawai.' : 'Absensi harian Anda.'}</Text>
      </Stack>
      {user?.rolesId.includes(10) ? <CheckInPanel onRecorded={() => void list.mutate()} /> : null}
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      <AbsenTable
        caption="Daftar absensi harian"
        data={list.data}
        isLoading={list.isLoading}
        toolbar={<AbsenFilters value={query} showMocked={isAdmin} onChange={(f) => setQuery((q) => ({ ...q, ...f, page: DEFAULT_PAGE }))} />}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={(per_page) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE }))}
        onSearch={isAdmin ? (search) => setQuery((q) => ({ ...q, search: search || undefined, page: DEFAULT_PAGE })) : undefined}
        onSortChange={(sort) => setQuery((q) => ({ ...q, sortby: sort.sortby, sortbydesc: sort.sortbydesc, page: DEFAULT_PAGE }))}
      />
    </Stack>
  );
}
