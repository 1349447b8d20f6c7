import { useCallback } from 'react';
import { useTransport } from '@portal/api-client';
import { formatDate } from '@portal/domain';
import type { LinkDetail, LinkFile } from '@portal/contracts';
import { FileOpener, useConfirmedDelete, type FileLoader, Button, HStack, Table, Text } from '@portal/design-system';
import { destroyLinkFile, downloadLinkFile, formatFileSize } from '../api';

export interface LinkFilesProps {
  link: Pick<LinkDetail, 'id' | 'files' | 'can_edit'>;
  /** After a file was deleted. */
  onChanged: () => void;
}

/** The documents of a link: 'Buka' for every reader (PDF/JPEG/PNG in a new tab, others download), 'Hapus' for its owner. */
export function LinkFiles({ link, onChanged }: LinkFilesProps) {
  const transport = useTransport();
  const confirmDelete = useConfirmedDelete();
  const load = useCallback<FileLoader>(
    (location) => downloadLinkFile(transport, link.id, location),
    [transport, link.id],
  );

  async function remove(file: LinkFile) {
    const confirmed = await confirmDelete({
      title: 'Hapus dokumen?',
      message: `"${file.name}" akan dihapus dari link ini.`,
      remove: () => destroyLinkFile(transport, link.id, file.id),
    });
    if (confirmed) onChanged();
  }

  if (link.files.length === 0) return <Text color="fg.muted">Belum ada dokumen.</Text>;

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" aria-label="Dokumen link" data-testid="link-files">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Nama file</Table.ColumnHeader>
            <Table.ColumnHeader>Ukuran</Table.ColumnHeader>
            <Table.ColumnHeader>Diunggah oleh</Table.ColumnHeader>
            <Table.ColumnHeader>Tanggal</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Aksi</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {link.files.map((file) => (
            <Table.Row key={file.id} data-testid="link-file-row">
              <Table.Cell wordBreak="break-all">{file.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatFileSize(file.size)}</Table.Cell>
              <Table.Cell>{file.uploaded_by_name ?? '-'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(file.created_at)}</Table.Cell>
              <Table.Cell>
                <HStack justify="flex-end" gap="2">
                  <FileOpener location={file.location} load={load} size="sm" aria-label={`Buka ${file.name}`}>
                    Buka
                  </FileOpener>
                  {link.can_edit ? (
                    <Button kind="danger" size="xs" onClick={() => void remove(file)} aria-label={`Hapus ${file.name}`}>
                      Hapus
                    </Button>
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
