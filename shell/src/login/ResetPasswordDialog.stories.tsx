// 'Lupa password?': the e-mail, the captcha (GET /api/captcha, solved in the browser) and POST /api/reset
// answered as the server does: the link sent (the same answer whether the address exists or not), an
// address that is not one, too many requests (429), maintenance (503) and the captcha failing.
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { MESSAGES } from '@portal/domain';
import { FlashHost } from '../flash/FlashHost';
import { requestPasswordReset } from '../session/portal-api';
import {
  byTestId,
  captchaAnswer,
  captchaDownAnswer,
  failure,
  prepareStory,
  SERVER_TEXTS,
  storyTransport,
  typeInto,
  waitFor,
  withLoginPageStyles,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { ResetPasswordDialog } from './ResetPasswordDialog';

/** The dialog over the login page; closed, 'Lupa password?' opens it again. */
function ResetOverLoginPage() {
  const [open, setOpen] = useState(true);
  return (
    <main className="login-page">
      <section className="login-card" aria-label="Login">
        <button type="button" className="btn-link" onClick={() => setOpen(true)}>
          Lupa password?
        </button>
      </section>
      {open ? (
        <ResetPasswordDialog
          onClose={() => setOpen(false)}
          onRequestReset={(email, captcha) => requestPasswordReset(storyTransport, email, captcha)}
        />
      ) : null}
      <FlashHost />
    </main>
  );
}

const resetSent = http.post('/api/reset', async () => {
  await delay(600);
  return HttpResponse.json({ message: MESSAGES.resetLinkSent });
});

function resetRefused(status: number, message: string): RequestHandler {
  return http.post('/api/reset', async () => {
    await delay(600);
    return failure(status, message);
  });
}

/** Types `email`, waits for the captcha and presses 'Kirim link reset'. */
function sendResetFor(email: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    typeInto(await waitFor(() => byTestId<HTMLInputElement>(canvasElement, 'reset-email')), email);
    await waitFor(() => byTestId(canvasElement, 'login-captcha')?.dataset.state === 'verified');
    byTestId<HTMLButtonElement>(canvasElement, 'reset-submit')?.click();
  };
}

const meta: ShellMeta = {
  title: 'shell/Login/ResetPasswordDialog',
  component: ResetPasswordDialog,
  render: () => <ResetOverLoginPage />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [captchaAnswer, resetSent] } },
};

export default meta;

/** Type an e-mail: the link is 'sent' (POST /api/reset 200), a message says so and the dialog closes. */
export const Open: ShellStory = {};

/** Sent: 'Link reset password telah dikirim…' and the dialog closed. */
export const LinkSent: ShellStory = { play: sendResetFor('siti.rahayu@bank.test') };

/** Not an e-mail address: the dialog says so and sends nothing. */
export const InvalidEmail: ShellStory = { play: sendResetFor('siti.rahayu@') };

/** The server's limit on reset requests (429). */
export const TooManyRequests: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        captchaAnswer,
        resetRefused(429, 'Terlalu banyak permintaan reset password, coba lagi dalam 57 detik'),
      ],
    },
  },
  play: sendResetFor('siti.rahayu@bank.test'),
};

/** The server is down (503): the maintenance text; a new captcha is solved for the next try. */
export const Maintenance: ShellStory = {
  parameters: { msw: { handlers: [captchaAnswer, resetRefused(503, SERVER_TEXTS.databaseDown)] } },
  play: sendResetFor('siti.rahayu@bank.test'),
};

/** GET /api/captcha answers 503: the dialog cannot send until 'Ulangi' succeeds. */
export const CaptchaFailing: ShellStory = { parameters: { msw: { handlers: [captchaDownAnswer, resetSent] } } };
