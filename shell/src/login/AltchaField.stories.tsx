// The self-hosted ALTCHA captcha of the login and reset forms, with GET /api/captcha answered: a real
// challenge solved in the browser (verified, the payload shown), the challenge still on its way, the
// challenge failing (503 → 'Verifikasi captcha gagal.' with 'Ulangi') and failing once, then 'Ulangi' works.
import { useState } from 'react';
import { delay, http } from 'msw';
import {
  captchaAnswer,
  captchaChallenge,
  captchaDownAnswer,
  captchaPendingAnswer,
  failure,
  prepareStory,
  SERVER_TEXTS,
  withLoginPageStyles,
  type ShellMeta,
  type ShellStory,
} from '../testing/story-fixtures';
import { AltchaField } from './AltchaField';

/** The field in a login card, with the payload it hands to the form. */
function CaptchaOnCard() {
  const [payload, setPayload] = useState<string | null>(null);
  return (
    <main className="login-page">
      <section className="login-card login-form" aria-label="Captcha">
        <AltchaField onPayload={setPayload} />
        <p className="muted" data-testid="captcha-payload">
          {payload ? `Header Captcha: ${payload.slice(0, 32)}… (${payload.length} karakter)` : 'Belum ada payload.'}
        </p>
      </section>
    </main>
  );
}

let attempts = 0;

/** The first challenge fails (503), the next ones are served. */
const failsOnceAnswer = http.get('/api/captcha', async () => {
  attempts += 1;
  if (attempts > 1) return captchaChallenge();
  await delay(400);
  return failure(503, SERVER_TEXTS.databaseDown);
});

const meta: ShellMeta = {
  title: 'shell/Login/AltchaField',
  component: AltchaField,
  render: () => <CaptchaOnCard />,
  decorators: [withLoginPageStyles],
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen', msw: { handlers: [captchaAnswer] } },
};

export default meta;

/** The challenge arrives and is solved at once: 'Terverifikasi: Anda bukan robot'. */
export const Verified: ShellStory = {};

/** The challenge has not arrived: 'Memverifikasi bahwa Anda bukan robot…'. */
export const Verifying: ShellStory = { parameters: { msw: { handlers: [captchaPendingAnswer] } } };

/** GET /api/captcha answers 503: 'Verifikasi captcha gagal.' and 'Ulangi' (which fails again here). */
export const Failing: ShellStory = { parameters: { msw: { handlers: [captchaDownAnswer] } } };

/** The first challenge fails; 'Ulangi' fetches a new one, which is solved. */
export const FailsOnceThenRetry: ShellStory = {
  parameters: { msw: { handlers: [failsOnceAnswer] } },
  beforeEach: () => {
    attempts = 0;
  },
};
