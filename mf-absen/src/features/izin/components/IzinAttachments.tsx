import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { IzinDetail } from '@portal/contracts';
import { notifyError, notify, useConfirm, Button, HStack, Input, Stack, Text } from '@portal/design-system';
import { addIzinAttachment, deleteIzinAttachment, fileToInput, izinAttachmentUrl } from '../api';

/** The izin's files: open (signed address, new tab); while Draft, the requester adds and removes them. */
export function IzinAttachments({ izin, onChanged }: { izin: IzinDetail; onChanged: (izin: IzinDetail) => void }) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const report = (error: unknown) => notifyError(error);

  async function open(fileId: number) {
    try {
      window.open(await izinAttachmentUrl(transport, izin.id, fileId), '_blank', 'noopener');
    } catch (error) {
      report(error);
    }
  }

  async function add(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await addIzinAttachment(transport, izin.id, await fileToInput(file));
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(fileId: number, name: string) {
    const ok = await confirm({
      title: 'Hapus lampiran?',
      message: `Lampiran ${name} dihapus dari izin ini.`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      const answer = await deleteIzinAttachment(transport, izin.id, fileId);
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      report(error);
    }
  }

  return (
    <Stack gap="2">
      {izin.attachments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Tidak ada lampiran
        </Text>
      ) : null}
      {izin.attachments.map((f) => (
        <HStack key={f.id} gap="2">
          <Button kind="quiet" size="xs" onClick={() => void open(f.id)}>
            {f.name}
          </Button>
          {izin.can_edit_attachments ? (
            <Button
              kind="danger"
              size="xs"
              onClick={() => void remove(f.id, f.name)}
              aria-label={`Hapus lampiran ${f.name}`}
            >
              Hapus
            </Button>
          ) : null}
        </HStack>
      ))}
      {izin.can_edit_attachments ? (
        <Input
          type="file"
          size="sm"
          accept=".pdf,.jpg,.jpeg,.png"
          aria-label="Tambah lampiran"
          disabled={busy}
          onChange={(e) => void add(e.currentTarget.files?.[0])}
        />
      ) : null}
    </Stack>
  );
}
