// 'Log Aktivitas' (roles 1, 63) with GET /api/general/logs answered as the server pages it (filters
// entity, entity id, user id, day range, free text; newest first) and the entity names for the filter:
// loaded, filtered by the address, empty, loading, an error (with 'Coba lagi') and refused (403).
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  auditEntitiesAnswer,
  auditPageOf,
  byTestId,
  EMPTY_PAGE,
  failure,
  prepareStory,
  SERVER_TEXTS,
  superAdminUser,
  waitFor,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import AuditLogPage from './AuditLogPage';

const entities = http.get('/api/general/logs/x/entity', () => HttpResponse.json(auditEntitiesAnswer));
const list = http.get('/api/general/logs', async ({ request }) => {
  await delay(400);
  return HttpResponse.json(auditPageOf(new URL(request.url)));
});

function listAnswering(status: number, message: string): RequestHandler {
  return http.get('/api/general/logs', async () => {
    await delay(400);
    return failure(status, message);
  });
}

const meta: ShellMeta = {
  title: 'shell/Logs/AuditLogPage',
  component: AuditLogPage,
  render: () => <AuditLogPage />,
  decorators: [withPortal({ route: '/user/logs' })],
  beforeEach: prepareStory,
  parameters: { user: superAdminUser, msw: { handlers: [entities, list] } },
};

export default meta;

/** The trail, newest first: filters, search, sorting and paging are the server's. */
export const Loaded: ShellStory = {};

/** Opened with filters in the address (entity 'users'): the list and the filter fields follow it. */
export const FilteredByAddress: ShellStory = { parameters: { route: '/user/logs?entity=users' } };

/** Nothing recorded for the filters. */
export const Empty: ShellStory = {
  parameters: { msw: { handlers: [entities, http.get('/api/general/logs', () => HttpResponse.json(EMPTY_PAGE))] } },
};

/** The list has not answered yet. */
export const Loading: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        entities,
        http.get('/api/general/logs', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** The database is down (503): the table shows the error and 'Coba lagi'. */
export const ServerDown: ShellStory = {
  parameters: { msw: { handlers: [entities, listAnswering(503, SERVER_TEXTS.databaseDown)] } },
};

/** The server refuses (403); in the portal the user is then sent to 'Akses Ditolak'. */
export const Refused: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/general/logs/x/entity', () => failure(403, SERVER_TEXTS.forbidden)),
        listAnswering(403, SERVER_TEXTS.forbidden),
      ],
    },
  },
};

/** 'Lihat' of a row opens who changed what, with both snapshots. */
export const DetailOpen: ShellStory = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLButtonElement>('[data-testid^="audit-detail-"]'))).click();
    await waitFor(() => byTestId(document, 'audit-detail'));
  },
};
