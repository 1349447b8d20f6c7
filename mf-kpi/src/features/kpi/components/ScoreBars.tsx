import { MeterRow, Stack, Table, Text } from '@portal/design-system';

export interface ScoreBar {
  key: string;
  label: string;
  value: number;
  /** The value as shown (e.g. '12 pegawai', '87,50'). */
  text: string;
}

export interface ScoreBarsProps {
  title: string;
  bars: readonly ScoreBar[];
  /** The table's column headers: what a bar is and what its value means. */
  labelHeader: string;
  valueHeader: string;
  /** Chakra colour palette of the bars. */
  color?: string;
  testId?: string;
}

/**
 * A bar chart drawn with boxes (the design system has no chart component; as mf-sppd's GrafikBars):
 * each bar is a labelled meter for screen readers, and a table below carries the same figures.
 */
export function ScoreBars({ title, bars, labelHeader, valueHeader, color = 'blue', testId }: ScoreBarsProps) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <Stack gap="3" data-testid={testId} role="group" aria-label={title}>
      <Text fontWeight="semibold">{title}</Text>
      {bars.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Tidak ada data
        </Text>
      ) : null}
      <Stack gap="1" aria-hidden={bars.length === 0 ? true : undefined}>
        {bars.map((bar) => (
          <MeterRow key={bar.key} bar={bar} max={max} color={color} />
        ))}
      </Stack>
      {bars.length > 0 ? (
        <Table.Root size="sm" aria-label={`${title} (tabel)`}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{valueHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
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
    </Stack>
  );
}
