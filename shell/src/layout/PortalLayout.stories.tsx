// The signed-in portal's frame — navbar, side menu, the routed page, footer — over the shell's real
// route table (plus a few remote pages), its guard and pages, with the API answered: an employee at
// home, the super administrator on the user list, an HR administrator on the dashboard, a page the
// user may not open (→ 'Akses Ditolak') and a new account held on its profile page.
import { useEffect, useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from '@portal/design-system/router';
import { PortalRoutesContext } from '../routing/PortalRoutesContext';
import { createPortalRouteObjects } from '../routing/route-objects';
import { withShellPages } from '../routing/shell-pages';
import { shellRoutes } from '../routing/shell-routes';
import { SessionControllerContext } from '../session/SessionContext';
import {
  adminSdmUser,
  dashboardAnswer,
  defaultPasswordUser,
  demoRemoteRoutes,
  pegawaiUser,
  prepareStory,
  realtimeTicketRefused,
  roleOptionsAnswer,
  storySessionController,
  superAdminUser,
  usersPageOf,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { PortalLayout } from './PortalLayout';

const table = [...withShellPages(shellRoutes), ...demoRemoteRoutes];
const controller = storySessionController();

/** The portal's data router (as AuthenticatedApp builds it) at `path`. */
function Portal({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(createPortalRouteObjects(table, <PortalLayout routes={table} />), { initialEntries: [path] }),
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <SessionControllerContext.Provider value={controller}>
      <PortalRoutesContext.Provider value={table}>
        <RouterProvider router={router} />
      </PortalRoutesContext.Provider>
    </SessionControllerContext.Provider>
  );
}

const handlers = [
  http.get('/api/general/users', async ({ request }) => {
    await delay(400);
    return HttpResponse.json(usersPageOf(new URL(request.url)));
  }),
  http.get('/api/general/users/x/roles', () => HttpResponse.json(roleOptionsAnswer)),
  http.get('/api/dashboard', async () => {
    await delay(500);
    return HttpResponse.json(dashboardAnswer());
  }),
  http.get('/api/general/mailbox/x/inbox/read', () => HttpResponse.json({ data: { count: 3 } })),
  realtimeTicketRefused,
];

const meta: ShellMeta<{ path: string }> = {
  title: 'shell/Layout/PortalLayout',
  component: PortalLayout,
  render: ({ path }) => <Portal path={path} />,
  decorators: [withPortal({ route: null })],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', user: pegawaiUser, msw: { handlers } },
  args: { path: '/home' },
};

export default meta;

/** An employee's home page: greeting, workplace and shortcuts to the menu groups. */
export const EmployeeHome: ShellStory<{ path: string }> = {};

/** The super administrator on 'Daftar Pengguna' (GET /api/general/users). */
export const SuperAdminOnUsers: ShellStory<{ path: string }> = {
  args: { path: '/user' },
  parameters: { user: superAdminUser },
};

/** An HR administrator on the dashboard (GET /api/dashboard), with 'Perbarui statistik'. */
export const AdminSdmOnDashboard: ShellStory<{ path: string }> = {
  args: { path: '/dashboard' },
  parameters: { user: adminSdmUser },
};

/** An employee opens the user administration: the guard sends them to 'Akses Ditolak'. */
export const PageNotAllowed: ShellStory<{ path: string }> = { args: { path: '/user' } };

/** A new account on its default password: every page leads to the profile page until it changes. */
export const HeldOnProfile: ShellStory<{ path: string }> = {
  args: { path: '/dashboard' },
  parameters: { user: defaultPasswordUser },
};
