// The captcha's proof of work, played by the tests: each `fetchAndSolveCaptcha` call waits until
// the test solves (or fails) it. Use with
//   jest.mock('./captcha', () => jest.requireActual('../testing/fake-captcha').captchaModuleMock());
import { act } from '@testing-library/react';

interface Pending {
  resolve: (payload: string) => void;
  reject: (error: Error) => void;
  signal: AbortSignal;
}

const pending: Pending[] = [];

export function captchaModuleMock() {
  return {
    fetchAndSolveCaptcha: (_url: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => pending.push({ resolve, reject, signal })),
  };
}

/** How many captchas are being solved and not aborted. */
export function captchasInProgress(): number {
  return pending.filter((p) => !p.signal.aborted).length;
}

/** Solves every captcha in progress with `payload`. */
export async function solveCaptchas(payload: string): Promise<void> {
  await act(async () => {
    for (const p of pending.splice(0)) p.resolve(payload);
  });
}

/** Fails every captcha in progress (the challenge could not be fetched). */
export async function failCaptchas(): Promise<void> {
  await act(async () => {
    for (const p of pending.splice(0)) p.reject(new Error('GET /api/captcha: HTTP 503'));
  });
}
