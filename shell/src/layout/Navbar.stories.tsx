// The portal's top bar: brand, the drawer toggle (below 768 px) and the user menu (Profil Saya,
// Keluar). An employee, an account without an employee record (its user name shows), a long name
// (truncated), unread mails on the envelope and the user menu opened.
import type { SessionClient } from '@portal/contracts';
import {
  byTestId,
  pegawaiUser,
  prepareStory,
  superAdminUser,
  waitFor,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { Navbar } from './Navbar';

type Args = { user: SessionClient; unreadMail?: number };

const meta: ShellMeta<Args> = {
  title: 'shell/Layout/Navbar',
  component: Navbar,
  render: ({ user, unreadMail }) => (
    <Navbar
      user={user}
      unreadMail={unreadMail}
      onOpenMenu={() => console.info('[story] Navbar: buka menu')}
      onLogout={() => console.info('[story] Navbar: keluar')}
    />
  ),
  decorators: [withPortal({ route: '/home' })],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: { user: pegawaiUser },
};

export default meta;

/** An employee: the name of the employee record. */
export const Employee: ShellStory<Args> = {};

/** An account without an employee record (the super admin): its user name. */
export const AccountWithoutEmployee: ShellStory<Args> = { args: { user: superAdminUser } };

/** A long name is cut with an ellipsis. */
export const LongName: ShellStory<Args> = {
  args: { user: { ...pegawaiUser, nama: 'Raden Ajeng Sri Wulandari Kusumaningtyas Prawiranegara, S.E., M.M.' } },
};

/** Unread mails: the envelope's red count (99+ past 99). */
export const UnreadMail: ShellStory<Args> = { args: { unreadMail: 12 } };

/** More than 99 unread mails. */
export const ManyUnreadMails: ShellStory<Args> = { args: { unreadMail: 240 } };

/** The user menu opened: 'Profil Saya' and 'Keluar'. */
export const UserMenuOpen: ShellStory<Args> = {
  play: async ({ canvasElement }) => {
    (await waitFor(() => byTestId<HTMLButtonElement>(canvasElement, 'navbar-user-menu'))).click();
    await waitFor(() => byTestId(document, 'logout-button'));
  },
};
