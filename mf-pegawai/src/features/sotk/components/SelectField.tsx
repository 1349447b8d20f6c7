import { SearchableSelect } from '@portal/design-system';
import { FormField } from '@portal/design-system/forms';
import type { Option } from '../../kantor/public';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: Option[];
  required?: boolean;
  /** Remote search (more than 3 characters typed), for long lists such as positions. */
  loadOptions?: (search: string) => Promise<Option[]>;
  selected?: Option[];
}

/** A formik field holding an id, picked with the design system's searchable select. */
export function SelectField({ name, label, options, required, loadOptions, selected }: SelectFieldProps) {
  return (
    <FormField<number | null> name={name} label={label} required={required}>
      {({ field, helpers, invalid }) => (
        <SearchableSelect<Option>
          aria-label={label}
          name={name}
          // Inside a modal dialog: a list portalled outside it would be inert.
          portalled={false}
          options={options}
          loadOptions={loadOptions}
          selectedOptions={selected}
          value={field.value ?? null}
          invalid={invalid}
          onChange={(value) => void helpers.setValue(value === null ? null : Number(value))}
        />
      )}
    </FormField>
  );
}
