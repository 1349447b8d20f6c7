import { MESSAGES, REFRESH_THRESHOLD_SECONDS } from '@portal/domain';
import type { RefreshRequest, RefreshResponse } from '@portal/contracts';
import { ApiError, apiErrorFromBody, isAbortError } from './api-error';
import { containsBlob, toFormData } from './form-data';
import { buildQueryString, type QueryParams } from './query-string';
import { trackRequest } from './request-activity';
import { resetSessionState, setSessionToken } from './session-atoms';
import { clearSession, readClientId, readSession, saveSession, type StoredSession } from './token-store';
import { sendWithProgress, type UploadBody, type UploadMethod } from './upload';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** Plain data goes as JSON; FormData, or data holding a File/Blob, goes as multipart. */
  body?: unknown;
  /** Captcha solution for flagged calls (login, storage, upload addresses): sent with the client id. */
  captcha?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * 'json' (default; empty body → undefined, non-JSON text → the text), 'text', 'blob' for downloads,
   * 'response' for the fetch Response itself (downloads that need Content-Disposition or Location).
   */
  responseType?: 'json' | 'text' | 'blob' | 'response';
  /** Send through XMLHttpRequest and report upload progress (0..100); the answer is read as text/JSON. */
  onUploadProgress?: (percent: number) => void;
}

export interface TransportConfig {
  /** API base, default '/api'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The session is over (401, failed refresh): the shell shows the message and returns to login. */
  onSessionEnded?: (message: string) => void;
  /** 403: the shell navigates to `unauthorized`. */
  onForbidden?: (error: ApiError) => void;
  now?: () => number;
  refreshThresholdSeconds?: number;
}

export interface Transport {
  readonly baseUrl: string;
  now(): number;
  url(path: string, query?: QueryParams): string;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** A usable access token (refreshed first when close to expiry), or null when logged out. For SSE/WebSocket too. */
  getAccessToken(): Promise<string | null>;
}

/** Spec section 7: paths containing /login, /refresh or /reset carry no Authorization header. */
export function isPublicPath(path: string): boolean {
  const pathname = path.split('?')[0];
  return ['/login', '/refresh', '/reset'].some((segment) => pathname.includes(segment));
}

