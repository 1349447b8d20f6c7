// /pegawai/jabatan, the position register, with the API answered by MSW as
// packages/server/src/modules/jabatan (jabatan.service.ts) answers: GET /api/sdm/set/jabatan (paged,
// search on name and note, sort), the level / eselon / label lists of the dialog, PUT with a 422
// under the fields, DELETE refused with a 409 for a position still in use. The states: loaded, a
// search without match, an empty register, loading, the server's 500 and the guard's 403.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import type { JabatanMutation } from '@portal/contracts';
import {
  adminSdmUser,
  api,
  emptyList,
  failing,
  forbidden,
  invalid,
  json,
  never,
  pegawaiUser,
  serverError,
  signInStoryUser,
} from '../../../testing/story-api';
import { clickButtonLabelled, clickButtonText, clickWhenShown, jabatanRegister } from '../../../testing/story-fixtures';
import { jabatanListAnswer, jabatanRegisterHandlers } from '../../../testing/story-handlers';
import JabatanPage from './JabatanPage';

const LIST = api('/sdm/set/jabatan');
const teller = jabatanRegister.find((j) => j.nama === 'Teller')!;
const seksiUmum = jabatanRegister.find((j) => j.nama === 'Kepala Seksi Umum')!;

const meta = {
  title: 'mf-pegawai/Jabatan/JabatanPage',
  component: JabatanPage,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: {
    route: '/pegawai/jabatan',
    user: adminSdmUser,
    msw: {
      handlers: {
        list: http.get(LIST, jabatanListAnswer),
        ...jabatanRegisterHandlers,
        create: http.post(LIST, json({ message: 'Jabatan created', data: teller } satisfies JabatanMutation, 700)),
        update: http.put(
          api('/sdm/set/jabatan/:id'),
          json({ message: 'Jabatan updated', data: seksiUmum } satisfies JabatanMutation, 700),
        ),
        remove: http.delete(api('/sdm/set/jabatan/:id'), json({ message: 'Jabatan deleted' }, 500)),
      },
    },
  },
};

export default meta;

/** The first 10 of 13 positions by name; two marked 'Jabatan ini tidak dipakai lagi'. */
export const Loaded = {};

/** The address searches 'notaris': no position matches ('Tidak ada jabatan yang cocok dengan pencarian'). */
export const SearchWithoutMatch = { parameters: { route: '/pegawai/jabatan?search=notaris' } };

/** An empty register: 'Belum ada jabatan' with 'Tambah Jabatan'. */
export const Empty = { parameters: { msw: { handlers: { list: http.get(LIST, emptyList) } } } };

/** The list is on its way (never answered here). */
export const Loading = { parameters: { msw: { handlers: { list: http.get(LIST, never) } } } };

/** The server fails (500): its text above the table. */
export const ServerError = {
  name: 'Error',
  parameters: { msw: { handlers: { list: http.get(LIST, serverError) } } },
};

/** The guard refuses the register (403) to an employee without role 1 or 57: its text above the table. */
export const Refused = {
  parameters: { user: pegawaiUser, msw: { handlers: { list: http.get(LIST, forbidden) } } },
};

/** 'Tambah Jabatan': the dialog, its level, eselon and label selects filled from their registers. */
export const Adding = {
  play: ({ canvasElement }: { canvasElement: HTMLElement }) =>
    clickWhenShown(canvasElement, '[data-testid="jabatan-add"]'),
};

/** 'Ubah' then 'Simpan' on Kepala Seksi Umum: the level was deleted meanwhile (422), its text under 'Level'. */
export const SaveRejected = {
  parameters: {
    msw: {
      handlers: {
        update: http.put(api('/sdm/set/jabatan/:id'), invalid({ level_id: ['Level jabatan tidak ditemukan'] })),
      },
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await clickButtonLabelled(canvasElement, 'Ubah Kepala Seksi Umum');
    await clickWhenShown(canvasElement, '[data-testid="jabatan-form-submit"]');
  },
};

/** 'Hapus' on Customer Service, confirmed: the server refuses a position still in use (409), as a toast. */
export const DeleteRefused = {
  parameters: {
    msw: {
      handlers: {
        remove: http.delete(
          api('/sdm/set/jabatan/:id'),
          failing(409, 'Jabatan masih dipakai; tandai "tidak dipakai lagi" sebagai gantinya', 500),
        ),
      },
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await clickButtonLabelled(canvasElement, 'Hapus Customer Service');
    await clickButtonText(canvasElement, '[role="alertdialog"]', 'Ya, lanjutkan');
  },
};
