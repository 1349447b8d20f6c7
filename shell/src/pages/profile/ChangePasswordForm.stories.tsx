// The password change of 'Profil Saya' with POST /api/general/users (store_update_password) answered:
// the form, a new password the rules refuse (checked before sending), the wrong old password (422 on
// its field), and the server down (503, a message).
import { delay, http } from 'msw';
import { Card } from '@portal/design-system';
import {
  buttonByText,
  byTestId,
  failure,
  pegawaiUser,
  prepareStory,
  SERVER_TEXTS,
  typeInto,
  userEventsAnswer,
  waitFor,
  withPortal,
  WRONG_PASSWORD,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Fills the three fields and presses 'Ganti password'. */
function change(old: string, password: string, confirmation = password) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const field = (name: string) => waitFor(() => byTestId<HTMLInputElement>(canvasElement, `profile-${name}`));
    typeInto(await field('password_old'), old);
    typeInto(await field('password'), password);
    typeInto(await field('password_confirmation'), confirmation);
    buttonByText(canvasElement, 'Ganti password')?.click();
  };
}

const meta: ShellMeta = {
  title: 'shell/Profile/ChangePasswordForm',
  component: ChangePasswordForm,
  render: () => (
    <Card.Root maxW="xl">
      <Card.Body>
        <ChangePasswordForm
          username={pegawaiUser.name}
          onChanged={() => console.info('[story] password changed: the session ends')}
        />
      </Card.Body>
    </Card.Root>
  ),
  decorators: [withPortal({ route: '/user/profile' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser, msw: { handlers: [userEventsAnswer] } },
};

export default meta;

/** Old, new and confirmation; the server accepts any old password but 'salah'. */
export const Default: ShellStory = {};

/** The user name as the new password and a different confirmation: refused before anything is sent. */
export const RulesRefuse: ShellStory = { play: change('rahasia-lama', pegawaiUser.name, 'lain') };

/** The server says the old password is wrong (422): the text under that field. */
export const WrongOldPassword: ShellStory = { play: change(WRONG_PASSWORD, 'Kuat#Sekali2026') };

/** The server is down (503): a message, the form stays filled. */
export const ServerDown: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/general/users', async () => {
          await delay(500);
          return failure(503, SERVER_TEXTS.databaseDown);
        }),
      ],
    },
  },
  play: change('rahasia-lama', 'Kuat#Sekali2026'),
};
