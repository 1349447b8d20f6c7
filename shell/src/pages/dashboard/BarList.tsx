import { Box, Flex, Stack, Text } from '@portal/design-system';
import { formatNumber } from '@portal/domain';
import type { SeriesPoint } from './dashboard-topics';

export interface BarListProps {
  points: readonly SeriesPoint[];
  /** Parts of a whole: each row shows its share and the list ends with the total. */
  showShare?: boolean;
  /** Accessible name of the list (the topic's title). */
  label: string;
}

/** A share in whole percent; a small non-zero share reads '<1%' rather than a misleading '0%'. */
export function shareText(value: number, total: number): string {
  if (total <= 0) return '';
  const percent = (value / total) * 100;
  return value > 0 && percent < 0.5 ? '<1%' : `${formatNumber(percent)}%`;
}

/** Labelled counts as horizontal bars scaled to the largest, numbers in the '0,0' format. */
export function BarList({ points, showShare = false, label }: BarListProps) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" aria-label={label} maxH="28rem" overflowY="auto" pe="1" listStyleType="none" tabIndex={0}>
        {points.map((point, index) => (
          <Box as="li" key={`${point.label}-${index}`} data-testid="bar-item">
            <Flex justify="space-between" gap="3" fontSize="sm">
              <Text truncate title={point.label}>
                {point.label}
              </Text>
              <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="bar-value">
                {formatNumber(point.value)}
                {showShare && total > 0 ? (
                  <Text as="span" fontWeight="normal" color="fg.muted">{` (${shareText(point.value, total)})`}</Text>
                ) : null}
              </Text>
            </Flex>
            <Box h="1.5" bg="bg.muted" rounded="full" aria-hidden="true">
              <Box
                h="full"
                rounded="full"
                bg="colorPalette.solid"
                width={`${(Math.max(0, point.value) / max) * 100}%`}
              />
            </Box>
          </Box>
        ))}
      </Stack>
      {showShare ? (
        <Text fontSize="sm" color="fg.muted" textAlign="end">
          Total{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {formatNumber(total)}
          </Text>
        </Text>
      ) : null}
    </Stack>
  );
}
