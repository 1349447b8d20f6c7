// A recovery address change of 'Profil Saya' with POST /api/general/users (store_email / store_wa)
// answered: the e-mail form, the WhatsApp form, an address that is not one (checked before sending),
// the current password refused (422 on its field) and too many requests (429).
import { delay, http } from 'msw';
import { Card } from '@portal/design-system';
import type { ContactChannel } from './contact-form';
import {
  buttonByText,
  byTestId,
  failure,
  pegawaiUser,
  prepareStory,
  typeInto,
  userEventsAnswer,
  waitFor,
  withPortal,
  WRONG_PASSWORD,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import { ContactChangeForm } from './ContactChangeForm';

type Args = { channel: ContactChannel };

const SUBMIT: Record<ContactChannel, string> = {
  email: 'Kirim link verifikasi email',
  whatsapp: 'Kirim link verifikasi WhatsApp',
};

/** Types the address and the password and sends. */
function send(channel: ContactChannel, contact: string, password: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    typeInto(await waitFor(() => byTestId<HTMLInputElement>(canvasElement, `contact-${channel}`)), contact);
    typeInto(await waitFor(() => byTestId<HTMLInputElement>(canvasElement, `contact-${channel}-password`)), password);
    buttonByText(canvasElement, SUBMIT[channel])?.click();
  };
}

const meta: ShellMeta<Args> = {
  title: 'shell/Profile/ContactChangeForm',
  component: ContactChangeForm,
  render: ({ channel }) => (
    <Card.Root maxW="xl">
      <Card.Body>
        <ContactChangeForm channel={channel} />
      </Card.Body>
    </Card.Root>
  ),
  decorators: [withPortal({ route: '/user/profile' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser, msw: { handlers: [userEventsAnswer] } },
  args: { channel: 'email' },
};

export default meta;

/** A new e-mail and the current password: 'Link verifikasi telah di kirim ke email tersebut'. */
export const Email: ShellStory<Args> = {};

/** A new WhatsApp number and the current password. */
export const WhatsApp: ShellStory<Args> = { args: { channel: 'whatsapp' } };

/** Not an e-mail address and no password: refused before anything is sent. */
export const InvalidAddress: ShellStory<Args> = { play: send('email', 'bukan-email', '') };

/** The server refuses the current password (422): the text under the password field. */
export const WrongPassword: ShellStory<Args> = {
  args: { channel: 'whatsapp' },
  play: send('whatsapp', '0812 3456 7890', WRONG_PASSWORD),
};

/** The server's limit on verification messages (429). */
export const TooManyRequests: ShellStory<Args> = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/general/users', async () => {
          await delay(500);
          return failure(429, 'Terlalu banyak permintaan verifikasi, coba lagi nanti');
        }),
      ],
    },
  },
  play: send('email', 'siti.baru@bank.test', 'rahasia'),
};
