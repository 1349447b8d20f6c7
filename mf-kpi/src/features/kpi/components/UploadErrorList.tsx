import type { ImportRowError } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { Alert, Stack, Table } from '@portal/design-system';

/** A refused upload: every problem with its spreadsheet row and column; nothing of the file was saved. */
export function UploadErrorList({ errors }: { errors: readonly ImportRowError[] }) {
  return (
    <Stack gap="2" data-testid="kpi-upload-errors">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          File ditolak: {formatNumber(errors.length)} masalah ditemukan, tidak ada realisasi yang disimpan.
        </Alert.Title>
      </Alert.Root>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96" tabIndex={0}>
        <Table.Root size="sm" aria-label="Kesalahan pada file upload">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Baris</Table.ColumnHeader>
              <Table.ColumnHeader>Kolom</Table.ColumnHeader>
              <Table.ColumnHeader>Keterangan</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {errors.map((e, i) => (
              <Table.Row key={`${e.row}-${e.column}-${i}`}>
                <Table.Cell>{e.row > 0 ? e.row : '-'}</Table.Cell>
                <Table.Cell>{e.column || '-'}</Table.Cell>
                <Table.Cell>{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
