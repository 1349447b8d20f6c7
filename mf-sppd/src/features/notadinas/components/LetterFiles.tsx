import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { StoredFile } from '@portal/contracts';
import { Button, FileOpener, HStack, Input, notify, notifyError, Stack, Text, useConfirm } from '@portal/design-system';
import { fileToInput, loadStoredFile } from '../api';

/** Server: MAX_ATTACHMENT_BYTES. */
export const MAX_LETTER_FILE_BYTES = 5 * 1024 * 1024;

export interface LetterFilesProps<T> {
  files: readonly StoredFile[];
  /** Files may be added and removed (a Draft, by its author: the server decides, this only hides buttons). */
  editable: boolean;
  add: (file: { name: string; content_base64: string }) => Promise<{ message: string; data: T }>;
  remove: (fileId: number) => Promise<{ message: string; data: T }>;
  onChanged: (next: T) => void;
}

/** A letter's attachments: opened through the file opener, added and removed (after confirmation) while Draft. */
export function LetterFiles<T>({ files, editable, add, remove, onChanged }: LetterFilesProps<T>) {
  const transport = useTransport();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_LETTER_FILE_BYTES) {
      notify.error('Ukuran lampiran paling besar 5 MB');
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      const answer = await add(await fileToInput(file));
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    } finally {
      input.value = '';
      setBusy(false);
    }
  }

  async function drop(file: StoredFile) {
    const ok = await confirm({
      title: 'Hapus lampiran?',
      message: `File ${file.name} dihapus dari surat ini.`,
      confirmLabel: 'Hapus',
      destructive: true,
    });
    if (!ok) return;
    try {
      const answer = await remove(file.id);
      notify.success(answer.message);
      onChanged(answer.data);
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Stack gap="2" data-testid="letter-files">
      {files.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Tidak ada lampiran
        </Text>
      ) : null}
      {files.map((f) => (
        <HStack key={f.id} gap="2">
          <FileOpener location={f.location} load={loadStoredFile(transport)}>
            {f.name}
          </FileOpener>
          {editable ? (
            <Button kind="danger" size="xs" onClick={() => void drop(f)} aria-label={`Hapus lampiran ${f.name}`}>
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
          aria-label="Tambah lampiran"
          disabled={busy}
          onChange={(e) => void upload(e.currentTarget)}
        />
      ) : null}
    </Stack>
  );
}
