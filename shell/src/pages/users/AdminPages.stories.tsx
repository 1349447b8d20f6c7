// The administration pages of issue #23 with their API answered: 'Role Pengguna' (roles with how many
// accounts hold each), 'Reset Password' (reset password / token with the confirmation), 'Verifikasi
// Pengguna' (unverified contacts, sending a link) and 'Pengguna Online'; each also failing or empty.
import { delay, http, HttpResponse } from 'msw';
import { MESSAGES } from '@portal/domain';
import type { OnlineRow, VerificationRow } from '@portal/contracts';
import {
  buttonByText,
  byTestId,
  EMPTY_PAGE,
  failure,
  pageOf,
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
import OnlinePage from './OnlinePage';
import PasswordResetPage from './PasswordResetPage';
import RolesPage from './RolesPage';
import VerificationPage from './VerificationPage';

const roleTypes = http.get('/api/general/users/x/roles/x/type', async () => {
  await delay(300);
  return HttpResponse.json({
    data: roleOptionsAnswer.data.map((role, i) => ({ ...role, users: (role.id * 7 + i) % 40 })),
  });
});
const users = http.get('/api/general/users', async ({ request }) => {
  await delay(300);
  return HttpResponse.json(usersPageOf(new URL(request.url)));
});
const waiting = http.get('/api/general/users/x/password_reset', async ({ request }) => {
  await delay(300);
  const all = usersPageOf(new URL('http://x/?per_page=100')).data.filter((row) => row.is_password_default);
  return HttpResponse.json(pageOf(all, new URL(request.url)));
});
const resetPassword = http.post('/api/general/users/x/password_reset', async () => {
  await delay(400);
  return HttpResponse.json({ message: MESSAGES.passwordReset });
});
const resetToken = http.post('/api/general/users', async () => {
  await delay(400);
  return HttpResponse.json({ message: MESSAGES.tokenReset });
});

const unverified: VerificationRow[] = [
  {
    id: 4,
    name: 'budi.santoso',
    pegawai: { nama: 'Budi Santoso', npp: '19900101' },
    email: 'budi@bank.test',
    email_verified: false,
    phone: '6281234567890',
    whatsapp_verified: true,
    last_sent_at: null,
  },
  {
    id: 9,
    name: 'siti',
    pegawai: { nama: 'Siti Rahma', npp: '19920202' },
    email: null,
    email_verified: false,
    phone: '6281298765432',
    whatsapp_verified: false,
    last_sent_at: '2026-03-01T03:10:00.000Z',
  },
];
const verification = http.get('/api/general/users/x/verification', async ({ request }) => {
  await delay(300);
  return HttpResponse.json(pageOf(unverified, new URL(request.url)));
});
const sendLink = http.post('/api/general/users/x/verification', async () => {
  await delay(400);
  return HttpResponse.json({ message: MESSAGES.verificationEmailSent });
});

const onlineRows: OnlineRow[] = [
  {
    user_id: 4,
    name: 'budi.santoso',
    pegawai_nama: 'Budi Santoso',
    kantor_nama: 'Kantor Cabang Bandung',
    since: '2026-03-02T01:15:00.000Z',
    last_seen: '2026-03-02T02:40:00.000Z',
    connections: 2,
  },
  {
    user_id: 1,
    name: 'admin',
    pegawai_nama: null,
    kantor_nama: null,
    since: '2026-03-02T02:05:00.000Z',
    last_seen: '2026-03-02T02:40:00.000Z',
    connections: 1,
  },
];
const online = http.get('/api/general/users/x/online', async () => {
  await delay(300);
  return HttpResponse.json({ data: onlineRows, total: onlineRows.length });
});

const meta: ShellMeta = {
  title: 'shell/Users/AdminPages',
  component: RolesPage,
  decorators: [withPortal({ route: '/user/roles' })],
  beforeEach: prepareStory,
  parameters: {
    user: superAdminUser,
    msw: { handlers: [roleTypes, users, waiting, resetPassword, resetToken, verification, sendLink, online] },
  },
};

export default meta;

/** Every role with its id and how many accounts hold it. */
export const Roles: ShellStory = { render: () => <RolesPage /> };

/** The role list is refused (403). */
export const RolesRefused: ShellStory = {
  render: () => <RolesPage />,
  parameters: {
    msw: { handlers: [http.get('/api/general/users/x/roles/x/type', () => failure(403, SERVER_TEXTS.forbidden))] },
  },
};

/** Accounts with 'Reset password' and 'Reset token'; below, those still on a reset password. */
export const PasswordReset: ShellStory = { render: () => <PasswordResetPage /> };

/** 'Reset password' of a row, confirmed: 'Password sudah direset'. */
export const PasswordResetDone: ShellStory = {
  render: () => <PasswordResetPage />,
  play: async ({ canvasElement }) => {
    (await waitFor(() => byTestId<HTMLButtonElement>(canvasElement, 'reset-password-4'))).click();
    (await waitFor(() => buttonByText(document, 'Ya, lanjutkan'))).click();
  },
};

/** Unverified e-mail / WhatsApp with the buttons that send a link. */
export const Verification: ShellStory = { render: () => <VerificationPage /> };

/** Everyone verified. */
export const VerificationEmpty: ShellStory = {
  render: () => <VerificationPage />,
  parameters: {
    msw: { handlers: [http.get('/api/general/users/x/verification', () => HttpResponse.json(EMPTY_PAGE))] },
  },
};

/** Who has the portal open now, with office and since when. */
export const Online: ShellStory = { render: () => <OnlinePage /> };

/** The list fails (500). */
export const OnlineFailing: ShellStory = {
  render: () => <OnlinePage />,
  parameters: {
    msw: { handlers: [http.get('/api/general/users/x/online', () => failure(500, SERVER_TEXTS.serverError))] },
  },
};
