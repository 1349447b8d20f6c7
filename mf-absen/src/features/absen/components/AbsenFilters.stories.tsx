// The daily list's filters: date, kind (masuk/pulang) and, for admins, faked locations; the chosen
// values are shown under them as the list's query would carry them. No API call.
import { useState } from 'react';
import { Stack, Text } from '@portal/design-system';
import { today } from '../../../testing/story-fixtures';
import { AbsenFilters, type AbsenFilterValues } from './AbsenFilters';

function Filters({ showMocked, initial }: { showMocked: boolean; initial: AbsenFilterValues }) {
  const [value, setValue] = useState<AbsenFilterValues>(initial);
  return (
    <Stack gap="3">
      <AbsenFilters value={value} showMocked={showMocked} onChange={setValue} />
      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
        {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'mf-absen/Absen/AbsenFilters',
  component: Filters,
  args: { showMocked: true, initial: { date: today } },
};

export default meta;

/** An admin's filters, starting on today. */
export const Admin = {};

/** An employee's: date and kind only. */
export const Employee = { args: { showMocked: false, initial: {} } };

/** Only faked positions among today's check-outs. */
export const Filtered = { args: { initial: { date: today, jenis: 'pulang', mocked: true } } };
