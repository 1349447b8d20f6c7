// The login form with GET /api/captcha (a real ALTCHA challenge, solved in the browser) and
// POST /api/login answered as the server does: ready to sign in, signed in, a missing field, the wrong password
// (422), a used captcha (422 field text), too many attempts (429), maintenance (503), the captcha
// failing ('Verifikasi captcha gagal.' with 'Ulangi') and the captcha still being solved.
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { login } from '@portal/api-client';
import { FlashHost } from '../flash/FlashHost';
import {
  byTestId,
  captchaAnswer,
  captchaDownAnswer,
  captchaPendingAnswer,
  failure,
  loginAnswerFor,
  pegawaiUser,
  prepareStory,
  SERVER_TEXTS,
  storyTransport,
  typeInto,
  waitFor,
  withLoginPageStyles,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { LoginForm } from './LoginForm';

/** The form as the login page holds it; signing in goes through the api-client's `login`, as the shell's does. */
function LoginFormOnCard() {
  const [signedIn, setSignedIn] = useState<string | null>(null);
  return (
    <main className="login-page">
      <section className="login-card" aria-label="Login">
        <LoginForm
          onLogin={async (credentials) => {
            const answer = await login(storyTransport, credentials);
            setSignedIn(answer.client.nama ?? answer.client.name);
          }}
          onForgotPassword={() => undefined}
        />
        {signedIn ? (
          <p className="muted" role="status">
            Login berhasil sebagai {signedIn}; di portal halaman Beranda terbuka sekarang.
          </p>
        ) : null}
      </section>
      <FlashHost />
    </main>
  );
}

/** POST /api/login answering `status` with the server's message (and field texts). */
function loginRefused(status: number, message: string, errors?: Record<string, string[]>): RequestHandler {
  return http.post('/api/login', async () => {
    await delay(500);
    return failure(status, message, errors);
  });
}

const loginAccepted = http.post('/api/login', async () => {
  await delay(500);
  return HttpResponse.json(loginAnswerFor(pegawaiUser));
});

/** Fills in the user name and a password, waits for the captcha and presses 'Masuk'. */
async function signIn({ canvasElement }: { canvasElement: HTMLElement }) {
  typeInto(await waitFor(() => byTestId<HTMLInputElement>(canvasElement, 'login-username')), 'siti.rahayu');
  typeInto(await waitFor(() => byTestId<HTMLInputElement>(canvasElement, 'login-password')), 'rahasia-salah');
  await waitFor(() => byTestId(canvasElement, 'login-captcha')?.dataset.state === 'verified');
  byTestId<HTMLButtonElement>(canvasElement, 'login-submit')?.click();
}

const meta: ShellMeta = {
  title: 'shell/Login/LoginForm',
  component: LoginForm,
  render: () => <LoginFormOnCard />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [captchaAnswer, loginAccepted] } },
};

export default meta;

/** The captcha solves itself; any user name and password sign in (POST /api/login 200). */
export const ReadyToSignIn: ShellStory = {};

/** Signed in (POST /api/login 200): 'Memproses...' stays, as the portal replaces the login page now. */
export const SignedIn: ShellStory = { play: signIn };

/** 'Masuk' with empty fields: nothing is sent, both fields say what is missing. */
export const MissingFields: ShellStory = {
  play: async ({ canvasElement }) => {
    await waitFor(() => byTestId(canvasElement, 'login-captcha')?.dataset.state === 'verified');
    byTestId<HTMLButtonElement>(canvasElement, 'login-submit')?.click();
  },
};

/** The server refuses the user name or password (422): its message shows, the password is cleared. */
export const WrongPassword: ShellStory = {
  parameters: { msw: { handlers: [captchaAnswer, loginRefused(422, 'Username atau password salah')] } },
  play: signIn,
};

/** The captcha solution was already used (422 with a field text): the field text wins, a new captcha is solved. */
export const CaptchaAlreadyUsed: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        captchaAnswer,
        loginRefused(422, SERVER_TEXTS.validation, { captcha: ['Captcha sudah dipakai, silakan ulangi'] }),
      ],
    },
  },
  play: signIn,
};

/** The rate limit per IP and user name (429). */
export const TooManyAttempts: ShellStory = {
  parameters: {
    msw: { handlers: [captchaAnswer, loginRefused(429, 'Terlalu banyak percobaan login, coba lagi dalam 42 detik')] },
  },
  play: signIn,
};

/** The server is down (503): the maintenance text instead of the server's message. */
export const Maintenance: ShellStory = {
  parameters: { msw: { handlers: [captchaAnswer, loginRefused(503, SERVER_TEXTS.databaseDown)] } },
  play: signIn,
};

/** GET /api/captcha answers 503: 'Verifikasi captcha gagal.' with 'Ulangi'; 'Masuk' asks to wait for it. */
export const CaptchaFailing: ShellStory = {
  parameters: { msw: { handlers: [captchaDownAnswer, loginAccepted] } },
};

/** The challenge has not arrived yet: the captcha says it is verifying. */
export const CaptchaSolving: ShellStory = {
  parameters: { msw: { handlers: [captchaPendingAnswer, loginAccepted] } },
};
