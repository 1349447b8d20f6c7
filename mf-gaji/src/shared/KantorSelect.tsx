import { useOptionFile, useTransport, type OptionItem } from '@portal/api-client';
import { Box, Field, SearchableSelect } from '@portal/design-system';

export interface KantorSelectProps {
  value: number | undefined;
  onChange: (kantorId: number | undefined) => void;
  label?: string;
  /** Shown when nothing is chosen, e.g. 'Semua kantor' on a filter, 'Pilih kantor' on a form. */
  placeholder?: string;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The office picker of the salary pages over the offices it is given (`{ id, nama }`), searched in
 * the browser by name. KantorSelect gives it every office; the deduction pages give it only the
 * offices taking part (features/potongan's PotonganKantorSelect).
 */
export function KantorSelectField({
  offices,
  value,
  onChange,
  label = 'Kantor',
  placeholder = 'Semua kantor',
  required,
  invalid,
  disabled,
}: KantorSelectProps & { offices: readonly OptionItem[] }) {
  return (
    <Field.Root width={{ base: 'full', md: '72' }} required={required} invalid={invalid}>
      <Field.Label fontSize="sm">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Box width="full" data-testid="kantor-select">
        <SearchableSelect<OptionItem>
          aria-label={label}
          options={offices}
          value={value ?? null}
          placeholder={placeholder}
          required={required}
          invalid={invalid}
          disabled={disabled}
          onChange={(id) => onChange(id === null ? undefined : Number(id))}
        />
      </Box>
    </Field.Root>
  );
}

/**
 * Every office, from the portal's office option file (one request shared by every picker on
 * screen): for the income and allowance pages, where any office may be chosen.
 */
export function KantorSelect(props: KantorSelectProps) {
  const offices = useOptionFile(useTransport(), 'kantor');
  return <KantorSelectField {...props} offices={offices} />;
}
