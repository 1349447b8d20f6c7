// The add/edit dialog of an acting-official assignment (/pegawai/pgs): the employee searched through
// GET /api/sdm/pegawai?event=options, the position and office from the static option files
// (/options/jabatan.json, kantor.json), both answered by MSW; the form's own checks and a 422 of the
// server under the field it names (texts of packages/server/src/modules/pgs/pgs.service.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { http, HttpResponse } from 'msw';
import { api, json } from '../../../testing/story-api';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { EMPTY_PGS_FORM, pgsFormValues } from '../api';
import { pgsRow } from '../pgs-fixtures';
import { PgsFormDialog } from './PgsFormDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="pgs-form-submit"]');

const edit = { title: 'Ubah PGS', initialValues: pgsFormValues(pgsRow()), pegawaiNama: 'Ani Lestari', pangkatId: 2 };

const handlers = {
  pegawaiOptions: http.get(
    api('/sdm/pegawai'),
    json({ data: [{ id: 5, nama: 'Ani Lestari', npp: '20000001', jabatan: null, kantor: null }] }),
  ),
  jabatan: http.get('*/options/jabatan.json', () =>
    HttpResponse.json([
      { id: 7, nama: 'Kepala Cabang' },
      { id: 8, nama: 'Kepala Seksi Operasional' },
    ]),
  ),
  kantor: http.get('*/options/kantor.json', () => HttpResponse.json([{ id: 3, nama: 'Kantor Cabang Makassar' }])),
};

const meta = {
  title: 'mf-pegawai/Pgs/PgsFormDialog',
  component: PgsFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah PGS',
    initialValues: EMPTY_PGS_FORM,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
  parameters: { msw: { handlers } },
};

export default meta;

/** 'Tambah PGS': the acting official, the position and office acted for, the period, decree number and note. */
export const Add = {};

/** Ani Lestari acting as Kepala Cabang, 01 Maret 2026 - 31 Mei 2026. */
export const Edit = { args: edit };

/** 'Simpan' with nothing filled: employee, position and both dates are required. */
export const RequiredFields = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the position was deleted meanwhile, under 'Jabatan yang Digantikan', and a toast. */
export const ServerValidationError = {
  args: { ...edit, onSubmit: () => Promise.reject(validationFailed({ jabatan_id: ['Jabatan tidak ditemukan'] })) },
  play: submit,
};
