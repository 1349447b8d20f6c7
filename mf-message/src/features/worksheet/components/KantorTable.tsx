import { Link as RouterLink } from '@portal/design-system/router';
import { formatNumber } from '@portal/domain';
import type { WorksheetKantorRow } from '@portal/contracts';
import { Link, Table } from '@portal/design-system';
import { formatDuration, WORKSHEET_ROUTES } from '../api';

/** The month per office: who wrote, entries, time, late entries and completion; the name opens its entries. */
export function KantorTable({ rows, caption }: { rows: readonly WorksheetKantorRow[]; caption: string }) {
  return (
    <Table.Root size="sm" data-testid="worksheet-kantor-table">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Kantor</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Pegawai mengisi</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Tugas</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Waktu</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Terlambat</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Kelengkapan</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.kantor_id}>
            <Table.Cell>
              <Link asChild colorPalette="brand">
                <RouterLink to={`${WORKSHEET_ROUTES.tugas}?kantor_id=${r.kantor_id}`}>{r.nama}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell textAlign="end">
              {formatNumber(r.pegawai_terisi)} / {formatNumber(r.pegawai)}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(r.entries)}</Table.Cell>
            <Table.Cell textAlign="end">{formatDuration(r.menit)}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(r.terlambat)}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(r.completion, '0,0.00')}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
