// /sotk, formation against active employees per office, with GET /api/general/sotk?event=index_diff
// answered by MSW as sotk.service.ts answers it (paged SotkDiffRow; search on the office). Other
// events of the same path answer 400 'Unsuccessful Event', as the server does. The states: loaded,
// no office with a structure, loading, the server's 500 and the guard's 403.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import type { SotkDiffAnswer } from '@portal/contracts';
import {
  emptyList,
  forbidden,
  failing,
  never,
  api,
  outsourcingAdminUser,
  pageOf,
  pegawaiUser,
  serverError,
  signInStoryUser,
} from '../../../testing/story-api';
import { sotkDiffRows } from '../../../testing/story-fixtures';
import type { Resolver } from '../../../testing/story-handlers';
import SotkIndexPage from './SotkIndexPage';

const diffAnswer: Resolver = async ({ request }) => {
  await delay(400);
  return HttpResponse.json(
    pageOf(sotkDiffRows, new URL(request.url), { searchText: (r) => r.kantor }) satisfies SotkDiffAnswer,
  );
};

/** GET /api/general/sotk: `index_diff` answered by `diff`; any other event is refused. */
function sotkGet(diff: Resolver) {
  return http.get(api('/general/sotk'), (info) =>
    new URL(info.request.url).searchParams.get('event') === 'index_diff'
      ? diff(info)
      : failing(400, 'Unsuccessful Event')(),
  );
}

const meta = {
  title: 'mf-pegawai/Sotk/SotkIndexPage',
  component: SotkIndexPage,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: { route: '/sotk', user: pegawaiUser, msw: { handlers: { sotk: sotkGet(diffAnswer) } } },
};

export default meta;

/** The first 10 of 11 offices: formation, employees, positions short (red) and over (orange). */
export const Loaded = {};

/** The address searches 'surabaya': the branch only. */
export const Searched = { parameters: { route: '/sotk?search=surabaya' } };

/** No office has a structure yet: 'Belum ada kantor dengan struktur SOTK'. */
export const Empty = { parameters: { msw: { handlers: { sotk: sotkGet(emptyList) } } } };

/** The summary is on its way (never answered here). */
export const Loading = { parameters: { msw: { handlers: { sotk: sotkGet(never) } } } };

/** The server fails (500): its text above the table. */
export const ServerError = { name: 'Error', parameters: { msw: { handlers: { sotk: sotkGet(serverError) } } } };

/** The guard refuses the summary (403) to an account without role 10: its text above the table. */
export const Refused = {
  parameters: { user: outsourcingAdminUser, msw: { handlers: { sotk: sotkGet(forbidden) } } },
};
