import { formatRupiah, MONTHS } from '@portal/domain';
import { Table } from '@portal/design-system';
import type { TargetDanaPivotRow } from '../types';

const BULAN = Array.from({ length: 12 }, (_, i) => i + 1);

/** Totals per office × month of a year (rejected targets left out by the server). */
export function PivotTable({ rows }: { rows: TargetDanaPivotRow[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
      <Table.Root size="sm" striped aria-label="Pivot target per kantor dan bulan">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Kantor</Table.ColumnHeader>
            {BULAN.map((b) => (
              <Table.ColumnHeader key={b} textAlign="end">
                {MONTHS[b]}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.kantor_id}>
              <Table.Cell>{r.kantor_nama}</Table.Cell>
              {BULAN.map((b) => (
                <Table.Cell key={b} textAlign="end" whiteSpace="nowrap">
                  {r.bulan[String(b)] ? formatRupiah(r.bulan[String(b)]) : '-'}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                {formatRupiah(r.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
