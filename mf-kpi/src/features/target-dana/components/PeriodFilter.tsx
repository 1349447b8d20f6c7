import { MONTH_OPTIONS } from '@portal/domain';
import { Field, HStack, OptionSelect, YearPicker } from '@portal/design-system';
import { currentPeriod } from '../api';

export interface PeriodFilterProps {
  tahun: number | undefined;
  bulan: number | undefined;
  onChange: (period: { tahun: number | undefined; bulan: number | undefined }) => void;
  /** Only the year (the pivot). */
  yearOnly?: boolean;
  disabled?: boolean;
}

/** Tahun and bulan of a funds-target page, as two labelled selects. */
export function PeriodFilter({ tahun, bulan, onChange, yearOnly = false, disabled }: PeriodFilterProps) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label fontSize="sm">Tahun</Field.Label>
        <YearPicker
          aria-label="Tahun"
          value={tahun ?? null}
          max={currentPeriod().tahun + 1}
          placeholder="Pilih tahun"
          disabled={disabled}
          onChange={(value) => onChange({ tahun: value ?? undefined, bulan })}
        />
      </Field.Root>
      {yearOnly ? null : (
        <Field.Root width="auto" disabled={disabled}>
          <Field.Label fontSize="sm">Bulan</Field.Label>
          <OptionSelect
            aria-label="Bulan"
            size="sm"
            width="40"
            options={MONTH_OPTIONS}
            value={bulan ?? ''}
            onChange={(e) =>
              onChange({ tahun, bulan: e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value) })
            }
          />
        </Field.Root>
      )}
    </HStack>
  );
}
