import { Table } from '@chakra-ui/react';
import type { ImportRowError } from '@portal/contracts';

export interface ImportErrorTableProps {
  /** Spreadsheet row (the header is row 1), column header and the server's Indonesian message. */
  errors: readonly ImportRowError[];
}

/** The problems of a refused spreadsheet upload, one row each: Baris, Kolom, Keterangan (scrolls when long). */
export function ImportErrorTable({ errors }: ImportErrorTableProps) {
  return (
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
  );
}
