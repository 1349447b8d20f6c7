// The office picker of the deduction pages: only the offices taking part in deductions, from
// GET {B}/x/kantor (MSW), not the portal's whole office option file.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { deductionKantor } from '../../../testing/story-api';
import { PotonganKantorSelect } from './PotonganKantorSelect';

function Demo(props: { required?: boolean; placeholder?: string; initial?: number; kind?: 'gaji' | 'service' }) {
  const [value, setValue] = useState<number | undefined>(props.initial);
  return <PotonganKantorSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'mf-gaji/Potongan/PotonganKantorSelect',
  component: Demo,
  decorators: [withStoryApi],
  parameters: { msw: { handlers: [deductionKantor] } },
};

export default meta;

/** A filter of an admin view: nothing chosen means every office taking part. */
export const Filter = {};

/** The upload page: a required choice, one office already chosen. */
export const Upload = { args: { required: true, placeholder: 'Pilih kantor', initial: 5 } };

/** Service deductions: the same offices, asked of the service base. */
export const Service = { args: { kind: 'service' } };
