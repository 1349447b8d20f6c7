// The start and end dates of the period reports (accumulation, doubles, deleted checks, export):
// both required, the server refuses more than a year. The chosen period is shown under it. No API call.
import { useState } from 'react';
import { Stack, Text } from '@portal/design-system';
import { PeriodFilter, type Period } from './PeriodFilter';

function Filter({ period }: { period: Period }) {
  const [value, setValue] = useState(period);
  return (
    <Stack gap="3">
      <PeriodFilter value={value} onChange={setValue} />
      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
        {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'mf-absen/AbsenReports/PeriodFilter',
  component: Filter,
  args: { period: { date_start: '2026-11-01', date_end: '2026-11-30' } },
};

export default meta;

/** This month (the period reports' default). */
export const ThisMonth = {};

/** A quarter. */
export const Quarter = { args: { period: { date_start: '2026-07-01', date_end: '2026-09-30' } } };
