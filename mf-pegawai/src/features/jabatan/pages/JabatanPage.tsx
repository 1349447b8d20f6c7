import { useState } from 'react';
import { ApiError, useTransport } from '@portal/api-client';
import type { JabatanInput, JabatanRow } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import {
  DataTable,
  tableQueryHandlers,
  EmptyState,
  notify,
  useConfirm,
  type DataTableColumn,
  Badge,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
  useUrlQuery,
  type UrlQuerySchema,
} from '@portal/design-system';
import {
  createJabatan,
  deleteJabatan,
  JABATAN_DISABLED_TEXT,
  jabatanFormValues,
  updateJabatan,
  useJabatanList,
  type JabatanListQuery,
} from '../api';
import { JabatanFormDialog } from '../components/JabatanFormDialog';

type Editing = { mode: 'create' } | { mode: 'edit'; row: JabatanRow } | null;

/** The list's state lives in the address: back returns to it, and the address can be shared. */
const QUERY_SCHEMA: UrlQuerySchema<JabatanListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** /pegawai/jabatan (1 or 57, not 8): the position register with search, sort, paging, create, edit, delete. */
export default function JabatanPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useUrlQuery<JabatanListQuery>(QUERY_SCHEMA, {
    page: DEFAULT_PAGE,
    per_page: DEFAULT_PER_PAGE,
  });
  const list = useJabatanList(query);
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (input: JabatanInput) => {
    const answer =
      editing?.mode === 'edit'
        ? await updateJabatan(transport, editing.row.id, input)
        : await createJabatan(transport, input);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  };

  const remove = async (row: JabatanRow) => {
    if (
      !(await confirm({
        title: 'Hapus jabatan?',
        message: `Jabatan "${row.nama}" akan dihapus. Jabatan yang masih dipakai tidak dapat dihapus; tandai "tidak dipakai lagi".`,
        destructive: true,
      }))
    )
      return;
    try {
      notify.success((await deleteJabatan(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        notify.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: DataTableColumn<JabatanRow>[] = [
    {
      key: 'nama',
      header: 'Nama Jabatan',
      sortable: true,
      render: (row) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{row.nama}</Text>
          {row.is_disabled ? (
            <Badge colorPalette="red" variant="subtle" w="fit-content">
              {JABATAN_DISABLED_TEXT}
            </Badge>
          ) : null}
          {row.ket ? (
            <Text fontSize="xs" color="fg.muted">
              {row.ket}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'level', header: 'Level', sortable: true, render: (row) => row.level_nama ?? '-' },
    { key: 'eselon', header: 'Eselon', sortable: true, render: (row) => row.eselon_nama ?? '-' },
    { key: 'parent_nama', header: 'Atasan', render: (row) => row.parent_nama ?? '-' },
    { key: 'label_nama', header: 'Label', render: (row) => row.label_nama ?? '-' },
    { key: 'pegawai_count', header: 'Pegawai', sortable: true, align: 'end' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) => (
        <HStack gap="1">
          <Button
            kind="secondary"
            size="xs"
            onClick={() => setEditing({ mode: 'edit', row })}
            aria-label={`Ubah ${row.nama}`}
          >
            Ubah
          </Button>
          <Button kind="danger" size="xs" onClick={() => void remove(row)} aria-label={`Hapus ${row.nama}`}>
            Hapus
          </Button>
        </HStack>
      ),
    },
  ];

  const addButton = (
    <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="jabatan-add">
      Tambah Jabatan
    </Button>
  );
  const empty = list.data !== undefined && list.data.total === 0 && !query.search;

  return (
    <Stack gap="4" data-testid="jabatan-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          Jabatan
        </Heading>
        {empty ? null : addButton}
      </HStack>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      {empty ? (
        <EmptyState
          title="Belum ada jabatan"
          description="Tambahkan jabatan yang dipakai di organisasi."
          action={addButton}
        />
      ) : (
        <DataTable<JabatanRow>
          search={query.search}
          caption="Daftar jabatan"
          columns={columns}
          data={list.data}
          isLoading={list.isLoading}
          numbered
          searchPlaceholder="Cari nama atau keterangan jabatan..."
          emptyText="Tidak ada jabatan yang cocok dengan pencarian"
          {...tableQueryHandlers(setQuery)}
        />
      )}
      <JabatanFormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Ubah Jabatan' : 'Tambah Jabatan'}
        initialValues={editing?.mode === 'edit' ? jabatanFormValues(editing.row) : undefined}
        parentId={editing?.mode === 'edit' ? editing.row.parent_id : null}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
