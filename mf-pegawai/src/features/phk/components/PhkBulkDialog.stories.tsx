// 'PHK Massal' of the termination register (/pegawai/phk): many employees by NPP with one category,
// date and decree; the live count of the NPPs read, the form's own checks, the confirmation before
// sending, and a 422 of the server listing each refused NPP with its reason (texts of
// packages/server/src/modules/phk/phk.service.ts; nothing is saved then).
import { ApiError } from '@portal/api-client';
import { withStoryApi } from '@portal/design-system/storybook';
import { clickButtonText, clickWhenShown, neverAnswers } from '../../../testing/story-fixtures';
import { EMPTY_PHK_BULK_FORM } from '../phk-bulk';
import { phkTypes } from '../phk-fixtures';
import { PhkBulkDialog } from './PhkBulkDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="phk-bulk-submit"]');

const submitAndConfirm = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await submit({ canvasElement });
  await clickButtonText(canvasElement, '[role="alertdialog"]', 'Ya, PHK');
};

const filled = {
  ...EMPTY_PHK_BULK_FORM,
  npp: '20000001, 20000002\n20000003\n20000009',
  type_id: '1',
  tanggal: '2026-03-31',
  nomor_sk: 'SK/PHK/2026/014',
  penyelenggara: 'Direksi',
};

const refused = () => {
  const message = '2 NPP tidak dapat di-PHK; tidak ada data yang disimpan';
  const errors = {
    'npp.20000001': ['Pegawai ini sudah memiliki data PHK'],
    'npp.20000009': ['Pegawai dengan NPP ini tidak ditemukan'],
  };
  return Promise.reject(new ApiError(422, message, errors, { message, errors }));
};

const meta = {
  title: 'mf-pegawai/Phk/PhkBulkDialog',
  component: PhkBulkDialog,
  decorators: [withStoryApi],
  args: {
    types: phkTypes,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
};

export default meta;

/** As opened: the NPP list ('0 NPP terbaca'), category, date, decree number, issuer and note. */
export const Empty = {};

/** 'Proses PHK' with nothing filled: at least one NPP, the category and the date are required. */
export const RequiredFields = { play: submit };

/** Four NPPs pasted over lines and commas ('4 NPP terbaca'), Pensiun Normal, 31 Maret 2026. */
export const Filled = { args: { initialValues: filled } };

/** 'Proses PHK': the confirmation '4 pegawai akan di-PHK (Pensiun Normal) per 31 Maret 2026 …'. */
export const Confirmation = { args: { initialValues: filled }, play: submit };

/** Confirmed, the server is working: 'Proses PHK' spins and 'Batal' waits. */
export const Saving = { args: { initialValues: filled, onSubmit: neverAnswers }, play: submitAndConfirm };

/** 422: two NPPs refused (already terminated, unknown), each listed with its reason; nothing saved. */
export const RefusedNpps = { args: { initialValues: filled, onSubmit: refused }, play: submitAndConfirm };
