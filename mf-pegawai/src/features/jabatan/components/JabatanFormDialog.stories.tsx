// The add/edit dialog of the position register: adding, editing a position no longer in use, the
// form's own check on an empty name, a save in progress and a 422 of the server under the fields it
// names (texts of packages/server/src/modules/jabatan/jabatan.service.ts). The level, eselon and
// label selects are filled from GET /api/sdm/x/jabatan/x/level, /api/sdm/set/jabatan/x/eselon and
// /x/label, answered by MSW (`{ data: [{ id, nama, jabatan_count }] }`); when they fail, the
// selects offer only '- Tidak ada -'.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { EMPTY_JABATAN_FORM } from '../api';
import { api, serverError } from '../../../testing/story-api';
import { clickWhenShown, neverAnswers, validationFailed } from '../../../testing/story-fixtures';
import { jabatanRegisterHandlers } from '../../../testing/story-handlers';
import { JabatanFormDialog } from './JabatanFormDialog';

const SUBMIT = '[data-testid="jabatan-form-submit"]';
const submit = ({ canvasElement }: { canvasElement: HTMLElement }) => clickWhenShown(canvasElement, SUBMIT);

const edit = {
  title: 'Ubah Jabatan',
  initialValues: {
    ...EMPTY_JABATAN_FORM,
    nama: 'Kepala Seksi Umum',
    ket: 'Digabung ke Kepala Seksi Operasional sejak 2023',
    level_id: '5',
    eselon_id: '5',
    label_id: '2',
    is_kpi: true,
    is_disabled: true,
  },
};

const meta = {
  title: 'mf-pegawai/Jabatan/JabatanFormDialog',
  component: JabatanFormDialog,
  decorators: [withStoryApi],
  args: {
    open: true,
    title: 'Tambah Jabatan',
    parentId: null,
    onSubmit: async () => undefined,
    onClose: () => undefined,
  },
  parameters: { msw: { handlers: jabatanRegisterHandlers } },
};

export default meta;

/** 'Tambah Jabatan': level, eselon and label offer the registers' rows. */
export const Add = {};

/** A position marked 'Jabatan ini tidak dipakai lagi', assessed with KPI: level Penyelia, Eselon V, label Pimpinan. */
export const Edit = { args: edit };

/** 'Simpan' without a name. */
export const RequiredName = { play: submit };

/** The save is under way: 'Simpan' spins and 'Batal' waits. */
export const Saving = { args: { ...edit, onSubmit: neverAnswers }, play: submit };

/** 422 (the chosen level and eselon were deleted meanwhile): the texts under those selects, and a toast. */
export const ServerValidationError = {
  args: {
    ...edit,
    onSubmit: () =>
      Promise.reject(
        validationFailed({
          level_id: ['Level jabatan tidak ditemukan'],
          eselon_id: ['Eselon tidak ditemukan'],
        }),
      ),
  },
  play: submit,
};

/** The three registers failed (500): the selects offer only '- Tidak ada -'; the rest of the form works. */
export const RegistersUnavailable = {
  args: edit,
  parameters: {
    msw: {
      handlers: {
        level: http.get(api('/sdm/x/jabatan/x/level'), serverError),
        eselon: http.get(api('/sdm/set/jabatan/x/eselon'), serverError),
        label: http.get(api('/sdm/set/jabatan/x/label'), serverError),
      },
    },
  },
};
