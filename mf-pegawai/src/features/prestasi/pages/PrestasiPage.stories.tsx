// /pegawai/prestasi, the achievements register, with GET /api/sdm/pegawai/x/prestasi answered by MSW
// as the server pages it (search on the employee, award and giver; sort) and the award list from
// /api/general/prestasi. The states: loaded, searched, empty, the server's 500.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import type { PrestasiRegisterAnswer } from '@portal/contracts';
import { adminSdmUser, api, emptyList, json, pageOf, serverError, signInStoryUser } from '../../../testing/story-api';
import type { Resolver } from '../../../testing/story-handlers';
import { awards, prestasiRows } from '../prestasi-fixtures';
import PrestasiPage from './PrestasiPage';

const PATH = api('/sdm/pegawai/x/prestasi');

const answer: Resolver = async ({ request }) => {
  await delay(300);
  return HttpResponse.json(
    pageOf(prestasiRows, new URL(request.url), {
      searchText: (r) => `${r.pegawai.nama} ${r.pegawai.npp ?? ''} ${r.nama} ${r.pemberi ?? ''}`,
      sort: { tahun: (r) => r.tahun, nama: (r) => r.nama, pegawai: (r) => r.pegawai.nama },
    }) satisfies PrestasiRegisterAnswer,
  );
};

const lists = { awards: http.get(api('/general/prestasi'), json({ data: awards })) };

const meta = {
  title: 'mf-pegawai/Prestasi/PrestasiPage',
  component: PrestasiPage,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: {
    route: '/pegawai/prestasi',
    user: adminSdmUser,
    msw: { handlers: { ...lists, register: http.get(PATH, answer) } },
  },
};

export default meta;

/** Two awards of two employees, the latest year first. */
export const Loaded = {};

/** The address searches 'direksi': the award Direksi gave. */
export const Searched = { parameters: { route: '/pegawai/prestasi?search=direksi' } };

/** No award recorded yet: 'Belum ada data prestasi'. */
export const Empty = { parameters: { msw: { handlers: { ...lists, register: http.get(PATH, emptyList) } } } };

/** The server fails: its message instead of the table. */
export const ServerError = { parameters: { msw: { handlers: { ...lists, register: http.get(PATH, serverError) } } } };
