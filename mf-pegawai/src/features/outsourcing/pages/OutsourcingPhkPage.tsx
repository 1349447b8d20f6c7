import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { OutsourcingPhkInput, OutsourcingPhkRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import {
  Badge,
  Button,
  type DataTableColumn,
  notify,
  PageHeader,
  Stack,
  tableQueryHandlers,
  useConfirmedDelete,
} from '@portal/design-system';
import { RegisterTable } from '../../../shared/ListTable';
import { RowActions } from '../../../shared/RowActions';
import { useSortedListQuery } from '../../../shared/list-query';
import { deleteOutsourcingPhk, saveOutsourcingPhk, useOutsourcingPhkList } from '../api';
import { OutsourcingPhkFormDialog, type OutsourcingPhkFormValues } from '../components/OutsourcingPhkFormDialog';

const EMPTY: OutsourcingPhkFormValues = { outsourcing_id: null, tanggal: '', alasan: '', keterangan: '' };

type Editing = { mode: 'create' } | { mode: 'edit'; row: OutsourcingPhkRow } | null;

/** /outsourcing/phk (60, 57): terminations of outsourced staff, newest first; record, change, delete. */
export default function OutsourcingPhkPage() {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useSortedListQuery();
  const list = useOutsourcingPhkList(query);
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (input: OutsourcingPhkInput) => {
    const answer = await saveOutsourcingPhk(transport, input, editing?.mode === 'edit' ? editing.row.id : undefined);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  };

  const remove = async (row: OutsourcingPhkRow) => {
    const message = `Data PHK ${row.nama} (${formatDate(row.tanggal)}) akan dihapus; ia kembali ke daftar outsourcing.`;
    if (
      await confirmDelete({ title: 'Hapus data PHK?', message, remove: () => deleteOutsourcingPhk(transport, row.id) })
    )
      void list.mutate();
  };

  const columns: DataTableColumn<OutsourcingPhkRow>[] = [
    { key: 'nama', header: 'Nama' },
    { key: 'jabatan', header: 'Jabatan', render: (r) => r.jabatan?.nama ?? '-' },
    { key: 'kantor', header: 'Kantor', render: (r) => r.kantor?.nama ?? '-' },
    { key: 'tanggal', header: 'Tanggal PHK', render: (r) => formatDate(r.tanggal) },
    { key: 'alasan', header: 'Alasan' },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        r.is_effective ? (
          <Badge colorPalette="red">Sudah efektif</Badge>
        ) : (
          <Badge colorPalette="orange">Belum efektif</Badge>
        ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <RowActions
          editLabel={`Ubah PHK ${r.nama}`}
          deleteLabel={`Hapus PHK ${r.nama}`}
          onEdit={() => setEditing({ mode: 'edit', row: r })}
          onDelete={() => void remove(r)}
        />
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader title="PHK Outsourcing" size="xl">
        <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="outsourcing-phk-add">
          Tambah PHK
        </Button>
      </PageHeader>
      <RegisterTable<OutsourcingPhkRow>
        list={list}
        search={query.search}
        caption="Daftar PHK outsourcing"
        columns={columns}
        searchPlaceholder="Cari nama atau alasan..."
        emptyText="Belum ada data PHK outsourcing"
        {...tableQueryHandlers(setQuery)}
      />
      {editing ? (
        <OutsourcingPhkFormDialog
          title={editing.mode === 'edit' ? 'Ubah PHK Outsourcing' : 'Tambah PHK Outsourcing'}
          nama={editing.mode === 'edit' ? editing.row.nama : undefined}
          initialValues={
            editing.mode === 'edit'
              ? {
                  outsourcing_id: editing.row.outsourcing_id,
                  tanggal: editing.row.tanggal,
                  alasan: editing.row.alasan,
                  keterangan: editing.row.keterangan ?? '',
                }
              : EMPTY
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
