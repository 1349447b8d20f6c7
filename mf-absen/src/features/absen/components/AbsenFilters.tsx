import type { AbsenJenis } from '@portal/contracts';
import { DatePicker, Field, HStack, NativeSelect } from '@portal/design-system';

export interface AbsenFilterValues {
  date?: string;
  jenis?: AbsenJenis;
  mocked?: boolean;
}

/** Date, kind and (for admins) the mocked-location filter of the daily list. */
export function AbsenFilters({
  value,
  onChange,
  showMocked,
}: {
  value: AbsenFilterValues;
  onChange: (v: AbsenFilterValues) => void;
  showMocked: boolean;
}) {
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <DatePicker
        label="Tanggal"
        value={value.date ?? null}
        onChange={(date) => onChange({ ...value, date: date ?? undefined })}
      />
      <Field.Root width="auto">
        <Field.Label>Jenis</Field.Label>
        <NativeSelect.Root size="sm" width="36">
          <NativeSelect.Field
            value={value.jenis ?? ''}
            onChange={(e) => onChange({ ...value, jenis: (e.target.value || undefined) as AbsenJenis | undefined })}
          >
            <option value="">Semua</option>
            <option value="masuk">Masuk</option>
            <option value="pulang">Pulang</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {showMocked ? (
        <MockedFilter
          testId="absen-filter-mocked"
          value={value.mocked}
          onChange={(mocked) => onChange({ ...value, mocked })}
        />
      ) : null}
    </HStack>
  );
}

/** 'Lokasi palsu': all, only mocked, or only real locations (admins' filter of the attendance lists). */
export function MockedFilter({
  value,
  onChange,
  testId,
}: {
  value: boolean | undefined;
  onChange: (mocked: boolean | undefined) => void;
  testId: string;
}) {
  return (
    <Field.Root width="auto">
      <Field.Label>Lokasi palsu</Field.Label>
      <NativeSelect.Root size="sm" width="40">
        <NativeSelect.Field
          data-testid={testId}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
        >
          <option value="">Semua</option>
          <option value="true">Hanya lokasi palsu</option>
          <option value="false">Tanpa lokasi palsu</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
