import { MONTHS } from '@portal/domain';
import { Button, HStack, Text } from '@portal/design-system';
import type { MonthQuery } from '../api';

/** '‹ Oktober 2026 ›': the month a worksheet page shows. */
export function MonthSwitcher({ value, onChange }: { value: MonthQuery; onChange: (m: MonthQuery) => void }) {
  const shift = (n: number) => {
    const index = value.tahun * 12 + (value.bulan - 1) + n;
    onChange({ tahun: Math.floor(index / 12), bulan: (index % 12) + 1 });
  };
  return (
    <HStack gap="2" role="group" aria-label="Pilih bulan">
      <Button size="sm" kind="quiet" aria-label="Bulan sebelumnya" onClick={() => shift(-1)}>
        ‹
      </Button>
      <Text fontWeight="medium" minWidth="9rem" textAlign="center" data-testid="worksheet-month">
        {MONTHS[value.bulan]} {value.tahun}
      </Text>
      <Button size="sm" kind="quiet" aria-label="Bulan berikutnya" onClick={() => shift(1)}>
        ›
      </Button>
    </HStack>
  );
}
