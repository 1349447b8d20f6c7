import { useState } from 'react';
import { Button, HStack, MeterRow, Stack, Table, Text } from '@portal/design-system';

export interface MeterBar {
  key: string;
  label: string;
  value: number;
  /** The value as shown. */
  text: string;
}

export interface MeterBarsProps {
  title: string;
  bars: readonly MeterBar[];
  /** Largest value of the scale (default: the largest bar; completion charts pass 100). */
  max?: number;
  color?: string;
  testId?: string;
}

/**
 * A horizontal bar chart of labelled meters (the design system has no chart component and this
 * remote takes no charting dependency; mf-sppd's GrafikBars is the same idea): each bar reads as
 * its label and value, and 'Tampilkan tabel' shows the same figures as a table.
 */
export function MeterBars({ title, bars, max, color = 'blue', testId }: MeterBarsProps) {
  const [table, setTable] = useState(false);
  const top = max ?? Math.max(0, ...bars.map((b) => b.value));
  return (
    <Stack gap="2" data-testid={testId} role="group" aria-label={title} borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{title}</Text>
        <Button size="xs" kind="quiet" aria-pressed={table} onClick={() => setTable((t) => !t)}>
          {table ? 'Tampilkan grafik' : 'Tampilkan tabel'}
        </Button>
      </HStack>
      {bars.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Tidak ada data
        </Text>
      ) : null}
      {table && bars.length > 0 ? (
        <Table.Root size="sm">
          <Table.Caption srOnly>{title}</Table.Caption>
          <Table.Body>
            {bars.map((bar) => (
              <Table.Row key={bar.key}>
                <Table.Cell>{bar.label}</Table.Cell>
                <Table.Cell textAlign="end">{bar.text}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {!table
        ? bars.map((bar) => <MeterRow key={bar.key} bar={bar} max={top} color={color} valueWidth="7rem" />)
        : null}
    </Stack>
  );
}
