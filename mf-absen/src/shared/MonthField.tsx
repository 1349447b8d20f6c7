import { MONTH_OPTIONS } from '@portal/domain';
import { Field, OptionSelect } from '@portal/design-system';

export interface MonthFieldProps {
  /** 1 to 12. */
  value: number;
  onChange: (bulan: number) => void;
  /** The select's id, for a page that names it (the label points at it). */
  id?: string;
}

/** The month of a monthly view: 'Bulan' over a select of Januari … Desember. */
export function MonthField({ value, onChange, id }: MonthFieldProps) {
  // Without an id the field links its label and select itself; an id given is used by both.
  const named = id ? { id } : {};
  return (
    <Field.Root width="auto">
      <Field.Label {...(id ? { htmlFor: id } : {})}>Bulan</Field.Label>
      <OptionSelect
        size="sm"
        width="40"
        {...named}
        options={MONTH_OPTIONS}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Field.Root>
  );
}
