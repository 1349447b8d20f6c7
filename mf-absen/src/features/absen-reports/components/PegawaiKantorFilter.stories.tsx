// The admins' office and employee pickers of the report filters, searching on the server
// (GET /general/kantor?event=options, GET /sdm/pegawai?event=options); the chosen scope is shown
// under them. States: nothing chosen, a scope given by the address, the searches failing (500).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { http } from 'msw';
import { Stack, Text } from '@portal/design-system';
import { adminAbsensiUser, optionHandlers, portalSession, serverError } from '../../../testing/story-fixtures';
import { PegawaiKantorFilter, type ScopeValue } from './PegawaiKantorFilter';

function Filter({ scope }: { scope: ScopeValue }) {
  const [value, setValue] = useState(scope);
  return (
    <Stack gap="3">
      <PegawaiKantorFilter value={value} onChange={setValue} />
      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
        {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'mf-absen/AbsenReports/PegawaiKantorFilter',
  component: Filter,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { scope: {} },
  parameters: { user: adminAbsensiUser, msw: { handlers: optionHandlers } },
};

export default meta;

/** 'Semua kantor', 'Semua pegawai': type in either to search. */
export const Everyone = {};

/**
 * A scope from the address (kantor_id=4, pegawai_id=3, e.g. back from an employee's page): the
 * pickers show their placeholders, not 'KC Bandung' and 'Ani Lestari' — the filter passes them no
 * `selectedOptions`, so the names are known only after the user has searched for them.
 */
export const ScopeFromAddress = { args: { scope: { kantor_id: 4, pegawai_id: 3 } } };

/** The searches fail (500): typing in a picker shows 'not found', the same as no match. */
export const SearchFails = {
  parameters: {
    msw: { handlers: [http.get('/api/general/kantor', serverError), http.get('/api/sdm/pegawai', serverError)] },
  },
};
