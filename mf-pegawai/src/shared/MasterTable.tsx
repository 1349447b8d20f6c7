import type { ReactNode } from 'react';
import { EmptyState, Table, Text } from '@portal/design-system';
import { PageError } from './PageError';

export interface MasterTableProps<T extends { id: number }> {
  caption: string;
  headers: string[];
  rows: readonly T[] | undefined;
  error?: { message: string };
  emptyText: string;
  cells: (row: T) => ReactNode[];
}

/** A short master list (types, parents) read whole: no paging, one row per entry. */
export function MasterTable<T extends { id: number }>({
  caption,
  headers,
  rows,
  error,
  emptyText,
  cells,
}: MasterTableProps<T>) {
  if (!rows) return error ? <PageError error={error} /> : <Text color="fg.muted">Memuat...</Text>;
  if (rows.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Table.Root size="sm" variant="outline" aria-label={caption}>
      <Table.Header>
        <Table.Row>
          {headers.map((h) => (
            <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.id}>
            {cells(r).map((c, i) => (
              <Table.Cell key={headers[i]}>{c}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
