import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import type { SanksiFileRow } from '@portal/contracts';
import {
  Box,
  Button,
  HStack,
  Input,
  Link,
  notify,
  notifyError,
  Stack,
  Text,
  UploadProgress,
  useConfirm,
} from '@portal/design-system';
import { deleteDecreeFile, uploadDecreeFile, useDecreeFiles } from './decree-files';

export interface DecreeFilesProps {
  /** The record's file collection, e.g. `/sdm/pegawai/x/sanksi/7/x/file`. */
  path: string;
  /** Prefix of the test ids: `{testId}-files`, `{testId}-file-input`. */
  testId: string;
  /** After a file is added or removed (the record's file count or "invalid" state may change). */
  onChange?: () => void;
  /** Only open the files: no upload, no delete (the viewer may read the record but not change it). */
  readOnly?: boolean;
  /** What a file is called in the texts (default 'file SK'), e.g. 'scan nota'. */
  noun?: string;
}

/**
 * The decree files (SK) of one register record — a sanction, a termination: open, add (PDF/JPEG/PNG,
 * at most 2 MB) and remove after a confirmation.
 */
export function DecreeFiles({ path, testId, onChange, readOnly = false, noun = 'file SK' }: DecreeFilesProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const files = useDecreeFiles(path);
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      notify.success((await uploadDecreeFile(transport, path, file, setPercent)).message);
      void files.mutate();
      onChange?.();
    } catch (error) {
      notifyError(error);
    } finally {
      setPercent(null);
    }
  };

  const remove = async (file: SanksiFileRow) => {
    if (!(await confirm({ title: `Hapus ${noun}?`, message: `File "${file.name}" akan dihapus.`, destructive: true })))
      return;
    try {
      notify.success((await deleteDecreeFile(transport, path, file.id)).message);
      void files.mutate();
      onChange?.();
    } catch (error) {
      notifyError(error);
    }
  };

  const rows = files.data?.data ?? [];
  return (
    <Stack gap="2" data-testid={`${testId}-files`}>
      {files.error ? <Text color="fg.error">{files.error.message}</Text> : null}
      {files.data && rows.length === 0 ? <Text color="fg.muted">{`Belum ada ${noun}`}</Text> : null}
      {rows.map((f) => (
        <HStack key={f.id} gap="3">
          <Link href={f.url} target="_blank" rel="noopener noreferrer" colorPalette="brand">
            {f.name}
          </Link>
          {readOnly ? null : (
            <Button kind="danger" size="xs" onClick={() => void remove(f)} aria-label={`Hapus file ${f.name}`}>
              Hapus
            </Button>
          )}
        </HStack>
      ))}
      {readOnly ? null : (
        <Box as="label" fontSize="sm" maxW="sm">
          <Text mb="1">{`Unggah ${noun} (PDF, JPEG atau PNG, paling besar 2 MB)`}</Text>
          <Input
            type="file"
            size="sm"
            p="1"
            accept=".pdf,.jpg,.jpeg,.png"
            disabled={percent !== null}
            data-testid={`${testId}-file-input`}
            onChange={(e) => void send(e.target.files?.[0])}
          />
        </Box>
      )}
      {percent !== null ? <UploadProgress value={percent} /> : null}
    </Stack>
  );
}
