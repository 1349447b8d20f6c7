import { NativeSelect } from '@chakra-ui/react';

/** One choice of an OptionSelect: the value sent and the text shown. */
export interface SelectOption {
  id: string | number;
  nama: string;
  /** Shown but not choosable (e.g. a round the user already has an assessment in). */
  disabled?: boolean;
}

export interface OptionSelectProps extends Omit<NativeSelect.FieldProps, 'children' | 'placeholder'> {
  options: readonly SelectOption[];
  /** An empty first choice (value ''), e.g. 'Semua status' or 'Pilih jenis izin'; none when left out. */
  placeholder?: string;
  size?: NativeSelect.RootProps['size'];
  width?: NativeSelect.RootProps['width'];
  invalid?: boolean;
}

/**
 * The browser's own select over a list of `{ id, nama }` choices (months, leave types, statuses), with
 * an optional empty first choice. Its label comes from a surrounding Field or from `aria-label`.
 */
export function OptionSelect({ options, placeholder, size, width, invalid, ...field }: OptionSelectProps) {
  // Only what is given reaches the root, so a select left without a size keeps the theme's default.
  const root = Object.fromEntries(Object.entries({ size, width, invalid }).filter(([, v]) => v !== undefined));
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.disabled}>
            {option.nama}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
