// The whole login page (brand, form, footer) with GET /api/captcha, POST /api/login and POST /api/reset
// answered: signing in, 'Lupa password?' opening the reset dialog, and the page after the idle time-out
// with its modal.
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { login } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import { FlashHost } from '../flash/FlashHost';
import { requestPasswordReset } from '../session/portal-api';
import {
  captchaAnswer,
  loginAnswerFor,
  pegawaiUser,
  prepareStory,
  storyTransport,
  withLoginPageStyles,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { LoginScreen } from './LoginScreen';

function LoginPage({ idle }: { idle: boolean }) {
  const [idleOpen, setIdleOpen] = useState(idle);
  const [signedIn, setSignedIn] = useState<string | null>(null);
  if (signedIn) {
    return (
      <main className="login-page">
        <p className="muted" role="status">
          Login berhasil sebagai {signedIn}; di portal halaman Beranda terbuka sekarang.
        </p>
      </main>
    );
  }
  return (
    <>
      <LoginScreen
        onLogin={async (credentials) => {
          const answer = await login(storyTransport, credentials);
          setSignedIn(answer.client.nama ?? answer.client.name);
        }}
        onRequestReset={(email, captcha) => requestPasswordReset(storyTransport, email, captcha)}
        idleLogout={idleOpen ? { idleTimeoutMs: 15 * 60_000, onClose: () => setIdleOpen(false) } : null}
      />
      <FlashHost />
    </>
  );
}

const handlers = [
  captchaAnswer,
  http.post('/api/login', async () => {
    await delay(500);
    return HttpResponse.json(loginAnswerFor(pegawaiUser));
  }),
  http.post('/api/reset', async () => {
    await delay(600);
    return HttpResponse.json({ message: MESSAGES.resetLinkSent });
  }),
];

const meta: ShellMeta<{ idle: boolean }> = {
  title: 'shell/Login/LoginScreen',
  component: LoginScreen,
  render: ({ idle }) => <LoginPage idle={idle} />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { idle: false },
};

export default meta;

/** The page as it opens: any user name and password sign in; 'Lupa password?' opens the reset dialog. */
export const Default: ShellStory<{ idle: boolean }> = {};

/** After the idle time-out ended the session: the modal over the page. */
export const AfterIdleTimeout: ShellStory<{ idle: boolean }> = { args: { idle: true } };
