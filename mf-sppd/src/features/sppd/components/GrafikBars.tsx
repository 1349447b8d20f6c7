import { MeterRow, Stack, Text } from '@portal/design-system';

export interface GrafikBar {
  key: string;
  label: string;
  value: number;
  /** The value as shown (e.g. formatRupiah). */
  text: string;
}

export interface GrafikBarsProps {
  title: string;
  bars: GrafikBar[];
  /** Chakra colour palette of the bars. */
  color?: string;
  testId?: string;
}

/**
 * A horizontal bar chart built from boxes (the design system has no chart component): each bar is
 * a labelled meter, so screen readers read the label and value; the page's table carries the figures too.
 */
export function GrafikBars({ title, bars, color = 'blue', testId }: GrafikBarsProps) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <Stack gap="2" data-testid={testId} role="group" aria-label={title}>
      <Text fontWeight="semibold">{title}</Text>
      {bars.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Tidak ada data
        </Text>
      ) : null}
      {bars.map((bar) => (
        <MeterRow key={bar.key} bar={bar} max={max} color={color} labelWidth="40%" valueWidth="8rem" />
      ))}
    </Stack>
  );
}
