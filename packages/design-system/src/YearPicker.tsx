import { NativeSelect } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { TEXTS, YEAR_PICKER_YEARS_BACK } from './texts';

export interface YearPickerProps {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** First year offered; default 60 years before the current year. */
  min?: number;
  /** Last year offered; default the current year. */
  max?: number;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  onBlur?: () => void;
}

/** Years from `max` down to `min` (latest first), by default the current year back 60 years. */
export function yearOptions(min?: number, max?: number, now = DateTime.now()): number[] {
  const last = max ?? now.year;
  const first = min ?? now.year - YEAR_PICKER_YEARS_BACK;
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
}

export function YearPicker({
  value,
  onChange,
  min,
  max,
  placeholder,
  disabled,
  invalid,
  name,
  onBlur,
  ...rest
}: YearPickerProps) {
  const years = useMemo(() => yearOptions(min, max), [min, max]);
  return (
    <NativeSelect.Root size="sm" width="32" disabled={disabled} invalid={invalid}>
      <NativeSelect.Field
        aria-label={rest['aria-label'] ?? TEXTS.year}
        name={name}
        value={value ?? ''}
        onBlur={onBlur}
        onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      >
        <option value="">{placeholder ?? TEXTS.year}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
