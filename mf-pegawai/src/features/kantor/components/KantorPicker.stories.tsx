// The office picker of the office-filtered pages (e.g. /kantor/pegawai, /sotk/structure) with its
// list from GET /api/general/kantor?event=options answered by MSW: `{ data: [{ id, nama }] }` of the
// offered levels (1, 2, 3, 5, 6, 7, 8, 9) by name. The picker has no loading or error display of its
// own: while the list is on its way, or when it failed, it offers nothing ('Ketik untuk pencarian').
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { http } from 'msw';
import { api, never, serverError } from '../../../testing/story-api';
import { clickWhenShown, typeInto } from '../../../testing/story-fixtures';
import { kantorGet } from '../../../testing/story-handlers';
import { KantorPicker, type KantorPickerProps } from './KantorPicker';

const INPUT = 'input[aria-label="Pilih kantor"]';
const open = ({ canvasElement }: { canvasElement: HTMLElement }) => clickWhenShown(canvasElement, INPUT);

/** The picker as a page holds it: the chosen id in state. */
function PickerOnAPage(props: KantorPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <KantorPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'mf-pegawai/Kantor/KantorPicker',
  component: KantorPicker,
  decorators: [withStoryApi],
  render: (args: KantorPickerProps) => <PickerOnAPage {...args} />,
  args: { value: null, onChange: () => undefined },
  parameters: { msw: { handlers: { kantor: kantorGet() } } },
};

export default meta;

/** The list opened: every office of the offered levels, by name. */
export const OptionsLoaded = { play: open };

/**
 * An office chosen before its list arrived (the page's address had kantor_id=21): the clear button
 * shows a value, but its name (Sudirman) never appears. A defect of the design system's
 * SearchableSelect, kept visible here until it is fixed.
 */
export const Chosen = { args: { value: 21 } };

/** Typing filters the list in the browser: 'sura' leaves Surabaya. */
export const Filtering = {
  play: ({ canvasElement }: { canvasElement: HTMLElement }) => typeInto(canvasElement, INPUT, 'sura'),
};

/** The list is on its way (never answered here): opened, the picker offers nothing yet. */
export const Loading = {
  parameters: { msw: { handlers: { kantor: http.get(api('/general/kantor'), never) } } },
  play: open,
};

/** The list failed (500): the picker offers nothing, with no error text of its own. */
export const ServerError = {
  name: 'Error',
  parameters: { msw: { handlers: { kantor: http.get(api('/general/kantor'), serverError) } } },
  play: open,
};
