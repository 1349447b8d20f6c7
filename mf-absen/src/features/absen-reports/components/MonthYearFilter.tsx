import { MONTH_OPTIONS } from '@portal/domain';
import { YearPicker, Field, HStack, NativeSelect } from '@portal/design-system';

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
      <Field.Root width="auto">
        <Field.Label htmlFor="absen-report-bulan">Bulan</Field.Label>
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field
            id="absen-report-bulan"
            value={bulan}
            onChange={(e) => onChange({ tahun, bulan: Number(e.target.value) })}
          >
            {MONTH_OPTIONS.map((m) => (
              <option key={m.id} value={m.id}>
                {m.nama}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
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
