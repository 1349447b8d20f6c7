import { useCallback } from 'react';
import { useTransport } from '@portal/api-client';
import type { InfobankAttachment } from '@portal/contracts';
import { FileOpener, HStack, Stack, Text, type FileLoader } from '@portal/design-system';
import { fetchSigned, formatFileSize, infobankAttachmentUrl } from '../api';

export interface InfobankAttachmentsProps {
  infobankId: number;
  attachments: readonly InfobankAttachment[];
  /** Fetches a signed address's bytes (tests and stories pass their own). */
  fetchFile?: (url: string) => Promise<Blob>;
}

/** The attachments of an announcement: each opens through the file opener (PDF, JPEG, PNG in a new tab, others download). */
export function InfobankAttachments({ infobankId, attachments, fetchFile = fetchSigned }: InfobankAttachmentsProps) {
  const transport = useTransport();
  const load = useCallback<FileLoader>(
    async (location) => {
      const file = attachments.find((a) => a.location === location);
      if (!file) throw new Error('Lampiran tidak ditemukan');
      const url = await infobankAttachmentUrl(transport, infobankId, file.id);
      return { blob: await fetchFile(url), fileName: file.name, contentType: file.content_type };
    },
    [transport, infobankId, attachments, fetchFile],
  );
  if (attachments.length === 0) return <Text color="fg.muted">-</Text>;
  return (
    <Stack gap="1" data-testid={`infobank-attachments-${infobankId}`}>
      {attachments.map((file) => (
        <HStack key={file.id} gap="2" fontSize="sm">
          <FileOpener location={file.location} load={load} size="xs" aria-label={`Buka ${file.name}`}>
            {file.name}
          </FileOpener>
          <Text color="fg.muted" whiteSpace="nowrap">
            {formatFileSize(file.size)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
