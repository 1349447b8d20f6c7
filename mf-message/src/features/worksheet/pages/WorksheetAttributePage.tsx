import { useMemo, useState } from 'react';
import { useTransport } from '@portal/api-client';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import type { WorksheetAttribute, WorksheetAttributeInput } from '@portal/contracts';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  HStack,
  notify,
  PageHeader,
  Stack,
  tableQueryHandlers,
  useConfirmedDelete,
  useUrlQuery,
  type DataTableColumn,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  attributeFormValues,
  createAttribute,
  deleteAttribute,
  EMPTY_ATTRIBUTE_FORM,
  pageAttributes,
  updateAttribute,
  useAttributes,
  type AttributeListQuery,
} from '../api';
import { AttributeFormDialog } from '../components/AttributeFormDialog';

const QUERY_SCHEMA: UrlQuerySchema<AttributeListQuery> = { page: 'number', per_page: 'number', search: 'string' };

/**
 * /pegawai/worksheet/attribute (managers, POLICY.readWorksheetOffices as the spec's worksheet pages,
 * 63): the tugas attribute list employees tag their entries with; add, rename, (de)activate, delete
 * an unused one (one in use answers 409: deactivate it instead).
 */
export default function WorksheetAttributePage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useUrlQuery<AttributeListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const attributes = useAttributes();
  const rows = attributes.data?.data;

  const page = useMemo(() => (rows ? pageAttributes(rows, query) : undefined), [rows, query]);
  const [editing, setEditing] = useState<WorksheetAttribute | 'new' | null>(null);

  async function save(input: WorksheetAttributeInput) {
    const answer =
      editing && editing !== 'new'
        ? await updateAttribute(transport, editing.id, input)
        : await createAttribute(transport, input);
    notify.success(answer.message);
    setEditing(null);
    await attributes.mutate();
  }

  async function remove(row: WorksheetAttribute) {
    const deleted = await confirmDelete({
      title: 'Hapus atribut?',
      message: `Atribut "${row.nama}" akan dihapus. Atribut yang sudah dipakai tidak dapat dihapus; nonaktifkan saja.`,
      remove: () => deleteAttribute(transport, row.id),
    });
    if (deleted) await attributes.mutate();
  }

  const columns: DataTableColumn<WorksheetAttribute>[] = [
    { key: 'nama', header: 'Nama atribut' },
    {
      key: 'is_active',
      header: 'Status',
      render: (row) => (
        <Badge colorPalette={row.is_active ? 'green' : 'gray'} data-testid={`worksheet-attribute-status-${row.id}`}>
          {row.is_active ? 'Aktif' : 'Tidak aktif'}
        </Badge>
      ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'end',
      render: (row) => (
        <HStack gap="1" justify="flex-end">
          <Button size="xs" kind="secondary" onClick={() => setEditing(row)} aria-label={`Ubah atribut ${row.nama}`}>
            Ubah
          </Button>
          <Button size="xs" kind="danger" onClick={() => void remove(row)} aria-label={`Hapus atribut ${row.nama}`}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  const nothingAtAll = rows !== undefined && rows.length === 0;
  const addButton = (
    <Button size="sm" onClick={() => setEditing('new')} data-testid="worksheet-attribute-add">
      Tambah Atribut
    </Button>
  );

  return (
    <Stack gap="4" data-testid="worksheet-attribute-page">
      <PageHeader
        title="Atribut Tugas Worksheet"
        description="Atribut yang dipilih pegawai untuk setiap tugas pada worksheet mereka."
      >
        {addButton}
      </PageHeader>
      {nothingAtAll ? (
        <EmptyState
          title="Belum ada atribut tugas"
          description="Tambahkan atribut agar pegawai dapat mengelompokkan tugas mereka."
        />
      ) : (
        <DataTable<WorksheetAttribute>
          search={query.search}
          caption="Daftar atribut tugas"
          columns={columns}
          data={page}
          isLoading={attributes.isLoading}
          error={attributes.error}
          onRetry={() => void attributes.mutate()}
          numbered
          searchPlaceholder="Cari nama atribut..."
          emptyText="Tidak ada atribut yang cocok"
          {...tableQueryHandlers(setQuery)}
        />
      )}
      {editing !== null ? (
        <AttributeFormDialog
          title={editing === 'new' ? 'Tambah Atribut' : 'Ubah Atribut'}
          initialValues={editing === 'new' ? EMPTY_ATTRIBUTE_FORM : attributeFormValues(editing)}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
