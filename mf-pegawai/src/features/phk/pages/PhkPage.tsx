import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { PhkBulkInput, PhkInput, PhkRow } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Button, HStack, notify, notifyError, PageHeader, Stack, useConfirm } from '@portal/design-system';
import { deletePhk, EMPTY_PHK_FORM, phkFormValues, savePhk, usePhkList, usePhkTypes } from '../api';
import { PhkBulkDialog } from '../components/PhkBulkDialog';
import { PhkDetailDialog } from '../components/PhkDetailDialog';
import { PhkFormDialog } from '../components/PhkFormDialog';
import { PhkTable } from '../components/PhkTable';
import { PhkTypesDialog } from '../components/PhkTypesDialog';
import { usePhkListQuery } from '../list-query';
import { savePhkBulk } from '../phk-bulk';

type Editing = { mode: 'create' } | { mode: 'edit'; row: PhkRow } | null;

/**
 * /pegawai/phk (57, not 8, full width): every termination across the organisation; HR records,
 * changes and deletes them (after a confirmation), terminates many at once by NPP ('PHK Massal',
 * all or nothing), opens one with its decree files, and keeps the categories. A termination ends
 * the employee's active status on its date (the server applies it).
 */
export default function PhkPage() {
  const transport = useTransport();
  const confirm = useConfirm();
  const [query, setQuery] = usePhkListQuery();
  const list = usePhkList(query);
  const types = usePhkTypes();
  const [editing, setEditing] = useState<Editing>(null);
  const [shown, setShown] = useState<PhkRow | null>(null);
  const [typesOpen, setTypesOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);

  const save = async (input: PhkInput) => {
    const answer = await savePhk(transport, input, editing?.mode === 'edit' ? editing.row.id : undefined);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  };

  const saveBulk = async (input: PhkBulkInput) => {
    notify.success((await savePhkBulk(transport, input)).message);
    setBulkOpen(false);
    void list.mutate();
  };

  const remove = async (row: PhkRow) => {
    const message =
      `Data PHK ${row.nama} (${row.kategori.nama}, ${formatDate(row.tanggal)}) akan dihapus beserta file SK-nya. ` +
      'Bila PHK ini yang membuat pegawai tidak aktif, pegawai aktif kembali.';
    if (!(await confirm({ title: 'Hapus data PHK?', message, destructive: true }))) return;
    try {
      notify.success((await deletePhk(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title="Pemutusan Hubungan Kerja" size="xl">
        <HStack gap="2">
          <Button kind="secondary" size="sm" onClick={() => setTypesOpen(true)} data-testid="phk-types-open">
            Kategori PHK
          </Button>
          <Button kind="secondary" size="sm" onClick={() => setBulkOpen(true)} data-testid="phk-bulk-open">
            PHK Massal
          </Button>
          <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="phk-add">
            Tambah PHK
          </Button>
        </HStack>
      </PageHeader>
      <PhkTable
        list={list}
        query={query}
        setQuery={setQuery}
        types={types.data?.data ?? []}
        onShow={setShown}
        onEdit={(row) => setEditing({ mode: 'edit', row })}
        onDelete={(row) => void remove(row)}
      />
      {editing ? (
        <PhkFormDialog
          open
          title={editing.mode === 'edit' ? 'Ubah PHK' : 'Tambah PHK'}
          initialValues={editing.mode === 'edit' ? phkFormValues(editing.row) : EMPTY_PHK_FORM}
          pegawaiNama={editing.mode === 'edit' ? editing.row.nama : undefined}
          types={types.data?.data ?? []}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {bulkOpen ? (
        <PhkBulkDialog types={types.data?.data ?? []} onSubmit={saveBulk} onClose={() => setBulkOpen(false)} />
      ) : null}
      {shown ? (
        <PhkDetailDialog row={shown} onClose={() => setShown(null)} onFilesChange={() => void list.mutate()} />
      ) : null}
      {typesOpen ? (
        <PhkTypesDialog
          onClose={() => {
            setTypesOpen(false);
            void types.mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
