// What a position requires on the Gap Kompetensi page (/pegawai/diklat/required, 61): changing a
// position's requirements, giving a position its first ones, the form's own check, a save in progress
// and the server's 422 for a name it does not know (texts of packages/server/src/modules/diklat/diklat-required.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { kompetensiOptions, tellerRequired } from '../diklat-fixtures';
import { RequiredKompetensiDialog } from './RequiredKompetensiDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="required-form-submit"]');

const edit = {
  jabatan: tellerRequired.jabatan,
  current: tellerRequired.kompetensi.map((k) => k.nama),
};

const meta = {
  title: 'mf-pegawai/Diklat/RequiredKompetensiDialog',
  component: RequiredKompetensiDialog,
  decorators: [withStoryApi],
  args: {
    ...edit,
    options: kompetensiOptions,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
};

export default meta;

/** Teller requires 'Komunikasi Efektif' and 'Pelayanan Nasabah'; the others are offered. */
export const Edit = {};

/** A position that requires nothing yet: the position is chosen first. */
export const Add = {
  args: {
    jabatan: undefined,
    current: [],
    jabatanOptions: [
      { id: 5, nama: 'Teller' },
      { id: 7, nama: 'Analis Kredit' },
    ],
  },
};

/** 'Simpan' without a position or a competency: both are required. */
export const RequiredFields = { args: Add.args, play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { onSubmit: neverAnswers }, play: submit };

/** 422: a name the server does not know, under 'Kompetensi yang Dibutuhkan'. */
export const ServerValidationError = {
  args: {
    onSubmit: () =>
      Promise.reject(
        validationFailed({
          kompetensi: [
            'Kompetensi tidak dikenal (bukan kompetensi pegawai, sertifikasi atau kualifikasi diklat): Negosiasi Lanjut',
          ],
        }),
      ),
  },
  play: submit,
};
