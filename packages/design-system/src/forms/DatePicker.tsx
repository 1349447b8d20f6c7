import { MONTH_OPTIONS } from '@portal/domain';
import {
  Box,
  clampIso,
  composeDate,
  daysInMonth,
  HStack,
  NativeSelect,
  partsOf,
  Text,
  TEXTS,
  yearRange,
  type DateParts,
} from '@portal/design-system';
import { useEffect, useId, useMemo, useState } from 'react';
import { useInsideFieldGroup } from './field-group';

export interface DatePickerProps {
  /** ISO date 'YYYY-MM-DD' or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** Earliest allowed date, ISO. Also bounds the year list. */
  min?: string | null;
  /** Latest allowed date, ISO. Also bounds the year list. */
  max?: string | null;
  /** Accessible name of the group, e.g. 'Tanggal lahir' (inside a FormField group its legend names it). */
  label?: string;
  required?: boolean;
  /** Show the required error even before the user touched the picker (e.g. after a submit). */
  touched?: boolean;
  /** An error from outside (e.g. formik); replaces the required message. */
  error?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

/** Day / month / year selects producing an ISO date, clamped into [min, max]. */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  label,
  required,
  touched,
  error,
  disabled,
  name,
  onBlur,
}: DatePickerProps) {
  const [parts, setParts] = useState<DateParts>(() => partsOf(value));
  const [blurred, setBlurred] = useState(false);
  const errorId = useId();
  const inFieldGroup = useInsideFieldGroup();

  // Follow the value from outside, and pull it into range when it lies outside [min, max].
  useEffect(() => {
    const next = partsOf(value);
    if (value && next.year) {
      const clamped = clampIso(value, min, max);
      if (clamped !== value) {
        onChange(clamped);
        return;
      }
      setParts(next);
    } else if (!value) {
      setParts((current) => (composeDate(current) ? { day: null, month: null, year: null } : current));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, min, max]);

  const years = useMemo(() => yearRange(min, max), [min, max]);
  const dayCount = daysInMonth(parts.year, parts.month);

  const change = (key: keyof DateParts, raw: string) => {
    const draft = { ...parts, [key]: raw === '' ? null : Number(raw) };
    // Keep the day inside the chosen month even while the date is incomplete (31 → 30 for April).
    if (draft.day && draft.month) draft.day = Math.min(draft.day, daysInMonth(draft.year, draft.month));
    const iso = composeDate(draft, min, max);
    setParts(iso ? partsOf(iso) : draft);
    if (iso !== (value ?? null)) onChange(iso);
  };

  const handleBlur = () => {
    setBlurred(true);
    onBlur?.();
  };

  const message = error ?? (required && !value && (touched || blurred) ? TEXTS.fieldRequired : undefined);
  // In a FormField group the fieldset's legend names the three selects and its error text shows the message.
  const ownMessage = inFieldGroup ? undefined : message;
  const selectProps = {
    disabled,
    onBlur: handleBlur,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': ownMessage ? errorId : undefined,
    'aria-required': required || undefined,
  };

  return (
    <Box role={inFieldGroup ? undefined : 'group'} aria-label={inFieldGroup ? undefined : label} data-name={name}>
      <HStack gap="2">
        <NativeSelect.Root size="sm" width="24" invalid={Boolean(message)}>
          <NativeSelect.Field
            aria-label={TEXTS.day}
            value={parts.day ?? ''}
            onChange={(e) => change('day', e.currentTarget.value)}
            {...selectProps}
          >
            <option value="">{TEXTS.day}</option>
            {Array.from({ length: dayCount }, (_, i) => i + 1).map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="36" invalid={Boolean(message)}>
          <NativeSelect.Field
            aria-label={TEXTS.month}
            value={parts.month ?? ''}
            onChange={(e) => change('month', e.currentTarget.value)}
            {...selectProps}
          >
            <option value="">{TEXTS.month}</option>
            {MONTH_OPTIONS.map((month) => (
              <option key={month.id} value={month.id}>
                {month.nama}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="24" invalid={Boolean(message)}>
          <NativeSelect.Field
            aria-label={TEXTS.year}
            value={parts.year ?? ''}
            onChange={(e) => change('year', e.currentTarget.value)}
            {...selectProps}
          >
            <option value="">{TEXTS.year}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {ownMessage ? (
        <Text id={errorId} mt="1" fontSize="sm" color="fg.error" role="alert">
          {ownMessage}
        </Text>
      ) : null}
    </Box>
  );
}
