// The add/edit dialog of a termination (/pegawai/phk): adding (the employee is searched through
// GET /api/sdm/pegawai?event=options, answered by MSW), editing (the employee is shown, not
// changeable), the form's own checks, a save in progress and a 422 of the server under the field it
// names (texts of packages/server/src/modules/phk/phk.service.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, json } from '../../../testing/story-api';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { EMPTY_PHK_FORM, phkFormValues } from '../api';
import { phkRow, phkTypes } from '../phk-fixtures';
import { PhkFormDialog } from './PhkFormDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="phk-form-submit"]');

const edit = { title: 'Ubah PHK', initialValues: phkFormValues(phkRow()), pegawaiNama: 'Ani Lestari' };

const pegawaiOptions = http.get(
  api('/sdm/pegawai'),
  json({
    data: [
      {
        id: 5,
        nama: 'Ani Lestari',
        npp: '20000001',
        jabatan: { id: 2, nama: 'Teller' },
        kantor: { id: 3, nama: 'Kantor Cabang Makassar' },
      },
    ],
  }),
);

const meta = {
  title: 'mf-pegawai/Phk/PhkFormDialog',
  component: PhkFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah PHK',
    initialValues: EMPTY_PHK_FORM,
    types: phkTypes,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
  parameters: { msw: { handlers: { pegawaiOptions } } },
};

export default meta;

/** 'Tambah PHK': employee search, the category, the date it takes effect, decree number, issuer and note. */
export const Add = {};

/** Ani Lestari, Mengundurkan Diri, 31 Maret 2026, SK/PHK/2026/001 by Direksi. */
export const Edit = { args: edit };

/** 'Simpan' with nothing filled: employee, category and date are required. */
export const RequiredFields = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the employee already has a termination, under 'Pegawai', and a toast. */
export const ServerValidationError = {
  args: { onSubmit: () => Promise.reject(validationFailed({ tanggal: ['Tanggal PHK harus berformat YYYY-MM-DD'] })) },
  play: submit,
};
