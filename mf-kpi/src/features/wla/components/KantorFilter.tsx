import { useOptionFile, useTransport, type OptionItem } from '@portal/api-client';
import { Box, Field, SearchableSelect } from '@portal/design-system';

export interface KantorFilterProps {
  value: number | undefined;
  onChange: (kantorId: number | undefined) => void;
}

/** The office filter of the WLA lists, over the portal's office option file, searched in the browser. */
export function KantorFilter({ value, onChange }: KantorFilterProps) {
  const offices = useOptionFile(useTransport(), 'kantor');
  return (
    <Field.Root width={{ base: 'full', md: '72' }}>
      <Field.Label fontSize="sm">Kantor</Field.Label>
      <Box width="full" data-testid="kantor-filter">
        <SearchableSelect<OptionItem>
          aria-label="Kantor"
          options={offices}
          value={value ?? null}
          placeholder="Semua kantor"
          onChange={(id) => onChange(id === null ? undefined : Number(id))}
        />
      </Box>
    </Field.Root>
  );
}
