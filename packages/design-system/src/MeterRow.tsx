import { Box, HStack, Text } from '@chakra-ui/react';

export interface MeterRowBar {
  label: string;
  value: number;
  /** The value as shown (e.g. '12 pegawai', formatRupiah). */
  text: string;
}

export interface MeterRowProps {
  bar: MeterRowBar;
  /** The top of the scale, usually the largest bar (0 draws every bar empty). */
  max: number;
  /** Chakra colour palette of the bar. */
  color?: string;
  /** Width of the label column. */
  labelWidth?: string;
  /** Least width of the value column. */
  valueWidth?: string;
}

/** The fill of a bar, in percent of the scale: at least 1 % for a value above 0, at most 100 %. */
export function meterPercent(value: number, max: number): number {
  return max > 0 ? Math.min(100, Math.max((value / max) * 100, value > 0 ? 1 : 0)) : 0;
}

/**
 * One row of a box-drawn bar chart (the design system has no chart component): the label, a
 * labelled meter (screen readers read its label and value) and the value as shown.
 */
export function MeterRow({ bar, max, color = 'blue', labelWidth = '35%', valueWidth = '6rem' }: MeterRowProps) {
  return (
    <HStack gap="3" align="center">
      <Text fontSize="sm" width={labelWidth} truncate title={bar.label}>
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
        <Box height="100%" borderRadius="sm" bg={`${color}.solid`} width={`${meterPercent(bar.value, max)}%`} />
      </Box>
      <Text fontSize="sm" minWidth={valueWidth} textAlign="end">
        {bar.text}
      </Text>
    </HStack>
  );
}