interface WireResponse {
  status: number;
  statusText: string;
  ok: boolean;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

export function createTransport(config: TransportConfig = {}): Transport {
  const baseUrl = (config.baseUrl ?? '/api').replace(/\/+$/, '');
  // Calling window.fetch detached from window throws "Illegal invocation", hence the wrapper.
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = config.now ?? Date.now;
  const thresholdMs = (config.refreshThresholdSeconds ?? REFRESH_THRESHOLD_SECONDS) * 1000;
  let refreshing: Promise<string> | null = null;

  const url = (path: string, query?: QueryParams) =>
    `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${buildQueryString(query)}`;
  const isFresh = (session: StoredSession) => session.expiresAt - now() > thresholdMs;

  /** Clears everything; tells the shell once, however many requests notice the end at the same time. */
  function endSession(): ApiError {
    const hadSession = readSession() !== null;
    clearSession();
    resetSessionState();
    if (hadSession) config.onSessionEnded?.(MESSAGES.sessionEnded);
    return new ApiError(401, MESSAGES.sessionEnded);
  }

  async function performRefresh(): Promise<string> {
    const session = readSession();
    if (!session) throw endSession();
    // Another tab may have refreshed while this one waited for the lock: reuse its token, because
    // sending the now-rotated refresh token again would look like theft and revoke the session.
    if (isFresh(session)) return session.accessToken;
    let response: Response;
    try {
      response = await fetchImpl(url('/refresh'), {
        method: 'POST',
        credentials: 'omit',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.refreshToken } satisfies RefreshRequest),
      });
    } catch {
      throw new ApiError(0, MESSAGES.somethingWrong);
    }
    const text = await response.text();
    // 5xx and 429 (rate limit) say nothing about the refresh token; keep the session so a later call can retry.
    if (response.status >= 500 || response.status === 429)
      throw apiErrorFromBody(response.status, response.statusText, text);
    if (!response.ok) throw endSession();
    const answer = parseRefreshAnswer(text);
    if (!answer) throw new ApiError(response.status, MESSAGES.somethingWrong);
    saveSession(answer, now());
    setSessionToken(answer.access_token);
    return answer.access_token;
  }

  /** Single flight: every caller during a refresh waits for the same one. */
  function refreshOnce(): Promise<string> {
    refreshing ??= withCrossTabLock(performRefresh).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function getAccessToken(): Promise<string | null> {
    const session = readSession();
    if (!session) return null;
    if (isFresh(session)) return session.accessToken;
    try {
      return await refreshOnce();
    } catch (error) {
      // A passing outage (network, 5xx) while the old token is still valid should not fail the call.
      const transient = error instanceof ApiError && error.status !== 401;
      if (transient && session.expiresAt > now()) return session.accessToken;
      throw error;
    }
  }

  function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
    if (body === undefined) return {};
    if (
      (typeof FormData !== 'undefined' && body instanceof FormData) ||
      (typeof Blob !== 'undefined' && body instanceof Blob) ||
      (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
      body instanceof ArrayBuffer
    ) {
      return { body: body as BodyInit };
    }
    if (containsBlob(body)) return { body: toFormData(body as Record<string, unknown>) };
    return { body: JSON.stringify(body), contentType: 'application/json' };
  }

  async function send(
    method: HttpMethod,
    target: string,
    headers: Record<string, string>,
    body: BodyInit | undefined,
    options: RequestOptions,
  ): Promise<WireResponse> {
    if (options.onUploadProgress) {
      const answer = await sendWithProgress({
        url: target,
        method: method as UploadMethod,
        body: body as UploadBody,
        headers,
        onProgress: options.onUploadProgress,
        signal: options.signal,
      });
      return { ...answer, text: async () => answer.text, blob: async () => new Blob([answer.text]) };
    }
    return fetchImpl(target, { method, headers, body, signal: options.signal, credentials: 'omit' });
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const isPublic = isPublicPath(path);
    const token = isPublic ? null : await getAccessToken();
    const { body, contentType } = encodeBody(options.body);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (contentType) headers['Content-Type'] = contentType;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.captcha !== undefined) {
      headers.Captcha = options.captcha;
      const clientId = readClientId();
      if (clientId !== null) headers['X-Client-Id'] = String(clientId);
    }

    let response: WireResponse;
    try {
      response = await trackRequest(send(method, url(path, options.query), headers, body, options));
    } catch (error) {
      if (isAbortError(error) || error instanceof ApiError) throw error;
      throw new ApiError(0, MESSAGES.somethingWrong);
    }

    if (response.ok) return readBody<T>(response, options.responseType ?? 'json');
    const error = apiErrorFromBody(response.status, response.statusText, await response.text());
    // On /login a 401 or 403 is a refused sign-in, not the end of a session or a missing role.
    if (!isPublic && response.status === 401) throw endSession();
    if (!isPublic && response.status === 403) config.onForbidden?.(error);
    throw error;
  }

  return { baseUrl, now, url, request, getAccessToken };
}

async function readBody<T>(response: WireResponse, type: NonNullable<RequestOptions['responseType']>): Promise<T> {
  if (type === 'response') return response as T;
  if (type === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (type === 'text') return text as T;
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

function parseRefreshAnswer(text: string): RefreshResponse | null {
  try {
    const answer = JSON.parse(text) as Partial<RefreshResponse>;
    const valid =
      typeof answer.access_token === 'string' &&
      typeof answer.refresh_token === 'string' &&
      typeof answer.expires_in === 'number';
    return valid ? (answer as RefreshResponse) : null;
  } catch {
    return null;
  }
}

/** Serialises refreshes across tabs where the Web Locks API exists (all current browsers). */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks?.request ? (locks.request('portal-sdm-token-refresh', work) as Promise<T>) : work();
}
