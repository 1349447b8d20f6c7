// The add/edit dialog of an office with the API answered by MSW: its six option lists (GET
// /api/general/kantor/x/level, x/kelas, x/jenis, x/modance and ?event=options for both parent
// pickers), the edit form's extra fields (GET /api/general/kantor/{id}/x/setting), and the save
// (POST /api/general/kantor, PUT /api/general/kantor/{id}) answered as
// packages/server/src/modules/kantor/kantor-admin.service.ts answers: 'Kantor updated', a 422 whose
// texts go under the fields they name, and the guard's 403.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import type { KantorSavedAnswer } from '@portal/contracts';
import { api, forbidden, invalid, json, never } from '../../../testing/story-api';
import { clickWhenShown, kantorRows } from '../../../testing/story-fixtures';
import { kantorHandlers } from '../../../testing/story-handlers';
import { KantorFormDialog } from './KantorFormDialog';

const SUBMIT = 'form[aria-label="Form kantor"] button[type="submit"]';
const submit = ({ canvasElement }: { canvasElement: HTMLElement }) => clickWhenShown(canvasElement, SUBMIT);

/** KC Surabaya: a branch with coordinates, parent Kantor Wilayah Jawa Timur, several attributes. */
const surabaya = kantorRows.find((k) => k.id === 10)!;

const saved = (message: string) => json({ message, data: { id: surabaya.id } } satisfies KantorSavedAnswer, 700);
const saveHandlers = {
  create: http.post(api('/general/kantor'), saved('Kantor created')),
  update: http.put(api('/general/kantor/:id'), saved('Kantor updated')),
};

const meta = {
  title: 'mf-pegawai/Kantor/KantorFormDialog',
  component: KantorFormDialog,
  decorators: [withStoryApi],
  args: { target: 'new', onClose: () => undefined, onSaved: () => undefined },
  parameters: { msw: { handlers: { ...kantorHandlers, ...saveHandlers } } },
};

export default meta;

/** 'Tambah Kantor': empty fields, every select offering what its list answered. */
export const Add = {};

/** The level select opened: the nine levels of GET /api/general/kantor/x/level. */
export const LevelOptions = {
  play: ({ canvasElement }: { canvasElement: HTMLElement }) =>
    clickWhenShown(canvasElement, '[role="dialog"] input[aria-label="Level"]'),
};

/** 'Ubah KC Surabaya (Kantor Wilayah Jawa Timur)': the row and its setting (class, kantor induk, address, jenis, modance). */
export const Edit = { args: { target: surabaya } };

/** Editing waits for GET …/10/x/setting (saving without it would blank kantor induk and address). */
export const LoadingSetting = {
  args: { target: surabaya },
  parameters: { msw: { handlers: { kantorSetting: http.get(api('/general/kantor/:id/x/setting'), never) } } },
};

/** The setting is refused (403): the guard's text in place of the form. */
export const SettingRefused = {
  args: { target: surabaya },
  parameters: { msw: { handlers: { kantorSetting: http.get(api('/general/kantor/:id/x/setting'), forbidden) } } },
};

/** 'Simpan' sent and not answered yet: the button spins. */
export const Saving = {
  args: { target: surabaya },
  parameters: { msw: { handlers: { update: http.put(api('/general/kantor/:id'), never) } } },
  play: submit,
};

/** Saved: the server's 'Kantor updated' as a toast (the list page then closes the dialog and reloads). */
export const Saved = { args: { target: surabaya }, play: submit };

/** 422: the parent and the attendance mode were deleted meanwhile; the texts under those two selects, and a toast. */
export const ServerValidationError = {
  args: { target: surabaya },
  parameters: {
    msw: {
      handlers: {
        update: http.put(
          api('/general/kantor/:id'),
          invalid({ parent_id: ['Kantor induk (parent) tidak ditemukan'], modance_id: ['Modance tidak ditemukan'] }),
        ),
      },
    },
  },
  play: submit,
};

/** 403: the caller may read offices but not change them; the guard's text as a toast. */
export const Refused = {
  args: { target: surabaya },
  parameters: { msw: { handlers: { update: http.put(api('/general/kantor/:id'), forbidden) } } },
  play: submit,
};
