// 'Profil Saya' with POST /api/general/users answered (store_update_password, store_email, store_wa):
// an employee (data, password change, recovery addresses), a new account held here until its default
// password changes (no address forms), and an account without an employee record.
import {} from 'msw';
import { SessionControllerContext } from '../session/SessionContext';
import {
  defaultPasswordUser,
  pegawaiUser,
  prepareStory,
  storySessionController,
  superAdminUser,
  userEventsAnswer,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import ProfilePage from './ProfilePage';

const controller = storySessionController();

const meta: ShellMeta = {
  title: 'shell/Profile/ProfilePage',
  component: ProfilePage,
  render: () => (
    <SessionControllerContext.Provider value={controller}>
      <ProfilePage />
    </SessionControllerContext.Provider>
  ),
  decorators: [withPortal({ route: '/user/profile' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser, msw: { handlers: [userEventsAnswer] } },
};

export default meta;

/**
 * An employee: their data, 'Ganti password' (the old password 'salah' is refused by the server) and the
 * e-mail / WhatsApp change (the current password 'salah' is refused too).
 */
export const Employee: ShellStory = {};

/** A new account on its default password: the hold warning, and only the password change. */
export const DefaultPassword: ShellStory = { parameters: { user: defaultPasswordUser } };

/** The super administrator without an employee record: '-' where the employee data would be. */
export const AccountWithoutEmployee: ShellStory = { parameters: { user: superAdminUser } };
