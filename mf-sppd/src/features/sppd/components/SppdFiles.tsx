import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FileOpener, HStack, Input, notify, notifyError, Stack, Text, useConfirm } from '@portal/design-system';
import { addSppdFile, deleteSppdFile, fileToInput, loadStoredFile, type SppdFileKind } from '../api';
import type { SppdDetail } from '@portal/contracts';

/** Server: MAX_SPPD_FILE_BYTES. */
export const MAX_SPPD_FILE_BYTES = 5 * 1024 * 1024;

const WORDS: Record<SppdFileKind, { one: string; empty: string }> = {
  bukti: { one: 'bukti', empty: 'Belum ada bukti perjalanan' },
  attachment: { one: 'lampiran', empty: 'Tidak ada lampiran' },
};

export interface SppdFilesProps {
  sppd: SppdDetail;
  kind: SppdFileKind;
  onChanged: (sppd: SppdDetail) => void;
}

/**
 * One of the trip's file lists: attachments (added and removed while Draft by the requester) or
 * proofs of the trip (bukti: after approval, by the requester or a traveller — the server decides).
 */
export function SppdFiles({ sppd, kind, onChanged }: SppdFilesProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const files = kind === 'bukti' ? sppd.bukti : sppd.attachments;
  const editable = kind === 'bukti' ? sppd.status === 'disetujui' : sppd.can_edit;
  const words = WORDS[kind];

  async function add(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_SPPD_FILE_BYTES) {
      notify.error('Ukuran file melebihi batas 5 MB');
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      const answer = await addSppdFile(transport, sppd.id, kind, await fileToInput(file));
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    } finally {
      input.value = '';
      setBusy(false);
    }
  }

  async function remove(fileId: number, name: string) {
    const ok = await confirm({
      title: `Hapus ${words.one}?`,
      message: `File ${name} dihapus dari SPPD ini.`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      const answer = await deleteSppdFile(transport, sppd.id, kind, fileId);
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Stack gap="2" data-testid={`sppd-files-${kind}`}>
      {files.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {words.empty}
        </Text>
      ) : null}
      {files.map((f) => (
        <HStack key={f.id} gap="2">
          <FileOpener location={f.location} load={loadStoredFile(transport)}>
            {f.name}
          </FileOpener>
          {editable ? (
            <Button
              kind="danger"
              size="xs"
              onClick={() => void remove(f.id, f.name)}
              aria-label={`Hapus ${words.one} ${f.name}`}
            >
              Hapus
            </Button>
          ) : null}
        </HStack>
      ))}
      {editable ? (
        <Input
          type="file"
          size="sm"
          accept=".pdf,.jpg,.jpeg,.png"
          aria-label={`Tambah ${words.one}`}
          disabled={busy}
          onChange={(e) => void add(e.currentTarget)}
        />
      ) : null}
    </Stack>
  );
}
