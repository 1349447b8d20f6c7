import { useState } from 'react';
import { useAllows, useTransport } from '@portal/api-client';
import type { SanksiEvent, SanksiInput, SanksiRow } from '@portal/contracts';
import { POLICY } from '@portal/domain';
import { Button, notify, notifyError, PageHeader, Stack, useConfirm } from '@portal/design-system';
import { deleteSanksi, EMPTY_SANKSI_FORM, saveSanksi, sanksiFormValues, useSanksiJenis, useSanksiList } from '../api';
import { useSanksiListQuery } from '../list-query';
import { SanksiFormDialog } from './SanksiFormDialog';
import { SanksiTable } from './SanksiTable';

type Editing = { mode: 'create' } | { mode: 'edit'; row: SanksiRow } | null;

export interface SanksiRegisterProps {
  event: SanksiEvent;
  title: string;
  caption: string;
  emptyText: string;
}

/**
 * A page of the register (all sanctions, invalid ones): the list for everyone the route admits
 * (57 or 62), and adding, changing and deleting (after a confirmation) for the sanction admin (62).
 */
export function SanksiRegister({ event, title, caption, emptyText }: SanksiRegisterProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const canManage = useAllows(POLICY.manageSanctionsUnrestricted);
  const [query, setQuery] = useSanksiListQuery();
  const list = useSanksiList(event, query);
  const jenis = useSanksiJenis().data?.data ?? [];
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (input: SanksiInput) => {
    const answer = await saveSanksi(transport, input, editing?.mode === 'edit' ? editing.row.id : undefined);
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  };

  const remove = async (row: SanksiRow) => {
    const message = `Sanksi ${row.jenis.nama} untuk ${row.pegawai.nama} akan dihapus beserta file SK-nya.`;
    if (!(await confirm({ title: 'Hapus sanksi?', message, destructive: true }))) return;
    try {
      notify.success((await deleteSanksi(transport, row.id)).message);
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title={title} size="xl">
        {canManage ? (
          <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="sanksi-add">
            Tambah Sanksi
          </Button>
        ) : null}
      </PageHeader>
      <SanksiTable
        event={event}
        list={list}
        query={query}
        setQuery={setQuery}
        canManage={canManage}
        onEdit={(row) => setEditing({ mode: 'edit', row })}
        onDelete={(row) => void remove(row)}
        caption={caption}
        emptyText={emptyText}
      />
      {editing ? (
        <SanksiFormDialog
          open
          title={editing.mode === 'edit' ? 'Ubah Sanksi' : 'Tambah Sanksi'}
          initialValues={editing.mode === 'edit' ? sanksiFormValues(editing.row) : EMPTY_SANKSI_FORM}
          pegawaiNama={editing.mode === 'edit' ? editing.row.pegawai.nama : undefined}
          jenis={jenis}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
