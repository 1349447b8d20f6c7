// /kantor/struktur, the office tree, with GET /api/general/kantor/x/tree answered by MSW (`{ data }`
// of KantorTreeNode, flat; the page nests them by parent_id): loaded, no offices yet, loading, the
// server's 500 and the guard's 403 (the tree needs role 10: an account that is no employee is refused).
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import {
  api,
  forbidden,
  json,
  never,
  outsourcingAdminUser,
  pegawaiUser,
  serverError,
  signInStoryUser,
} from '../../../testing/story-api';
import { kantorHandlers } from '../../../testing/story-handlers';
import KantorStrukturPage from './KantorStrukturPage';

const TREE = api('/general/kantor/x/tree');

const meta = {
  title: 'mf-pegawai/Kantor/KantorStrukturPage',
  component: KantorStrukturPage,
  decorators: [withStoryApi],
  beforeEach: signInStoryUser,
  parameters: {
    route: '/kantor/struktur',
    user: pegawaiUser,
    msw: { handlers: { kantorTree: kantorHandlers.kantorTree } },
  },
};

export default meta;

/** Head office and regions open; arrow keys move, → opens, ← closes. */
export const Loaded = {};

/** The server has no offices: 'Belum ada kantor.' */
export const Empty = { parameters: { msw: { handlers: { kantorTree: http.get(TREE, json({ data: [] })) } } } };

/** The tree is on its way (never answered here): 'Memuat…'. */
export const Loading = { parameters: { msw: { handlers: { kantorTree: http.get(TREE, never) } } } };

/** The server fails (500): its text, read out as an alert. */
export const ServerError = {
  name: 'Error',
  parameters: { msw: { handlers: { kantorTree: http.get(TREE, serverError) } } },
};

/** The guard refuses the tree (403) to an account without role 10: its text. */
export const Refused = {
  parameters: { user: outsourcingAdminUser, msw: { handlers: { kantorTree: http.get(TREE, forbidden) } } },
};
