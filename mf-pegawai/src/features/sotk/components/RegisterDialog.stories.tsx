// The add/edit dialog of the SOTK registers, with the position-group form of /sotk/jabatanGroup as its
// fields: adding, editing, the form's own checks, a save in progress, and the server's answers as
// packages/server/src/modules/sotk/sotk-groups.service.ts gives them: a 422 under the field, a 409 for
// a duplicate name and the guard's 403, both as an error toast.
import * as yup from 'yup';
import { ApiError } from '@portal/api-client';
import { FormField } from '@portal/design-system/forms';
import { clickWhenShown, neverAnswers, refused, validationFailed } from '../../../testing/story-fixtures';
import { RegisterDialog } from './RegisterDialog';
import { SelectField } from './SelectField';

type Values = { nama: string; bidangtugas_id: number | null; keterangan: string };

const schema = yup.object({
  nama: yup.string().trim().required('Nama grup wajib diisi').max(150, 'Paling banyak 150 karakter'),
  bidangtugas_id: yup.number().nullable().required('Bidang tugas wajib dipilih'),
  keterangan: yup.string().max(500, 'Paling banyak 500 karakter'),
});

const BIDANG_TUGAS = [
  { id: 1, nama: 'Pelayanan' },
  { id: 2, nama: 'Pemasaran' },
  { id: 3, nama: 'Operasional' },
  { id: 4, nama: 'Kepatuhan' },
];

const EMPTY: Values = { nama: '', bidangtugas_id: null, keterangan: '' };
const FRONTLINER: Values = { nama: 'Frontliner', bidangtugas_id: 1, keterangan: 'Teller dan customer service' };

interface GroupDialogProps {
  title: string;
  initialValues: Values;
  onSubmit: (values: Values) => Promise<{ message: string }>;
}

/** The dialog as the position-group page fills it. */
function JabatanGroupDialog({ title, initialValues, onSubmit }: GroupDialogProps) {
  return (
    <RegisterDialog<Values>
      open
      title={title}
      initialValues={initialValues}
      schema={schema}
      onSubmit={onSubmit}
      onClose={() => undefined}
      onSaved={() => undefined}
    >
      <FormField name="nama" label="Nama" required />
      <SelectField name="bidangtugas_id" label="Bidang tugas" options={BIDANG_TUGAS} required />
      <FormField name="keterangan" label="Keterangan" />
    </RegisterDialog>
  );
}

const submit = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  clickWhenShown(canvasElement, '[role="dialog"] button[type="submit"]');
const edit = { title: 'Ubah Frontliner', initialValues: FRONTLINER };

const meta = {
  title: 'mf-pegawai/Sotk/RegisterDialog',
  component: JabatanGroupDialog,
  args: {
    title: 'Tambah Grup Jabatan',
    initialValues: EMPTY,
    onSubmit: async () => ({ message: 'Jabatan Group created' }),
  },
};

export default meta;

export const Add = {};

export const Edit = { args: edit };

/** 'Simpan' on an empty form: name and bidang tugas are required. */
export const RequiredFields = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422: the server's text under the field it names, and the message as a toast. */
export const ServerValidationError = {
  args: {
    ...edit,
    onSubmit: () => Promise.reject(validationFailed({ bidangtugas_id: ['Bidang tugas tidak ditemukan'] })),
  },
  play: submit,
};

/** 409: a group of that name exists already. */
export const Duplicate = {
  args: {
    ...edit,
    onSubmit: () => Promise.reject(new ApiError(409, 'Grup jabatan Frontliner sudah ada')),
  },
  play: submit,
};

/** 403: the caller lacks the role (in the portal the shell then shows its 'unauthorized' page). */
export const Refused = {
  args: { ...edit, onSubmit: () => Promise.reject(refused()) },
  play: submit,
};
