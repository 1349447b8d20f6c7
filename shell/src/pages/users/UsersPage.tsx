import { useState } from 'react';
import { usePagedList, useTransport } from '@portal/api-client';
import { ALL_ROLE_IDS, DEFAULT_PAGE, DEFAULT_PER_PAGE, roleName } from '@portal/domain';
import {
  DataTable,
  OptionSelect,
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
  role_id?: number;
  status?: string;
  verified?: boolean;
};

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<UsersQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  role_id: 'number',
  status: 'string',
  verified: 'boolean',
};

const ROLE_OPTIONS = ALL_ROLE_IDS.map((id) => ({ id, nama: `${roleName(id)} (${id})` }));
const STATUS_OPTIONS = [
  { id: 'active', nama: 'Aktif' },
  { id: 'inactive', nama: 'Nonaktif' },
];
const VERIFIED_OPTIONS = [
  { id: 'true', nama: 'Kontak terverifikasi' },
  { id: 'false', nama: 'Belum terverifikasi' },
];

/** User administration (roles 1/66): server-paged, searchable list; roles are edited in a dialog. */
export default function UsersPage() {
  const transport = useTransport();
  const [query, setQuery] = useUrlQuery<UsersQuery>(QUERY_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
  const list = usePagedList<UserRow>(transport, USERS_PATH, query);
  const [editing, setEditing] = useState<UserRow | null>(null);
  // A new filter starts again from the first page.
  const filter = (next: Partial<UsersQuery>) => setQuery((q) => ({ ...q, ...next, page: DEFAULT_PAGE }));
  const filtered = query.role_id !== undefined || query.status !== undefined || query.verified !== undefined;

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
        emptyText={filtered ? 'Tidak ada pengguna yang cocok dengan filter' : 'Belum ada pengguna'}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <OptionSelect
              size="sm"
              width="56"
              aria-label="Role"
              placeholder="Semua role"
              options={ROLE_OPTIONS}
              value={query.role_id ?? ''}
              onChange={(e) => filter({ role_id: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
              data-testid="users-filter-role"
            />
            <OptionSelect
              size="sm"
              width="40"
              aria-label="Status"
              placeholder="Semua status"
              options={STATUS_OPTIONS}
              value={query.status ?? ''}
              onChange={(e) => filter({ status: e.currentTarget.value || undefined })}
              data-testid="users-filter-status"
            />
            <OptionSelect
              size="sm"
              width="52"
              aria-label="Verifikasi kontak"
              placeholder="Semua verifikasi"
              options={VERIFIED_OPTIONS}
              value={query.verified === undefined ? '' : String(query.verified)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                filter({ verified: value === '' ? undefined : value === 'true' });
              }}
              data-testid="users-filter-verified"
            />
          </HStack>
        }
        {...tableQueryHandlers(setQuery)}
      />
      <RolesDialog user={editing} onClose={() => setEditing(null)} onSaved={() => void list.mutate()} />
    </Stack>
  );
}
