// The page an e-mail or WhatsApp verification link opens, with POST /api/verify answered: the address
// verified, the link expired (422), the server down (503), the check still running and a link
// without its token.
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { FlashHost } from '../flash/FlashHost';
import {
  failure,
  prepareStory,
  SERVER_TEXTS,
  storyTransport,
  withLoginPageStyles,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { VerifyScreen } from './VerifyScreen';

/** What the session controller does with the link: POST /api/verify {token} → the server's message. */
async function verify(token: string): Promise<string> {
  const answer = await storyTransport.request<{ message: string }>('POST', '/verify', { body: { token } });
  return answer.message;
}

function VerifyPage({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  return (
    <>
      {done ? (
        <main className="login-page">
          <p className="muted" role="status">
            Di portal halaman login (atau Beranda, bila sudah login) terbuka sekarang.
          </p>
        </main>
      ) : (
        <VerifyScreen token={token} onVerify={verify} onDone={() => setDone(true)} />
      )}
      <FlashHost />
    </>
  );
}

function verifyAnswer(status: number, message: string): RequestHandler {
  return http.post('/api/verify', async () => {
    await delay(700);
    return status === 200
      ? HttpResponse.json({ message })
      : failure(status, message, status === 422 ? { token: [message] } : undefined);
  });
}

const meta: ShellMeta<{ token: string }> = {
  title: 'shell/Login/VerifyScreen',
  component: VerifyScreen,
  render: ({ token }) => <VerifyPage token={token} />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [verifyAnswer(200, 'Email berhasil diverifikasi')] } },
  args: { token: '5d2c81e0a9b34f7c' },
};

export default meta;

/** The link is valid: 'Email berhasil diverifikasi'. */
export const EmailVerified: ShellStory<{ token: string }> = {};

/** A WhatsApp number's link. */
export const WhatsAppVerified: ShellStory<{ token: string }> = {
  parameters: { msw: { handlers: [verifyAnswer(200, 'Nomor WhatsApp berhasil diverifikasi')] } },
};

/** The link expired or was already used (422). */
export const LinkExpired: ShellStory<{ token: string }> = {
  parameters: { msw: { handlers: [verifyAnswer(422, 'Link verifikasi tidak valid atau sudah kedaluwarsa')] } },
};

/** The server is down (503): the maintenance text. */
export const Maintenance: ShellStory<{ token: string }> = {
  parameters: { msw: { handlers: [verifyAnswer(503, SERVER_TEXTS.databaseDown)] } },
};

/** The server has not answered yet: 'Memeriksa link verifikasi...'. */
export const Checking: ShellStory<{ token: string }> = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/verify', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** The address lost its token: nothing is sent. */
export const IncompleteLink: ShellStory<{ token: string }> = { args: { token: '' } };
