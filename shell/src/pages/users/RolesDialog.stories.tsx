// The roles dialog of the user administration with GET/POST /api/general/users/x/roles answered: the
// account's roles ticked among every role, saved after the confirmation (the user must log in again),
// the role list loading, the role list failing, and a change the server refuses (403: a role the
// administrator does not hold).
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { Button } from '@portal/design-system';
import { MESSAGES, ROLE } from '@portal/domain';
import type { UserRow } from '@portal/contracts';
import {
  buttonByText,
  byTestId,
  demoUsers,
  failure,
  prepareStory,
  roleOptionsAnswer,
  SERVER_TEXTS,
  superAdminUser,
  waitFor,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import { RolesDialog } from './RolesDialog';

/** budi.santoso: Pegawai and Admin SDM. */
const account = demoUsers.find((row) => row.name === 'budi.santoso') as UserRow;

/** The dialog as the list opens it; closed, a button opens it again. */
function RolesOfAccount() {
  const [user, setUser] = useState<UserRow | null>(account);
  return (
    <>
      <Button kind="secondary" onClick={() => setUser(account)}>
        Akses role {account.name}
      </Button>
      <RolesDialog user={user} onClose={() => setUser(null)} onSaved={() => console.info('[story] roles saved')} />
    </>
  );
}

const roles = http.get('/api/general/users/x/roles', async () => {
  await delay(300);
  return HttpResponse.json(roleOptionsAnswer);
});

function saveAnswering(status: number, message: string): RequestHandler {
  return http.post('/api/general/users/x/roles', async () => {
    await delay(500);
    return status === 200 ? HttpResponse.json({ message }) : failure(status, message);
  });
}

/** Ticks 'Admin Absensi', presses 'Simpan' and confirms. */
async function addRoleAndSave() {
  (await waitFor(() => byTestId(document, `role-${ROLE.ADMIN_ABSENSI}`)?.querySelector('input'))).click();
  (await waitFor(() => byTestId<HTMLButtonElement>(document, 'roles-save'))).click();
  (await waitFor(() => buttonByText(document, 'Ya, lanjutkan'))).click();
}

const meta: ShellMeta = {
  title: 'shell/Users/RolesDialog',
  component: RolesDialog,
  render: () => <RolesOfAccount />,
  decorators: [withPortal({ route: '/user' })],
  beforeEach: prepareStory,
  parameters: { user: superAdminUser, msw: { handlers: [roles, saveAnswering(200, MESSAGES.rolesChanged)] } },
};

export default meta;

/** Every role with the account's ticked; 'Simpan' asks first, then saves ('Akses Role sudah diganti…'). */
export const Open: ShellStory = {};

/** A role added and saved: the confirmation, then the server's message. */
export const Saved: ShellStory = { play: addRoleAndSave };

/** The role list has not answered yet; 'Simpan' waits for it. */
export const LoadingRoles: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/general/users/x/roles', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** The role list fails (500): the server's message in the dialog. */
export const RolesFailing: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/general/users/x/roles', async () => {
          await delay(300);
          return failure(500, SERVER_TEXTS.serverError);
        }),
      ],
    },
  },
};

/** The server refuses the change (403): an administrator grants only roles they hold. */
export const SaveRefused: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        roles,
        saveAnswering(
          403,
          `Anda hanya dapat memberi atau mencabut role yang Anda miliki; role ini tidak Anda miliki: ${ROLE.ADMIN_ABSENSI}`,
        ),
      ],
    },
  },
  play: addRoleAndSave,
};
