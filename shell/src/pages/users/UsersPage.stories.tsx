// 'Daftar Pengguna' (user administration, roles 1/66) with GET /api/general/users answered as the server
// pages it (search on user name, employee name and NPP; sort by name or e-mail): loaded, empty, loading,
// a server error, refused (403), and the roles dialog opened from a row.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { MESSAGES } from '@portal/domain';
import {
  byTestId,
  EMPTY_PAGE,
  failure,
  prepareStory,
  roleOptionsAnswer,
  SERVER_TEXTS,
  superAdminUser,
  usersPageOf,
  waitFor,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import UsersPage from './UsersPage';

const list = http.get('/api/general/users', async ({ request }) => {
  await delay(400);
  return HttpResponse.json(usersPageOf(new URL(request.url)));
});
const roles = http.get('/api/general/users/x/roles', async () => {
  await delay(300);
  return HttpResponse.json(roleOptionsAnswer);
});
const saveRoles = http.post('/api/general/users/x/roles', async () => {
  await delay(500);
  return HttpResponse.json({ message: MESSAGES.rolesChanged });
});

function listAnswering(status: number, message: string): RequestHandler {
  return http.get('/api/general/users', async () => {
    await delay(400);
    return failure(status, message);
  });
}

const meta: ShellMeta = {
  title: 'shell/Users/UsersPage',
  component: UsersPage,
  render: () => <UsersPage />,
  decorators: [withPortal({ route: '/user' })],
  beforeEach: prepareStory,
  parameters: { user: superAdminUser, msw: { handlers: [list, roles, saveRoles] } },
};

export default meta;

/** 23 accounts, 10 a page: paging, search (user name, employee name, NPP) and sorting are the server's. */
export const Loaded: ShellStory = {};

/** No account matches. */
export const Empty: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/general/users', async () => {
          await delay(300);
          return HttpResponse.json(EMPTY_PAGE);
        }),
      ],
    },
  },
};

/** The list has not answered yet. */
export const Loading: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/general/users', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** The server fails (500): its message above the table. */
export const ServerError: ShellStory = {
  parameters: { msw: { handlers: [listAnswering(500, SERVER_TEXTS.serverError)] } },
};

/** The server refuses the list (403, the account lost roles 1/66); in the portal the user is then sent to 'Akses Ditolak'. */
export const Refused: ShellStory = {
  parameters: { msw: { handlers: [listAnswering(403, SERVER_TEXTS.forbidden)] } },
};

/** 'Akses role' of a row opens the roles dialog with that account's roles ticked. */
export const EditingRoles: ShellStory = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => byTestId<HTMLButtonElement>(canvasElement, 'edit-roles-4'))).click();
    await waitFor(() => byTestId(document, 'role-57'));
  },
};
