import { Box, HStack, Stack, Text } from '@portal/design-system';

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
        <HStack key={bar.key} gap="3" align="center">
          <Text fontSize="sm" width="40%" truncate title={bar.label}>
            {bar.label}
          </Text>
          <Box
            flex="1"
            bg="bg.muted"
            borderRadius="sm"
            height="4"
            role="meter"
            aria-label={bar.label}
            aria-valuemin={0}
            aria-valuemax={max || 1}
            aria-valuenow={bar.value}
            aria-valuetext={bar.text}
          >
            <Box
              height="100%"
              borderRadius="sm"
              bg={`${color}.solid`}
              width={max > 0 ? `${Math.max((bar.value / max) * 100, bar.value > 0 ? 1 : 0)}%` : '0%'}
            />
          </Box>
          <Text fontSize="sm" minWidth="8rem" textAlign="end">
            {bar.text}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
