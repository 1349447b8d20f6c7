import { YearPicker, Field, HStack } from '@portal/design-system';
import { MonthField } from '../../../shared/MonthField';

/** Month and year of the monthly report. */
export function MonthYearFilter({
  tahun,
  bulan,
  onChange,
}: {
  tahun: number;
  bulan: number;
  onChange: (v: { tahun: number; bulan: number }) => void;
}) {
  return (
    <HStack gap="3" align="end">
      <MonthField id="absen-report-bulan" value={bulan} onChange={(b) => onChange({ tahun, bulan: b })} />
      <Field.Root width="auto">
        <Field.Label>Tahun</Field.Label>
        <YearPicker
          aria-label="Tahun"
          value={tahun}
          min={2015}
          onChange={(y) => y !== null && onChange({ tahun: y, bulan })}
        />
      </Field.Root>
    </HStack>
  );
}
