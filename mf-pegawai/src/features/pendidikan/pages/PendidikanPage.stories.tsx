// /pegawai/pendidikan, the education register, with GET /api/sdm/pegawai/x/pendidikan answered by
// MSW as the server pages it (search on the employee, institution and major; sort), the level and
// institution lists from /api/general. The states: loaded, searched, empty, loading, the server's 500.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import type { PendidikanRegisterAnswer, PendidikanRegisterRow } from '@portal/contracts';
import {
  adminSdmUser,
  api,
  emptyList,
  json,
  never,
  pageOf,
  serverError,
  signInStoryUser,
} from '../../../testing/story-api';
import type { Resolver } from '../../../testing/story-handlers';
import { institutions, levels, pendidikanRows } from '../pendidikan-fixtures';
import PendidikanPage from './PendidikanPage';

const PATH = api('/sdm/pegawai/x/pendidikan');

const answer: Resolver = async ({ request }) => {
  await delay(300);
  return HttpResponse.json(
    pageOf(pendidikanRows, new URL(request.url), {
      searchText: (r: PendidikanRegisterRow) =>
        `${r.pegawai.nama} ${r.pegawai.npp ?? ''} ${r.institusi} ${r.jurusan ?? ''}`,
      sort: { tahun: (r) => r.tahun, institusi: (r) => r.institusi, pegawai: (r) => r.pegawai.nama },
    }) satisfies PendidikanRegisterAnswer,
  );
};

const lists = {
  levels: http.get(api('/general/pendidikan'), json({ data: levels })),
  institutions: http.get(api('/general/institusi'), json({ data: institutions })),
};

const meta = {
  title: 'mf-pegawai/Pendidikan/PendidikanPage',
  component: PendidikanPage,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: {
    route: '/pegawai/pendidikan',
    user: adminSdmUser,
    msw: { handlers: { ...lists, register: http.get(PATH, answer) } },
  },
};

export default meta;

/** Three records of two employees, latest graduation first. */
export const Loaded = {};

/** The address searches 'politeknik': Budi Santoso's D3 only. */
export const Searched = { parameters: { route: '/pegawai/pendidikan?search=politeknik' } };

/** No record yet: 'Belum ada data pendidikan'. */
export const Empty = { parameters: { msw: { handlers: { ...lists, register: http.get(PATH, emptyList) } } } };

/** The list is on its way (never answered here). */
export const Loading = { parameters: { msw: { handlers: { ...lists, register: http.get(PATH, never) } } } };

/** The server fails: its message instead of the table. */
export const ServerError = { parameters: { msw: { handlers: { ...lists, register: http.get(PATH, serverError) } } } };
