// /pegawai/family, the family register, with GET /api/sdm/pegawai/x/family answered by MSW as the
// server pages it (search on the employee and the member, sort), the relation and status lists from
// /api/general/family(/x/status). The states: loaded, searched, empty, loading and the server's 500.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import type { FamilyRegisterAnswer, FamilyRegisterRow } from '@portal/contracts';
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
import { familyRelations, familyRows, familyStatuses } from '../keluarga-fixtures';
import FamilyPage from './FamilyPage';

const sortable = {
  pegawai: (r: FamilyRegisterRow) => r.pegawai.nama,
  nama: (r: FamilyRegisterRow) => r.nama,
  tahun: (r: FamilyRegisterRow) => r.tahun,
};

const familyAnswer: Resolver = async ({ request }) => {
  await delay(300);
  return HttpResponse.json(
    pageOf(familyRows, new URL(request.url), {
      searchText: (r) => `${r.pegawai.nama} ${r.pegawai.npp ?? ''} ${r.nama}`,
      sort: sortable,
    }) satisfies FamilyRegisterAnswer,
  );
};

const lists = {
  relations: http.get(api('/general/family'), json({ data: familyRelations })),
  statuses: http.get(api('/general/family/x/status'), json({ data: familyStatuses })),
};

const meta = {
  title: 'mf-pegawai/Keluarga/FamilyPage',
  component: FamilyPage,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: {
    route: '/pegawai/family',
    user: adminSdmUser,
    msw: { handlers: { ...lists, family: http.get(api('/sdm/pegawai/x/family'), familyAnswer) } },
  },
};

export default meta;

/** Three members of two employees: the one without a status reads 'Belum diisi'. */
export const Loaded = {};

/** The address searches 'dewi': Budi Santoso's wife only. */
export const Searched = { parameters: { route: '/pegawai/family?search=dewi' } };

/** No member recorded yet: 'Belum ada data keluarga'. */
export const Empty = {
  parameters: { msw: { handlers: { ...lists, family: http.get(api('/sdm/pegawai/x/family'), emptyList) } } },
};

/** The list is on its way (never answered here). */
export const Loading = {
  parameters: { msw: { handlers: { ...lists, family: http.get(api('/sdm/pegawai/x/family'), never) } } },
};

/** The server fails: its message instead of the table. */
export const ServerError = {
  parameters: { msw: { handlers: { ...lists, family: http.get(api('/sdm/pegawai/x/family'), serverError) } } },
};
