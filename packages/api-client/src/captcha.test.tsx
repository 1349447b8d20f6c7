// The captcha without a widget: a real altcha-lib v1 challenge (made here as the server makes it),
// fetched through the transport and solved with Web Crypto; the payload is what the server verifies.
import { act, renderHook } from '@testing-library/react';
import { createHash, webcrypto } from 'node:crypto';
import type { ReactNode } from 'react';
import {
  CAPTCHA_UNSOLVED,
  fetchCaptchaToken,
  solveCaptchaChallenge,
  useCaptchaToken,
  type CaptchaChallenge,
} from './captcha';
import type { Transport } from './transport';
import { TransportProvider } from './transport-context';

// jsdom has crypto.getRandomValues but not SubtleCrypto; browsers (secure contexts) have both.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

function challengeFor(number: number, maxnumber = 50): CaptchaChallenge {
  const salt = 'a1b2c3d4e5f6?expires=1999999999&';
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
    salt,
    signature: 'sig',
    maxnumber,
  };
}

function fakeTransport(challenge: CaptchaChallenge) {
  const request = jest.fn(async () => challenge);
  return {
    transport: {
      baseUrl: '/api',
      now: Date.now,
      url: (p: string) => p,
      getAccessToken: async () => null,
      request,
    } as unknown as Transport,
    request,
  };
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));

describe('captcha', () => {
  it('GETs /captcha and answers the base64 payload the server verifies', async () => {
    const { transport, request } = fakeTransport(challengeFor(37));
    const payload = await fetchCaptchaToken(transport);
    expect(request).toHaveBeenCalledWith('GET', '/captcha', { signal: undefined });
    expect(decode(payload)).toEqual({
      algorithm: 'SHA-256',
      challenge: challengeFor(37).challenge,
      number: 37,
      salt: challengeFor(37).salt,
      signature: 'sig',
    });
  });

  it('rejects a challenge without a solution under its maxnumber, and an aborted one', async () => {
    await expect(solveCaptchaChallenge(challengeFor(90, 20))).rejects.toMatchObject({
      status: 0,
      message: CAPTCHA_UNSOLVED,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(solveCaptchaChallenge(challengeFor(3), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('useCaptchaToken gives a stable function bound to the provided transport', async () => {
    const { transport, request } = fakeTransport(challengeFor(5));
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <TransportProvider transport={transport}>{children}</TransportProvider>
    );
    const { result, rerender } = renderHook(() => useCaptchaToken(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    let payload = '';
    await act(async () => {
      payload = await result.current();
    });
    expect(decode(payload).number).toBe(5);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
