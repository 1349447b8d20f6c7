import { useState } from 'react';
import { usePagedList, useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, roleName } from '@portal/domain';
import {
  DataTable,
  tableQueryHandlers,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
  Badge,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
} from '@portal/design-system';
import { AccountActions } from './AccountActions';
import { RolesDialog } from './RolesDialog';
import { rolesOfUser, USERS_PATH, type UserRow } from './users-api';

// A type (not an interface) so it passes as the api-client's QueryParams.
type UsersQuery = {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
};

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<UsersQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** User administration (roles 1/66): server-paged, searchable list; roles are edited in a dialog. */
export default function UsersPage() {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<UsersQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = usePagedList<UserRow>(transport, USERS_PATH, query);
  const [editing, setEditing] = useState<UserRow | null>(null);

  const columns: DataTableColumn<UserRow>[] = [
    { key: 'name', header: 'Nama user', sortable: true },
    { key: 'nama', header: 'Nama pegawai', render: (row) => row.pegawai?.nama ?? '-' },
    { key: 'email', header: 'Email', sortable: true, render: (row) => row.email ?? '-' },
    {
      key: 'roles',
      header: 'Role',
      render: (row) => (
        <HStack gap="1" wrap="wrap">
          {rolesOfUser(row).map((role) => (
            <Badge key={role} variant="subtle" size="sm">{`${roleName(role)} (${role})`}</Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: 'actions',
      header: 'Aksi',
      align: 'end',
      render: (row) => (
        <HStack gap="2" justify="flex-end">
          <Button kind="secondary" size="xs" onClick={() => setEditing(row)} data-testid={`edit-roles-${row.id}`}>
            Akses role
          </Button>
          <AccountActions user={row} onDone={() => void list.mutate()} />
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="users-page">
      <Heading as="h1" size="xl">
        Daftar Pengguna
      </Heading>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      <DataTable<UserRow>
        caption="Daftar pengguna"
        search={query.search}
        sort={{ sortby: query.sortby, sortbydesc: query.sortbydesc }}
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        numbered
        {...tableQueryHandlers(setQuery)}
      />
      <RolesDialog user={editing} onClose={() => setEditing(null)} onSaved={() => void list.mutate()} />
    </Stack>
  );
}
