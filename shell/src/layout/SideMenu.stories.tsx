// The side menu built from the route table (the shell's routes and remote pages) with the guard's
// rule, so each user sees only what they may open: an employee, an HR administrator on an attendance
// page (its group opens, the page is marked), the super administrator on the user list, and entries
// whose page is not built yet ('Segera').
import { MemoryRouter } from '@portal/design-system/router';
import { buildMenu } from '@portal/domain';
import { withShellPages } from '../routing/shell-pages';
import { shellRoutes } from '../routing/shell-routes';
import { subjectOf } from '../session/SessionContext';
import {
  adminSdmUser,
  demoRemoteRoutes,
  pegawaiUser,
  prepareStory,
  superAdminUser,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import type { SessionClient } from '@portal/contracts';
import { SideMenu } from './SideMenu';

const table = [...withShellPages(shellRoutes), ...demoRemoteRoutes];

type Args = { user: SessionClient; route: string };

const meta: ShellMeta<Args> = {
  title: 'shell/Layout/SideMenu',
  component: SideMenu,
  render: ({ user, route }) => (
    <MemoryRouter initialEntries={[route]}>
      <div style={{ maxWidth: '16rem' }}>
        <SideMenu groups={buildMenu(table, subjectOf(user))} />
      </div>
    </MemoryRouter>
  ),
  // The router is the story's own (its address is an arg).
  decorators: [withPortal({ route: null })],
  beforeEach: prepareStory,
  args: { user: pegawaiUser, route: '/home' },
};

export default meta;

/** An employee on the home page: the first group open, the rest folded; no administration. */
export const Employee: ShellStory<Args> = {};

/** An HR administrator on /absen: its group opens and the page is marked; 'Perbarui Absen' is not built yet. */
export const AdminSdmOnAttendance: ShellStory<Args> = {
  args: { user: adminSdmUser, route: '/absen' },
};

/** The super administrator on the user list: the 'Administrasi' group with every admin page. */
export const SuperAdminOnUsers: ShellStory<Args> = {
  args: { user: superAdminUser, route: '/user' },
};
