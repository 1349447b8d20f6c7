import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { JabatanInput, JabatanRow } from '@portal/contracts';
import {
  Badge,
  Button,
  type DataTableColumn,
  EmptyState,
  notify,
  notifyError,
  PageHeader,
  Stack,
  tableQueryHandlers,
  Text,
  useConfirm,
} from '@portal/design-system';
import {
  createJabatan,
  deleteJabatan,
  JABATAN_DISABLED_TEXT,
  jabatanFormValues,
  updateJabatan,
  useJabatanList,
} from '../api';
import { RowActions } from '../../../shared/RowActions';
import { ListTable } from '../../../shared/ListTable';
import { useSortedListQuery } from '../../../shared/list-query';
import { JabatanFormDialog } from '../components/JabatanFormDialog';

type Editing = { mode: 'create' } | { mode: 'edit'; row: JabatanRow } | null;

/** /pegawai/jabatan (1 or 57, not 8): the position register with search, sort, paging, create, edit, delete. */
export default function JabatanPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = useSortedListQuery();
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
      notifyError(error);
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
        <RowActions
          editLabel={`Ubah ${row.nama}`}
          deleteLabel={`Hapus ${row.nama}`}
          onEdit={() => setEditing({ mode: 'edit', row })}
          onDelete={() => void remove(row)}
        />
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
      <PageHeader title="Jabatan" size="xl">
        {empty ? null : addButton}
      </PageHeader>
      {list.error ? <Text color="fg.error">{list.error.message}</Text> : null}
      {empty ? (
        <EmptyState
          title="Belum ada jabatan"
          description="Tambahkan jabatan yang dipakai di organisasi."
          action={addButton}
        />
      ) : (
        <ListTable<JabatanRow>
          list={list}
          search={query.search}
          caption="Daftar jabatan"
          columns={columns}
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
