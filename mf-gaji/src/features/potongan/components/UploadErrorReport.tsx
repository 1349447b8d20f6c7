import type { ImportRowError } from '@portal/contracts';
import { formatNumber } from '@portal/domain';
import { Alert, Stack, Table, Text } from '@portal/design-system';

export interface UploadErrorReportProps {
  /** Spreadsheet row (the header is row 1), column header and the server's Indonesian message. */
  errors: readonly ImportRowError[];
  /** How many problems the server found (it keeps at most 1000 rows of them). */
  errorCount?: number;
}

/** A refused upload: every problem with its row and column; nothing of the file was saved. */
export function UploadErrorReport({ errors, errorCount = errors.length }: UploadErrorReportProps) {
  return (
    <Stack gap="2" data-testid="upload-errors">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          File ditolak: {formatNumber(errorCount)} masalah ditemukan, tidak ada data yang disimpan.
        </Alert.Title>
      </Alert.Root>
      {errorCount > errors.length ? (
        <Text fontSize="sm" color="fg.muted">
          Ditampilkan {formatNumber(errors.length)} masalah pertama.
        </Text>
      ) : null}
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
