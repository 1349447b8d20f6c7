// The page the e-mailed reset link opens, with POST /api/reset/confirm answered: choosing a new
// password (saved), a password the rules refuse (checked before sending), a link the server no longer
// accepts (422), maintenance (503) and a link without its token.
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { MESSAGES } from '@portal/domain';
import { FlashHost } from '../flash/FlashHost';
import { confirmPasswordReset } from '../session/portal-api';
import {
  byTestId,
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
import { ResetConfirmScreen } from './ResetConfirmScreen';

function ResetPage({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  return (
    <>
      {done ? (
        <main className="login-page">
          <p className="muted" role="status">
            Di portal halaman login terbuka sekarang.
          </p>
        </main>
      ) : (
        <ResetConfirmScreen
          token={token}
          onConfirm={(t, password) => confirmPasswordReset(storyTransport, t, password)}
          onDone={() => setDone(true)}
        />
      )}
      <FlashHost />
    </>
  );
}

const saved = http.post('/api/reset/confirm', async () => {
  await delay(600);
  return HttpResponse.json({ message: MESSAGES.passwordChanged });
});

function refused(status: number, message: string, errors?: Record<string, string[]>): RequestHandler {
  return http.post('/api/reset/confirm', async () => {
    await delay(600);
    return failure(status, message, errors);
  });
}

function choose(password: string, confirmation = password) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    typeInto(await waitFor(() => byTestId<HTMLInputElement>(canvasElement, 'reset-password')), password);
    typeInto(
      await waitFor(() => byTestId<HTMLInputElement>(canvasElement, 'reset-password-confirmation')),
      confirmation,
    );
    byTestId<HTMLButtonElement>(canvasElement, 'reset-confirm-submit')?.click();
  };
}

const LINK_INVALID = 'Link reset password tidak valid atau sudah kedaluwarsa';

const meta: ShellMeta<{ token: string }> = {
  title: 'shell/Login/ResetConfirmScreen',
  component: ResetConfirmScreen,
  render: ({ token }) => <ResetPage token={token} />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [saved] } },
  args: { token: 'b3f1c9d2e8a74f60' },
};

export default meta;

/** A fresh link: type a new password twice; the server saves it and the login page follows. */
export const ChooseNewPassword: ShellStory<{ token: string }> = {};

/** Too short and not confirmed: the rules answer before anything is sent. */
export const WeakPassword: ShellStory<{ token: string }> = { play: choose('rahasia', 'rahasia1') };

/** The link expired or was used (422 with the server's text). */
export const LinkExpired: ShellStory<{ token: string }> = {
  parameters: { msw: { handlers: [refused(422, LINK_INVALID, { token: [LINK_INVALID] })] } },
  play: choose('Kuat#Sekali2026'),
};

/** The server is down (503): the maintenance text. */
export const Maintenance: ShellStory<{ token: string }> = {
  parameters: { msw: { handlers: [refused(503, SERVER_TEXTS.databaseDown)] } },
  play: choose('Kuat#Sekali2026'),
};

/** The address lost its token: the page says so and leads back to the login page. */
export const IncompleteLink: ShellStory<{ token: string }> = { args: { token: '' } };
