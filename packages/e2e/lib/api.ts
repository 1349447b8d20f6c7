// The API from Node, the way a script or another tab would call it: a solved captcha, a login, JSON calls.
import { createHash } from 'node:crypto';
import { BASE_URL } from './browser.ts';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Solves the server's ALTCHA (v1) challenge as the browser widget does: the number whose
 * SHA-256 over salt + number is the challenge. Each solution is accepted once.
 */
export async function solvedCaptcha(baseUrl = BASE_URL): Promise<string> {
  const res = await fetch(`${baseUrl}/api/captcha`);
  if (!res.ok) throw new Error(`GET /api/captcha: ${res.status}`);
  const c = (await res.json()) as Challenge;
  if (c.algorithm !== 'SHA-256') throw new Error(`unexpected captcha algorithm ${c.algorithm}`);
  const max = c.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    ) {
      return Buffer.from(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number: n,
          salt: c.salt,
          signature: c.signature,
        }),
      ).toString('base64');
    }
  }
  throw new Error('captcha not solvable');
}

/** POST /api/login with a solved captcha; the access token. */
export async function apiLogin(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Captcha: await solvedCaptcha(baseUrl) },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (!res.ok) throw new Error(`login ${account.username} on ${baseUrl}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A JSON call with a bearer token: status and parsed body. */
export async function apiCall<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}
