// The landing page: the greeting by time of day, where the user works, and shortcuts to the menu
// groups the user may open (from the same route table and guard as the side menu): an employee, the
// super administrator (no employee record: the user name), an HR administrator.
import { PortalRoutesContext } from '../routing/PortalRoutesContext';
import { withShellPages } from '../routing/shell-pages';
import { shellRoutes } from '../routing/shell-routes';
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
import HomePage from './HomePage';

const table = [...withShellPages(shellRoutes), ...demoRemoteRoutes];

const meta: ShellMeta = {
  title: 'shell/Pages/HomePage',
  component: HomePage,
  render: () => (
    <PortalRoutesContext.Provider value={table}>
      <HomePage />
    </PortalRoutesContext.Provider>
  ),
  decorators: [withPortal({ route: '/home' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser },
};

export default meta;

/** An employee: job and office under the greeting; shortcuts to what an employee may open. */
export const Employee: ShellStory = {};

/** An HR administrator. */
export const AdminSdm: ShellStory = { parameters: { user: adminSdmUser } };

/** The super administrator has no employee record: the user name instead of the workplace. */
export const SuperAdmin: ShellStory = { parameters: { user: superAdminUser } };
