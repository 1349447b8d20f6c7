import { Field, HStack } from '@chakra-ui/react';
import { MONTH_OPTIONS } from '@portal/domain';
import { OptionSelect } from './OptionSelect';
import { YearPicker } from './YearPicker';

export interface Period {
  tahun: number | undefined;
  bulan: number | undefined;
}

export interface PeriodFilterProps extends Period {
  onChange: (period: Period) => void;
  /** The last year offered (e.g. next year for plans and targets). */
  maxYear: number;
  /** Offer 'Semua tahun' and 'Semua bulan': lists that may span months; pages of one month leave it out. */
  allowAll?: boolean;
  /** Only the year. */
  yearOnly?: boolean;
  disabled?: boolean;
}

/** Tahun and bulan of a period page, as two labelled selects (keyboard and screen-reader friendly). */
export function PeriodFilter({
  tahun,
  bulan,
  onChange,
  maxYear,
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
          max={maxYear}
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
