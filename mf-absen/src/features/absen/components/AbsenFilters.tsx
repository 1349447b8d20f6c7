import type { AbsenJenis } from '@portal/contracts';
import { OptionSelect, Field, HStack } from '@portal/design-system';
import { DatePicker } from '@portal/design-system/forms';

export interface AbsenFilterValues {
  date?: string;
  jenis?: AbsenJenis;
  mocked?: boolean;
}

const JENIS_OPTIONS = [
  { id: 'masuk', nama: 'Masuk' },
  { id: 'pulang', nama: 'Pulang' },
];

const MOCKED_OPTIONS = [
  { id: 'true', nama: 'Hanya lokasi palsu' },
  { id: 'false', nama: 'Tanpa lokasi palsu' },
];

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
        <OptionSelect
          size="sm"
          width="36"
          placeholder="Semua"
          options={JENIS_OPTIONS}
          value={value.jenis ?? ''}
          onChange={(e) => onChange({ ...value, jenis: (e.target.value || undefined) as AbsenJenis | undefined })}
        />
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
      <OptionSelect
        size="sm"
        width="40"
        data-testid={testId}
        placeholder="Semua"
        options={MOCKED_OPTIONS}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
      />
    </Field.Root>
  );
}
