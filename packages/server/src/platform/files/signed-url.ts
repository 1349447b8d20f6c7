/**
 * The local adapter's presigned addresses: `/api/storage/local/<key>?expires=…&signature=…`, an
 * HMAC over the method, the key, the expiry and every other parameter, so changing any of them
 * (another path, a later expiry, a bigger limit) breaks the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { encodeStorageKey } from './safe-key.js';

export const LOCAL_STORAGE_ROUTE = '/api/storage/local';

export type SignedMethod = 'GET' | 'PUT';

/** Parameters covered by the signature besides method, key and expiry (sorted by name when signed). */
export type SignedParams = Record<string, string>;

function signature(secret: string, method: SignedMethod, key: string, expires: number, params: SignedParams): string {
  const extra = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHmac('sha256', secret).update(`${method}\n${key}\n${expires}\n${extra}`).digest('base64url');
}

export function signLocalUrl(options: {
  secret: string;
  baseUrl: string;
  method: SignedMethod;
  key: string;
  expires: number;
  params?: SignedParams;
}): string {
  const params = options.params ?? {};
  const query = new URLSearchParams({ ...params, expires: String(options.expires) });
  query.set('signature', signature(options.secret, options.method, options.key, options.expires, params));
  return `${options.baseUrl}${LOCAL_STORAGE_ROUTE}/${encodeStorageKey(options.key)}?${query.toString()}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** `expires` is in Unix seconds; the signature is checked before the clock, so a forged expiry says 'invalid'. */
export function verifyLocalSignature(options: {
  secret: string;
  method: SignedMethod;
  key: string;
  expires: unknown;
  signature: unknown;
  params?: SignedParams;
  nowMs: number;
}): SignatureCheck {
  const expires = Number(options.expires);
  if (typeof options.signature !== 'string' || !Number.isSafeInteger(expires)) return 'invalid';
  const expected = Buffer.from(signature(options.secret, options.method, options.key, expires, options.params ?? {}));
  const given = Buffer.from(options.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return options.nowMs >= expires * 1000 ? 'expired' : 'valid';
}
