import { useCallback } from 'react';
import { useTransport } from '@portal/api-client';
import type { MailAttachment } from '@portal/contracts';
import { FileOpener, HStack, Stack, Text, type FileLoader } from '@portal/design-system';
import { fetchSigned, formatFileSize, mailAttachmentUrl } from '../api';

export interface MailAttachmentsProps {
  mailId: number;
  attachments: readonly MailAttachment[];
  /** Fetches a signed address's bytes (tests and stories pass their own). */
  fetchFile?: (url: string) => Promise<Blob>;
}

/**
 * The attachments of one mail: each opens through the design system's file opener (PDF, JPEG, PNG
 * in a new tab, others download) from its signed address (GET {id}/x/file?file_id=).
 */
export function MailAttachments({ mailId, attachments, fetchFile = fetchSigned }: MailAttachmentsProps) {
  const transport = useTransport();
  const load = useCallback<FileLoader>(
    async (location) => {
      const file = attachments.find((a) => a.location === location);
      if (!file) throw new Error('Lampiran tidak ditemukan');
      const url = await mailAttachmentUrl(transport, mailId, file.id);
      return { blob: await fetchFile(url), fileName: file.name, contentType: file.content_type };
    },
    [transport, mailId, attachments, fetchFile],
  );
  if (attachments.length === 0) return null;
  return (
    <Stack gap="1" data-testid={`mail-attachments-${mailId}`}>
      <Text fontSize="sm" fontWeight="medium">
        Lampiran ({attachments.length})
      </Text>
      {attachments.map((file) => (
        <HStack key={file.id} gap="2" fontSize="sm">
          <FileOpener location={file.location} load={load} size="sm" aria-label={`Buka ${file.name}`}>
            {file.name}
          </FileOpener>
          <Text color="fg.muted">{formatFileSize(file.size)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
