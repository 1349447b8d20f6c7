import { HStack } from '@portal/design-system';
import { DatePicker } from '@portal/design-system/forms';

export interface Period {
  date_start: string;
  date_end: string;
}

/** Start and end dates of a period (both required; the server refuses more than a year). */
export function PeriodFilter({ value, onChange }: { value: Period; onChange: (v: Period) => void }) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <DatePicker
        label="Tanggal mulai"
        value={value.date_start}
        onChange={(d) => d && onChange({ ...value, date_start: d })}
      />
      <DatePicker
        label="Tanggal selesai"
        value={value.date_end}
        onChange={(d) => d && onChange({ ...value, date_end: d })}
      />
    </HStack>
  );
}
