// The month and year of the monthly report (months in Indonesian, years from 2015); the chosen
// value is shown under it as the report's query would carry it. No API call.
import { useState } from 'react';
import { Stack, Text } from '@portal/design-system';
import { MonthYearFilter } from './MonthYearFilter';

function Filter({ tahun, bulan }: { tahun: number; bulan: number }) {
  const [value, setValue] = useState({ tahun, bulan });
  return (
    <Stack gap="3">
      <MonthYearFilter tahun={value.tahun} bulan={value.bulan} onChange={setValue} />
      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
        {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'mf-absen/AbsenReports/MonthYearFilter',
  component: Filter,
  args: { tahun: 2026, bulan: 11 },
};

export default meta;

/** This month (the report's default). */
export const ThisMonth = {};

/** A month of an earlier year. */
export const EarlierYear = { args: { tahun: 2024, bulan: 2 } };
