import { useState } from 'react';
import { usePagedList, useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  DataTable,
  Heading,
  listTableProps,
  Stack,
  tableQueryHandlers,
  Text,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import { AccountActions } from './AccountActions';
import { PASSWORD_RESET_PATH } from './admin-api';
import { USERS_PATH, type UserRow } from './users-api';

// A type (not an interface) so it passes as the api-client's QueryParams.
type ResetQuery = { page: number; per_page: number; search?: string };

const QUERY_SCHEMA: UrlQuerySchema<ResetQuery> = { page: 'number', per_page: 'number', search: 'string' };

const account = (row: UserRow) => (row.pegawai ? `${row.pegawai.nama} (${row.pegawai.npp})` : '-');

/**
 * 'Reset Password' (roles 1/66): find an account and reset its password ('Password sudah direset':
 * the password becomes the user name and the user is held on the profile page until they change it)
 * or its tokens ('Token telah di Reset'). Below, the accounts still waiting to change a reset password.
 */
export default function PasswordResetPage() {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<ResetQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const users = usePagedList<UserRow>(transport, USERS_PATH, query);
  // The second list pages on its own: the address holds the first list's page.
  const [waitingPage, setWaitingPage] = useState(DEFAULT_PAGE);
  const waiting = usePagedList<UserRow>(transport, PASSWORD_RESET_PATH, { page: waitingPage, per_page: 50 });
  const reload = () => {
    void users.mutate();
    void waiting.mutate();
  };

  const columns: DataTableColumn<UserRow>[] = [
    { key: 'name', header: 'User' },
    { key: 'pegawai', header: 'Pegawai', render: account },
    {
      key: 'is_password_default',
      header: 'Password',
      render: (row) => (row.is_password_default ? 'Belum diganti' : 'Sudah diganti'),
    },
    { key: 'actions', header: 'Aksi', align: 'end', render: (row) => <AccountActions user={row} onDone={reload} /> },
  ];
  const waitingColumns: DataTableColumn<UserRow>[] = [
    { key: 'name', header: 'User' },
    { key: 'pegawai', header: 'Pegawai', render: account },
    { key: 'email', header: 'Email', render: (row) => row.email ?? '-' },
  ];

  return (
    <Stack gap="6" data-testid="password-reset-page">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Reset Password
        </Heading>
        <Text color="fg.muted">
          Reset password mengganti password menjadi nama user; pengguna keluar dari semua perangkat dan wajib mengganti
          password di halaman profil setelah login. Reset token hanya mengakhiri semua sesi dan perangkat notifikasi.
        </Text>
        <DataTable<UserRow>
          caption="Pengguna"
          search={query.search}
          searchPlaceholder="Cari user, nama pegawai atau NPP…"
          columns={columns}
          {...listTableProps(users)}
          numbered
          {...tableQueryHandlers(setQuery)}
        />
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Menunggu ganti password
        </Heading>
        <DataTable<UserRow>
          caption="Pengguna yang belum mengganti password"
          columns={waitingColumns}
          {...listTableProps(waiting)}
          onPageChange={setWaitingPage}
          emptyText="Semua pengguna sudah mengganti password"
        />
      </Stack>
    </Stack>
  );
}
