import { useCallback } from 'react';
import { ApiError } from './api-error';
import type { Transport } from './transport';
import { useTransport } from './transport-context';

/**
 * The self-hosted ALTCHA captcha without its widget: for flagged calls made from code, such as the
 * upload-address flow (spec section 7: "obtain captcha token; POST … store_get_url_upload"). The
 * server's challenge (GET /api/captcha, altcha-lib v1: SHA-256 over salt + number) is solved here
 * with altcha-lib's own solver, which needs only Web Crypto, and the base64 payload is what the
 * `Captcha` header carries, exactly as the login widget sends it. A payload is accepted once:
 * ask for a fresh one per request.
 *
 *   const getCaptcha = useCaptchaToken();
 *   const url = await requestUploadUrl(transport, { path, captcha: await getCaptcha() });
 */

/** GET /api/captcha. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

export const CAPTCHA_PATH = '/captcha';
export const CAPTCHA_UNSOLVED = 'Captcha tidak dapat diselesaikan, silakan ulangi';

/** altcha-lib's own bound when a challenge names none. */
const DEFAULT_MAX_NUMBER = 1_000_000;

function abortError(): Error {
  const error = new Error('The captcha was aborted');
  error.name = 'AbortError';
  return error;
}

/** Solves one challenge (proof of work in this thread, async per hash) → the `Captcha` header value. */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  if (signal?.aborted) throw abortError();
  // Loaded on first use, so the shared api-client chunk does not carry the solver.
  const { solveChallenge } = await import(/* webpackChunkName: "altcha-solver" */ 'altcha-lib/v1');
  const run = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
  );
  const onAbort = () => run.controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const solution = await run.promise;
    if (signal?.aborted) throw abortError();
    if (!solution) throw new ApiError(0, CAPTCHA_UNSOLVED);
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return btoa(JSON.stringify(payload));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Fetches a fresh challenge and solves it. */
export async function fetchCaptchaToken(transport: Transport, signal?: AbortSignal): Promise<string> {
  const challenge = await transport.request<CaptchaChallenge>('GET', CAPTCHA_PATH, { signal });
  return solveCaptchaChallenge(challenge, signal);
}

/** A stable function returning a fresh, solved captcha payload each time it is called. */
export function useCaptchaToken(): (signal?: AbortSignal) => Promise<string> {
  const transport = useTransport();
  return useCallback((signal?: AbortSignal) => fetchCaptchaToken(transport, signal), [transport]);
}
