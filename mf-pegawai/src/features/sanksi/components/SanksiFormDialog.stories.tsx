// The add/edit dialog of a sanction (/pegawai/sanksi and its detail page): adding (the employee is
// searched through GET /api/sdm/pegawai?event=options, answered by MSW), editing (the employee is
// shown, not changeable), the form's own checks, a save in progress and a 422 of the server under
// the field it names (texts of packages/server/src/modules/sanksi/sanksi.service.ts and
// jabatan/history-input.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, json } from '../../../testing/story-api';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { EMPTY_SANKSI_FORM, sanksiFormValues } from '../api';
import { sanksiJenis, sanksiRow } from '../sanksi-fixtures';
import { SanksiFormDialog } from './SanksiFormDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="sanksi-form-submit"]');

const edit = { title: 'Ubah Sanksi', initialValues: sanksiFormValues(sanksiRow()), pegawaiNama: 'Ani Lestari' };

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
  title: 'mf-pegawai/Sanksi/SanksiFormDialog',
  component: SanksiFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah Sanksi',
    initialValues: EMPTY_SANKSI_FORM,
    jenis: sanksiJenis,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
  parameters: { msw: { handlers: { pegawaiOptions } } },
};

export default meta;

/** 'Tambah Sanksi': employee search, the five types with their parents, the period, decree number and note. */
export const Add = {};

/** A 'Surat Peringatan' of Ani Lestari, 05 Januari 2026 - 04 Juli 2026. */
export const Edit = { args: edit };

/** 'Simpan' with nothing filled: employee, type and start date are required. */
export const RequiredFields = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the end date before the start date, under 'Tanggal Akhir', and a toast. */
export const ServerValidationError = {
  args: {
    ...edit,
    onSubmit: () => Promise.reject(validationFailed({ akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'] })),
  },
  play: submit,
};
