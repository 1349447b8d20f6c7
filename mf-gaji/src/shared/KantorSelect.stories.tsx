// The office picker of the salary pages, over the office option file (/options/kantor.json, MSW).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { kantorOptions } from '../testing/story-api';
import { KantorSelect } from './KantorSelect';

function Demo(props: { required?: boolean; placeholder?: string; initial?: number }) {
  const [value, setValue] = useState<number | undefined>(props.initial);
  return <KantorSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'mf-gaji/Shared/KantorSelect',
  component: Demo,
  decorators: [withStoryApi],
  parameters: { msw: { handlers: [kantorOptions] } },
};

export default meta;

/** A filter: nothing chosen means every office. */
export const Filter = {};

/** A required choice (the upload page), one office already chosen. */
export const Required = { args: { required: true, placeholder: 'Pilih kantor', initial: 5 } };
