import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  DataTable,
  listTableProps,
  tableQueryHandlers,
  notify,
  useConfirmedDelete,
  type DataTableColumn,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import { FormDialog } from '@portal/design-system/forms';
import {
  createRegisterRow,
  deleteRegisterRow,
  updateRegisterRow,
  useRegisterList,
  type RegisterListQuery,
} from '../api';
import { emptyValues, toFormValues, type RegisterConfig, type RegisterRow } from '../registers';
import { RegisterForm } from './RegisterForm';

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<RegisterListQuery> = { page: 'number', per_page: 'number', search: 'string' };

/** A register's page: searchable paged list, add/edit in a dialog, delete after confirmation. */
export function RegisterPage({ config }: { config: RegisterConfig }) {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<RegisterListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useRegisterList<RegisterRow>(config.key, query);
  const [editing, setEditing] = useState<RegisterRow | 'new' | null>(null);

  async function save(body: Record<string, string | number | null>) {
    const answer =
      editing === 'new' || editing === null
        ? await createRegisterRow(transport, config.key, body)
        : await updateRegisterRow(transport, config.key, editing.id, body);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  }

  async function remove(row: RegisterRow) {
    const ok = await confirmDelete({
      title: `Hapus ${config.entity}?`,
      message: 'Data yang dihapus tidak dapat dikembalikan.',
      remove: () => deleteRegisterRow(transport, config.key, row.id),
    });
    if (ok) void list.mutate();
  }

  const columns: DataTableColumn<RegisterRow>[] = [
    ...config.columns,
    {
      key: 'actions',
      header: 'Aksi',
      render: (row) => (
        <HStack gap="1">
          <Button kind="secondary" size="xs" onClick={() => setEditing(row)} data-testid={`register-edit-${row.id}`}>
            Ubah
          </Button>
          <Button kind="danger" size="xs" onClick={() => void remove(row)} data-testid={`register-delete-${row.id}`}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid={`register-page-${config.key}`}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {config.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {config.description}
          </Text>
        </Stack>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="register-add">
          Tambah
        </Button>
      </HStack>
      <DataTable<RegisterRow>
        search={query.search}
        caption={config.title}
        columns={columns}
        {...listTableProps(list)}
        numbered
        searchPlaceholder={config.searchPlaceholder}
        emptyText={query.search ? 'Tidak ada data yang cocok dengan pencarian' : `Belum ada ${config.entity}`}
        {...tableQueryHandlers(setQuery)}
      />
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing === 'new' ? `Tambah ${config.entity}` : `Ubah ${config.entity}`}
      >
        {editing !== null ? (
          <RegisterForm
            config={config}
            row={editing === 'new' ? undefined : editing}
            initialValues={editing === 'new' ? emptyValues(config) : toFormValues(config, editing)}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
    </Stack>
  );
}
