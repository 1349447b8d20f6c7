import { solveCaptchaChallenge, type CaptchaChallenge } from '@portal/api-client';

/**
 * One ALTCHA proof of work for a form: fetches a challenge from the portal (GET /api/captcha) and
 * solves it with altcha-lib's solver (a 1 KB chunk loaded on first use) → the `Captcha` header value.
 */
export async function fetchAndSolveCaptcha(challengeUrl: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(challengeUrl, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${challengeUrl}: HTTP ${response.status}`);
  return solveCaptchaChallenge((await response.json()) as CaptchaChallenge, signal);
}
