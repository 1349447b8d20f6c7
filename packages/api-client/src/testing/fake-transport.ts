/**
 * A fake of the Transport the shell provides to remotes (no fetch mocked): component tests give it
 * the answers of `METHOD /path` keys, or one handler for all calls, and read `request` (a jest.fn)
 * to see what the page sent. An unanswered call rejects with 404, so a page's error path shows.
 */
import { ApiError } from '../api-error';
import type { RequestOptions, Transport } from '../transport';

/** A value, an Error (the call rejects with it), or a function of the call's options returning either. */
export type TransportAnswer = unknown | ((options: RequestOptions | undefined) => unknown);
/** One handler for every call; `undefined` means "no answer" (404). */
export type TransportHandler = (method: string, path: string, options: RequestOptions | undefined) => unknown;

export function fakeTransport(answers: Record<string, TransportAnswer> | TransportHandler) {
  const request = jest.fn(async (method: string, path: string, options?: RequestOptions) => {
    const key = `${method} ${path}`;
    let value: unknown;
    if (typeof answers === 'function') {
      value = await answers(method, path, options);
      if (value === undefined) throw new ApiError(404, `no answer for ${key}`);
    } else {
      if (!(key in answers)) throw new ApiError(404, `no answer for ${key}`);
      const answer = answers[key];
      value = typeof answer === 'function' ? await (answer as (o?: RequestOptions) => unknown)(options) : answer;
    }
    if (value instanceof Error) throw value;
    return value;
  });
  const transport = {
    baseUrl: '/api',
    now: Date.now,
    url: (p: string) => `/api${p}`,
    getAccessToken: async () => 'token',
    request,
  } as unknown as Transport;
  return { transport, request };
}
