// The care-claim form of /pegawai/perawatan/register and the claim page's 'Ubah Perawatan': the
// employee searched through GET /api/sdm/pegawai?event=options (answered by MSW), the type, the place,
// the bill's date, number and amount, a note; for the glasses type the ceilings by grade. The form's
// own checks, a save in progress and a 422 of the server under the field it names (texts of
// packages/server/src/modules/perawatan/perawatan-rules.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, json } from '../../../testing/story-api';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { EMPTY_NOTA_FORM, notaFormValues } from '../api';
import { notaDetail, perawatanConfig } from '../perawatan-fixtures';
import { PerawatanForm } from './PerawatanForm';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="perawatan-form-submit"]');

const pegawaiOptions = http.get(
  api('/sdm/pegawai'),
  json({
    data: [
      {
        id: 7,
        nama: 'Ani Lestari',
        npp: '40000001',
        jabatan: { id: 2, nama: 'Teller' },
        kantor: { id: 3, nama: 'Kantor Cabang Makassar' },
      },
    ],
  }),
);

const edit = { initialValues: notaFormValues(notaDetail()), submitLabel: 'Simpan Perubahan' };

const meta = {
  title: 'mf-pegawai/Perawatan/PerawatanForm',
  component: PerawatanForm,
  decorators: [withStoryApi],
  args: {
    initialValues: EMPTY_NOTA_FORM,
    config: perawatanConfig,
    onSubmit: async () => undefined,
    onCancel: () => undefined,
  },
  parameters: { msw: { handlers: { pegawaiOptions } } },
};

export default meta;

/** A new claim: nothing chosen yet. */
export const Add = {};

/** Ani Lestari's glasses claim (Optik Tunggal, NT/2026/0031, Rp 700.000): the ceilings by grade are shown. */
export const EditKacaMata = { args: edit };

/** 'Simpan' with nothing filled: employee, type, date and amount are required. */
export const RequiredFields = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the amount is above the glasses ceiling of the employee's grade, under 'Nominal (Rp)'. */
export const OverCeiling = {
  args: {
    ...edit,
    onSubmit: () =>
      Promise.reject(validationFailed({ nominal: ['Nominal melebihi plafon kacamata (Rp 1.000.000,00)'] })),
  },
  play: submit,
};
