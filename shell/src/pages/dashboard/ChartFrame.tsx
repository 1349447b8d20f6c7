import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Table } from '@portal/design-system';
import { formatNumber } from '@portal/domain';

/** A share in whole percent; a small non-zero share reads '<1%' rather than a misleading '0%'. */
export function shareText(value: number, total: number): string {
  if (total <= 0) return '';
  const percent = (value / total) * 100;
  return value > 0 && percent < 0.5 ? '<1%' : `${formatNumber(percent)}%`;
}

/** A table column: its header and each row's cell (numbers are formatted; null reads '-'). */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => string | number | null;
  numeric?: boolean;
}

export interface ChartFrameProps<Row> {
  /** The topic's title: the chart's accessible name and the table's caption. */
  title: string;
  chart: ReactNode;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** A last row under the table (e.g. the total of a composition). */
  footer?: readonly (string | number | null)[];
}

const cellText = (value: string | number | null) =>
  value === null ? '-' : typeof value === 'number' ? formatNumber(value) : value;

/**
 * A chart and the same numbers as a table, behind a 'Tampilkan tabel' toggle: the chart is read at a
 * glance (values on hover), the table by screen readers and whoever needs the exact figures.
 */
export function ChartFrame<Row>({ title, chart, rows, columns, footer }: ChartFrameProps<Row>) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Box>
      <Flex justify="flex-end" mb="1">
        <Button
          kind="quiet"
          size="xs"
          aria-pressed={asTable}
          data-testid="dashboard-table-toggle"
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Tampilkan grafik' : 'Tampilkan tabel'}
        </Button>
      </Flex>
      {asTable ? (
        <Table.ScrollArea maxH="80">
          <Table.Root size="sm" aria-label={title} data-testid="dashboard-topic-table">
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : undefined}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={i}>
                  {columns.map((c) => (
                    <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : undefined}>
                      {cellText(c.cell(row))}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
              {footer ? (
                <Table.Row fontWeight="semibold">
                  {footer.map((cell, i) => (
                    <Table.Cell key={i} textAlign={columns[i]?.numeric ? 'end' : undefined}>
                      {cellText(cell)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ) : null}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <Box role="figure" aria-label={`Grafik ${title}`} data-testid="dashboard-chart">
          {chart}
        </Box>
      )}
    </Box>
  );
}
