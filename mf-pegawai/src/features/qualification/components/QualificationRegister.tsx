import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { QualificationInput, QualificationKind, QualificationRow } from '@portal/contracts';
import { Button, notify, PageHeader, Stack, useConfirmedDelete } from '@portal/design-system';
import {
  deleteQualification,
  EMPTY_QUALIFICATION_FORM,
  QUALIFICATION_TEXTS,
  qualificationFormValues,
  saveQualification,
  useQualificationList,
  useQualificationListQuery,
  useQualificationTargets,
} from '../api';
import { QualificationFormDialog } from './QualificationFormDialog';
import { QualificationTable } from './QualificationTable';

type Editing = { mode: 'create' } | { mode: 'edit'; row: QualificationRow } | null;

/**
 * One of /qualification/jabatan, pangkat, kantor (60 or 57): the requirements of the positions,
 * ranks or offices, added, changed and deleted (after a confirmation). The server limits office
 * requirements to the user's own office and those below it unless the user is HR (ADR 0052).
 */
export function QualificationRegister({ kind }: { kind: QualificationKind }) {
  const texts = QUALIFICATION_TEXTS[kind];
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const [query, setQuery] = useQualificationListQuery();
  const list = useQualificationList(kind, query);
  const targets = useQualificationTargets(kind);
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (input: QualificationInput) => {
    const answer = await saveQualification(
      transport,
      kind,
      input,
      editing?.mode === 'edit' ? editing.row.id : undefined,
    );
    notify.success(answer.message);
    setEditing(null);
    void list.mutate();
  };

  const remove = async (row: QualificationRow) => {
    const message = `Kualifikasi "${row.nama}" untuk ${texts.target.toLowerCase()} ${row.target.nama} akan dihapus.`;
    if (
      await confirmDelete({
        title: 'Hapus kualifikasi?',
        message,
        remove: () => deleteQualification(transport, kind, row.id),
      })
    )
      void list.mutate();
  };

  return (
    <Stack gap="4" data-testid={texts.testId}>
      <PageHeader
        title={texts.title}
        size="xl"
        description={`Kualifikasi yang disyaratkan per ${texts.target.toLowerCase()}, dengan jumlah pegawai aktif yang terkena.`}
      >
        <Button size="sm" onClick={() => setEditing({ mode: 'create' })} data-testid="qualification-add">
          Tambah Kualifikasi
        </Button>
      </PageHeader>
      <QualificationTable
        kind={kind}
        list={list}
        query={query}
        setQuery={setQuery}
        targets={targets}
        onEdit={(row) => setEditing({ mode: 'edit', row })}
        onDelete={(row) => void remove(row)}
      />
      {editing ? (
        <QualificationFormDialog
          title={`${editing.mode === 'edit' ? 'Ubah' : 'Tambah'} ${texts.title}`}
          target={texts.target}
          targets={targets}
          initialValues={editing.mode === 'edit' ? qualificationFormValues(editing.row) : EMPTY_QUALIFICATION_FORM}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
