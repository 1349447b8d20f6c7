import { MONTH_OPTIONS } from '@portal/domain';
import { Field, HStack, OptionSelect, YearPicker } from '@portal/design-system';
import { lastYearOffered } from './period';

export interface PeriodFilterProps {
  tahun: number | undefined;
  bulan: number | undefined;
  onChange: (period: { tahun: number | undefined; bulan: number | undefined }) => void;
  /** Offer 'Semua bulan' (and 'Semua tahun'): the lists that may span months; pages of one month leave it out. */
  allowAll?: boolean;
  /** Only the year (own deductions, allowances). */
  yearOnly?: boolean;
  disabled?: boolean;
}

/** Tahun and bulan of a salary page, as two labelled selects (keyboard and screen-reader friendly). */
export function PeriodFilter({
  tahun,
  bulan,
  onChange,
  allowAll = false,
  yearOnly = false,
  disabled,
}: PeriodFilterProps) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label fontSize="sm">Tahun</Field.Label>
        <YearPicker
          aria-label="Tahun"
          value={tahun ?? null}
          max={lastYearOffered()}
          placeholder={allowAll ? 'Semua tahun' : 'Pilih tahun'}
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
            placeholder={allowAll ? 'Semua bulan' : undefined}
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
