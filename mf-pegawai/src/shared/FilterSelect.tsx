import { Box, SearchableSelect } from '@portal/design-system';

export interface FilterOption {
  id: number;
  nama: string;
}

export interface FilterSelectProps {
  /** Read out and shown while nothing is chosen ("Semua …"). */
  label: string;
  options: FilterOption[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

/** A list's filter next to its search box: one option or none (`undefined`: all). */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  return (
    <Box width={{ base: 'full', md: '56' }}>
      <SearchableSelect<FilterOption>
        aria-label={label}
        placeholder={label}
        options={options}
        value={value ?? null}
        onChange={(v) => onChange(v === null ? undefined : Number(v))}
      />
    </Box>
  );
}
