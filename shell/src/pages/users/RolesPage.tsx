import { useApi, useTransport } from '@portal/api-client';
import { DataTable, Heading, Stack, Text, type DataTableColumn } from '@portal/design-system';
import { fetchRoleTypes, onePage, ROLE_TYPES_PATH, type RoleTypeRow } from './admin-api';

const columns: DataTableColumn<RoleTypeRow>[] = [
  { key: 'id', header: 'ID' },
  { key: 'nama', header: 'Role' },
  { key: 'users', header: 'Jumlah pengguna', align: 'end' },
];

/**
 * 'Role Pengguna' (roles 1/66): every role of the portal with its id, and how many accounts hold it.
 * Roles are granted from 'Daftar Pengguna' (Akses role); this page answers "who has what" at a glance.
 */
export default function RolesPage() {
  const transport = useTransport();
  const roles = useApi([ROLE_TYPES_PATH], () => fetchRoleTypes(transport));

  return (
    <Stack gap="4" data-testid="roles-page">
      <Heading as="h1" size="xl">
        Role Pengguna
      </Heading>
      <Text color="fg.muted">
        Role diberikan lewat menu Daftar Pengguna (tombol Akses role). Pengguna yang rolenya diganti harus login ulang.
      </Text>
      <DataTable<RoleTypeRow>
        caption="Role dan jumlah pengguna"
        columns={columns}
        data={roles.data ? onePage(roles.data) : undefined}
        isLoading={roles.isLoading}
        error={roles.error}
        onRetry={() => void roles.mutate()}
        onPageChange={() => undefined}
        emptyText="Belum ada role"
      />
    </Stack>
  );
}
