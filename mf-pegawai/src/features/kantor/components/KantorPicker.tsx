import { SearchableSelect, Box } from '@portal/design-system';
import { useKantorOptions, type Option } from '../api';

export interface KantorPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
}

/** An office picker over the offered levels (1, 2, 3, 5, 6, 7, 8, 9), searchable by name. */
export function KantorPicker({ value, onChange, label = 'Pilih kantor' }: KantorPickerProps) {
  const options = useKantorOptions();
  return (
    <Box width={{ base: 'full', md: '72' }}>
      <SearchableSelect<Option>
        aria-label={label}
        placeholder={label}
        options={options}
        value={value}
        onChange={(v) => onChange(v === null ? null : Number(v))}
      />
    </Box>
  );
}
