// The add/edit dialog of one CV record, its fields from the section definition (sections.tsx): adding
// an education (jenjang from the general list, institution suggested), editing a position record,
// the form's own checks on an empty submit, a save in progress, and a 422 of the server shown under
// the fields it names (the texts of packages/server/src/modules/jabatan/history-input.ts).
import { emptyValues } from '../api';
import { CV_SECTIONS, type CvSectionKey } from '../sections';
import {
  clickWhenShown,
  cvChoices,
  cvOptions,
  jabatanRows,
  neverAnswers,
  validationFailed,
} from '../../../testing/story-fixtures';
import { CvRecordForm, type CvRecordFormProps } from './CvRecordForm';

const SUBMIT = '[data-testid="cv-record-submit"]';
const submit = ({ canvasElement }: { canvasElement: HTMLElement }) => clickWhenShown(canvasElement, SUBMIT);

/** The props the CV page gives the dialog for adding to, or editing a row of, a section. */
function dialog(key: CvSectionKey, row?: Record<string, unknown> & { id: number }): CvRecordFormProps {
  const config = CV_SECTIONS.find((s) => s.key === key)!;
  return {
    title: `${row ? 'Ubah' : 'Tambah'} ${config.entity}`,
    fields: config.fields,
    initialValues: row ? config.toValues(row) : emptyValues(config.fields),
    options: cvOptions,
    choices: cvChoices,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  };
}

const editPosition = dialog('jabatan', jabatanRows[1]);

const meta = {
  title: 'mf-pegawai/Cv/CvRecordForm',
  component: CvRecordForm,
  args: dialog('pendidikan'),
};

export default meta;

/** 'Tambah Pendidikan': jenjang from the list, the institution suggested but free to type. */
export const AddEducation = {};

/** 'Ubah Jabatan' with the record's values: position, office, period, permanent flag. */
export const EditPosition = { args: editPosition };

/** 'Simpan' on an empty form: the required fields say so before anything is sent. */
export const RequiredFields = { args: dialog('jabatan'), play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...editPosition, onSubmit: neverAnswers }, play: submit };

/** The server refuses the record (422): its texts appear under the fields they name. */
export const ServerValidationError = {
  args: {
    ...editPosition,
    onSubmit: () =>
      Promise.reject(
        validationFailed({
          akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'],
          kantor_id: ['Kantor tidak ditemukan'],
        }),
      ),
  },
  play: submit,
};
