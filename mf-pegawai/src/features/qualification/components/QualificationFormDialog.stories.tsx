// The add/edit dialog of a qualification (/qualification/jabatan, pangkat, kantor): adding, editing,
// the form's own checks, a save in progress and a 422 of the server under the field it names (texts
// of packages/server/src/modules/qualification/qualification.service.ts).
import { withStoryApi } from '@portal/design-system/storybook';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { EMPTY_QUALIFICATION_FORM } from '../api';
import { QualificationFormDialog } from './QualificationFormDialog';

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[data-testid="qualification-form-submit"]');

const targets = [
  { id: 2, nama: 'Teller' },
  { id: 5, nama: 'Pemimpin Cabang' },
];

const edit = {
  title: 'Ubah Kualifikasi Jabatan',
  initialValues: { target_id: 2, nama: 'Brevet Kas', keterangan: 'Untuk teller dan kepala kas' },
};

const meta = {
  title: 'mf-pegawai/Qualification/QualificationFormDialog',
  component: QualificationFormDialog,
  decorators: [withStoryApi],
  args: {
    title: 'Tambah Kualifikasi Jabatan',
    target: 'Jabatan',
    targets,
    initialValues: EMPTY_QUALIFICATION_FORM,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
};

export default meta;

/** 'Tambah Kualifikasi Jabatan': the position, the qualification and a note. */
export const Add = {};

/** Teller: 'Brevet Kas'. */
export const Edit = { args: edit };

/** 'Simpan' with nothing filled: the position and the qualification are required. */
export const RequiredFields = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the position already has this qualification, under 'Kualifikasi'. */
export const ServerValidationError = {
  args: {
    ...edit,
    onSubmit: () => Promise.reject(validationFailed({ nama: ['Kualifikasi ini sudah ada untuk jabatan tersebut'] })),
  },
  play: submit,
};
