/**
 * @jest-environment node
 */
// Single-flight refresh against a real HTTP server, through Node's real fetch.
import { MESSAGES } from '@portal/domain';
import { ApiError } from './api-error';
import { currentUserAtom, portalStore, sessionTokenAtom } from './session-atoms';
import { delay, sendJson, startTestServer, type TestServer } from './testing/test-server';
import { clearSession, readClientId, readSession, saveSession } from './token-store';
import { createTransport } from './transport';
import { loginAnswer, testClient } from './testing/session-fixtures';

const client = testClient({ id: 9, rolesId: [10, 57] });

let server: TestServer;
let refreshCalls = 0;
let refreshBehaviour: 'rotate' | 'reject' | 503 | 429 = 'rotate';
let acceptedTokens = new Set<string>();

beforeAll(async () => {
  server = await startTestServer(async (req, res) => {
    if (req.url === '/api/refresh') {
      refreshCalls += 1;
      await delay(50); // long enough for every parallel request to arrive while the refresh is pending
      if (typeof refreshBehaviour === 'number') return sendJson(res, refreshBehaviour, { message: 'down' });
      const sent = JSON.parse(req.body.toString()).refresh_token;
      if (refreshBehaviour === 'reject' || sent !== 'old-refresh' || req.headers.authorization) {
        return sendJson(res, 401, { message: 'Refresh token invalid' });
      }
      acceptedTokens = new Set(['new-access']);
      return sendJson(res, 200, { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 });
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!acceptedTokens.has(token)) return sendJson(res, 401, { message: 'Unauthenticated' });
    return sendJson(res, 200, { url: req.url, token });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  refreshCalls = 0;
  refreshBehaviour = 'rotate';
  acceptedTokens = new Set(['old-access']);
  server.requests.length = 0;
  clearSession();
  portalStore.set(sessionTokenAtom, 'old-access');
  portalStore.set(currentUserAtom, client);
});

const NOW = 1_800_000_000_000;
function storeSession(expiresInSeconds: number) {
  saveSession(
    loginAnswer(client, { access_token: 'old-access', refresh_token: 'old-refresh', expires_in: expiresInSeconds }),
    NOW,
  );
}
function transport(onSessionEnded = jest.fn()) {
  return { onSessionEnded, api: createTransport({ baseUrl: `${server.origin}/api`, now: () => NOW, onSessionEnded }) };
}
const twenty = () => Array.from({ length: 20 }, (_, i) => i);

describe('single-flight refresh', () => {
  it('refreshes once for 20 parallel requests whose token expires within the threshold, and all use the new token', async () => {
    storeSession(299);
    const { api, onSessionEnded } = transport();
    const results = await Promise.all(
      twenty().map((i) => api.request<{ token: string; url: string }>('GET', `/items/${i}`)),
    );

    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.token)).toEqual(twenty().map(() => 'new-access'));
    expect(new Set(results.map((r) => r.url)).size).toBe(20);
    const itemRequests = server.requests.filter((r) => r.url.startsWith('/api/items/'));
    expect(itemRequests).toHaveLength(20);
    expect(itemRequests.every((r) => r.headers.authorization === 'Bearer new-access')).toBe(true);
    expect(readSession()).toEqual({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      expiresAt: NOW + 900_000,
      clientId: 9,
    });
    expect(portalStore.get(sessionTokenAtom)).toBe('new-access');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('refreshes an already expired token the same way', async () => {
    storeSession(-60);
    const { api } = transport();
    const results = await Promise.all(twenty().map((i) => api.request<{ token: string }>('GET', `/items/${i}`)));
    expect(refreshCalls).toBe(1);
    expect(results.every((r) => r.token === 'new-access')).toBe(true);
  });

  it('does not refresh a token with more than the threshold left, nor again after a refresh', async () => {
    storeSession(301);
    const { api } = transport();
    await Promise.all(twenty().map((i) => api.request('GET', `/items/${i}`)));
    expect(refreshCalls).toBe(0);

    clearSession();
    storeSession(10);
    await api.request('GET', '/items/a');
    await Promise.all(twenty().map((i) => api.request('GET', `/items/${i}`)));
    expect(refreshCalls).toBe(1);
  });

  it('on a refused refresh: clears storage, ends the session once and fails every request without sending it', async () => {
    storeSession(100);
    refreshBehaviour = 'reject';
    const { api, onSessionEnded } = transport();
    const outcomes = await Promise.allSettled(twenty().map((i) => api.request('GET', `/items/${i}`)));

    expect(refreshCalls).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, message: MESSAGES.sessionEnded });
    }
    expect(server.requests.filter((r) => r.url.startsWith('/api/items/'))).toHaveLength(0);
    expect(readSession()).toBeNull();
    expect(readClientId()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith(MESSAGES.sessionEnded);
    expect(portalStore.get(sessionTokenAtom)).toBeNull();
    expect(portalStore.get(currentUserAtom)).toBeNull();
  });

  it.each([503, 429] as const)(
    'keeps the session through a %i on /refresh, using the old token while it is still valid',
    async (status) => {
      storeSession(100);
      refreshBehaviour = status;
      const { api, onSessionEnded } = transport();
      const result = await api.request<{ token: string }>('GET', '/items/1');
      expect(result.token).toBe('old-access');
      expect(readSession()?.refreshToken).toBe('old-refresh');
      expect(onSessionEnded).not.toHaveBeenCalled();
    },
  );

  it('fails, but keeps the session, when the outage meets an expired token', async () => {
    storeSession(-1);
    refreshBehaviour = 503;
    const { api, onSessionEnded } = transport();
    await expect(api.request('GET', '/items/1')).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(readSession()?.refreshToken).toBe('old-refresh');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('takes the token another tab refreshed while this tab waited for the refresh lock', async () => {
    storeSession(100);
    const locks = {
      request: jest.fn(async (_name: string, work: () => Promise<unknown>) => {
        // The other tab held the lock, rotated the tokens and wrote them to the shared storage.
        saveSession({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 }, NOW);
        acceptedTokens = new Set(['new-access']);
        return work();
      }),
    };
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      const { api } = transport();
      const results = await Promise.all([1, 2, 3].map((i) => api.request<{ token: string }>('GET', `/items/${i}`)));
      expect(results.every((r) => r.token === 'new-access')).toBe(true);
      expect(locks.request).toHaveBeenCalledTimes(1);
      expect(locks.request.mock.calls[0][0]).toBe('portal-sdm-token-refresh');
      expect(refreshCalls).toBe(0);
    } finally {
      delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('sends requests without a token when nobody is logged in, and never refreshes', async () => {
    const { api, onSessionEnded } = transport();
    await expect(api.request('GET', '/items/1')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
