// The position picker searched on the server, with GET /api/sdm/set/jabatan answered by MSW as the
// register answers it (a page of JabatanRow): the first 20 offered before anything is typed, then a
// server search once more than 3 characters are typed (after a 1 s pause). A search without rows,
// and a failing server (500): the picker drops failed loads, so both read '"…" tidak ditemukan'.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { http } from 'msw';
import type { JabatanRow } from '@portal/contracts';
import { api, emptyList, serverError } from '../../../testing/story-api';
import { clickWhenShown, jabatanRegister, typeInto } from '../../../testing/story-fixtures';
import { jabatanListAnswer } from '../../../testing/story-handlers';
import { JabatanPicker, type JabatanPickerProps } from './JabatanPicker';

const INPUT = 'input[placeholder="Pilih jabatan"]';
const search =
  (text: string) =>
  ({ canvasElement }: { canvasElement: HTMLElement }) =>
    typeInto(canvasElement, INPUT, text);

/** The picker as a form holds it: the chosen row in state. */
function PickerInAForm(props: JabatanPickerProps) {
  const [value, setValue] = useState<JabatanRow | null>(props.value);
  return (
    <JabatanPicker
      {...props}
      value={value}
      onChange={(row) => {
        setValue(row);
        props.onChange(row);
      }}
    />
  );
}

const meta = {
  title: 'mf-pegawai/Jabatan/JabatanPicker',
  component: JabatanPicker,
  decorators: [withStoryApi],
  render: (args: JabatanPickerProps) => <PickerInAForm {...args} />,
  args: { label: 'Jabatan', value: null, onChange: () => undefined },
  parameters: { msw: { handlers: { jabatan: http.get(api('/sdm/set/jabatan'), jabatanListAnswer) } } },
};

export default meta;

/** Opened before typing: the first page (per_page 20) of the register, by name. */
export const FirstPage = {
  play: ({ canvasElement }: { canvasElement: HTMLElement }) => clickWhenShown(canvasElement, INPUT),
};

/** A position chosen earlier (Teller) keeps its name. */
export const Chosen = { args: { value: jabatanRegister.find((j) => j.nama === 'Teller')! } };

/** 'kepala' typed: 'Mencari...', then the server's answer for ?search=kepala&per_page=20. */
export const SearchAnswers = { play: search('kepala') };

/** The server has no position matching 'kepala': '"kepala" tidak ditemukan' and a hint to fix the keyword. */
export const Empty = {
  parameters: { msw: { handlers: { jabatan: http.get(api('/sdm/set/jabatan'), emptyList) } } },
  play: search('kepala'),
};

/** The server fails (500): nothing offered, and the search reads as not found (no error text of its own). */
export const ServerError = {
  name: 'Error',
  parameters: { msw: { handlers: { jabatan: http.get(api('/sdm/set/jabatan'), serverError) } } },
  play: search('kepala'),
};
