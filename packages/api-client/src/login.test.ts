import { MESSAGES } from '@portal/domain';
import { ApiError } from './api-error';
import { fetchCurrentUser, login, logout } from './login';
import { currentUserAtom, isLoggedInAtom, portalStore, sessionTokenAtom } from './session-atoms';
import { fakeFetch, type FakeAnswer, type FakeCall } from './testing/fake-fetch';
import { readSession, saveSession } from './token-store';
import { createTransport } from './transport';
import { loginAnswer, testClient } from './testing/session-fixtures';

const NOW = 1_800_000_000_000;
const client = testClient({ id: 5, name: 'pegawai', pegawai_id: 11, nama: 'Siti Rahayu', jabatan_id: 4, kantor_id: 2 });
const answer = loginAnswer(client, { access_token: 'acc' });

function setup(respond: (call: FakeCall) => FakeAnswer) {
  const fake = fakeFetch(respond);
  const onSessionEnded = jest.fn();
  return { fake, onSessionEnded, transport: createTransport({ fetch: fake.fetch, now: () => NOW, onSessionEnded }) };
}

beforeEach(() => {
  localStorage.clear();
  portalStore.set(sessionTokenAtom, null);
  portalStore.set(currentUserAtom, null);
});

describe('login', () => {
  it('posts the credentials with the captcha header, then stores the session and sets the atoms', async () => {
    const { fake, transport } = setup(() => ({ body: answer }));
    await expect(
      login(transport, { username: 'pegawai', password: 'Pegawai#2026', captcha: 'altcha-payload' }),
    ).resolves.toEqual(answer);

    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/login',
      body: JSON.stringify({ username: 'pegawai', password: 'Pegawai#2026' }),
    });
    expect(fake.calls[0].headers.Captcha).toBe('altcha-payload');
    expect(fake.calls[0].headers.Authorization).toBeUndefined();
    expect(readSession()).toEqual({ accessToken: 'acc', refreshToken: 'ref', expiresAt: NOW + 900_000, clientId: 5 });
    expect(JSON.stringify({ ...localStorage })).not.toContain('Pegawai#2026');
    expect(portalStore.get(sessionTokenAtom)).toBe('acc');
    expect(portalStore.get(isLoggedInAtom)).toBe(true);
    expect(portalStore.get(currentUserAtom)).toEqual(client);
  });

  it.each([500, 502, 503])('turns a %i into the maintenance message', async (status) => {
    const { transport } = setup(() => ({ status, body: { message: 'stack trace' } }));
    const error = await login(transport, { username: 'a', password: 'b', captcha: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status,
      message: 'Server lagi maintenance, coba lagi sebentar atau hubungi Divisi SDM',
    });
  });

  it('turns an unreachable server into the maintenance message too', async () => {
    const { transport } = setup(() => new TypeError('Failed to fetch'));
    await expect(login(transport, { username: 'a', password: 'b', captcha: 'c' })).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.maintenance,
    });
  });

  it("keeps the server's message for other failures and clears what was stored", async () => {
    saveSession({ access_token: 'stale', refresh_token: 'stale', expires_in: 900 }, NOW);
    portalStore.set(sessionTokenAtom, 'stale');
    const { transport, onSessionEnded } = setup(() => ({
      status: 422,
      body: { message: 'Username atau password salah', errors: { username: ['salah'] } },
    }));
    await expect(login(transport, { username: 'a', password: 'b', captcha: 'c' })).rejects.toMatchObject({
      status: 422,
      message: 'Username atau password salah',
      errors: { username: ['salah'] },
    });
    expect(readSession()).toBeNull();
    expect(portalStore.get(sessionTokenAtom)).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('revokes the refresh token on the server and clears everything', async () => {
    saveSession(answer, NOW);
    portalStore.set(sessionTokenAtom, 'acc');
    portalStore.set(currentUserAtom, client);
    const { fake, transport } = setup(() => ({ status: 204 }));
    await logout(transport);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/logout',
      body: JSON.stringify({ refresh_token: 'ref' }),
    });
    expect(fake.calls[0].headers.Authorization).toBe('Bearer acc');
    expect(localStorage.length).toBe(0);
    expect(portalStore.get(sessionTokenAtom)).toBeNull();
    expect(portalStore.get(currentUserAtom)).toBeNull();
  });

  it.each<[string, FakeAnswer]>([
    ['a server error', { status: 500 }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('clears everything even after %s', async (_label, failure) => {
    saveSession(answer, NOW);
    portalStore.set(currentUserAtom, client);
    const { transport } = setup(() => failure);
    await expect(logout(transport)).resolves.toBeUndefined();
    expect(readSession()).toBeNull();
    expect(portalStore.get(currentUserAtom)).toBeNull();
  });

  it('refreshes a nearly expired token first, then revokes the new refresh token', async () => {
    saveSession({ ...answer, expires_in: 30 }, NOW);
    const { fake, transport } = setup((call) =>
      call.url === '/api/refresh'
        ? { body: { access_token: 'acc2', refresh_token: 'ref2', expires_in: 900 } }
        : { status: 204 },
    );
    await logout(transport);
    expect(fake.calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/refresh', JSON.stringify({ refresh_token: 'ref' })],
      ['/api/logout', JSON.stringify({ refresh_token: 'ref2' })],
    ]);
    expect(readSession()).toBeNull();
  });

  it('makes no call when nobody is logged in', async () => {
    const { fake, transport } = setup(() => ({ status: 204 }));
    await logout(transport);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('fetchCurrentUser', () => {
  it('reads GET /check into currentUserAtom', async () => {
    saveSession(answer, NOW);
    const fresh = { ...client, rolesId: [10, 57] };
    const { fake, transport } = setup(() => ({ body: fresh }));
    await expect(fetchCurrentUser(transport)).resolves.toEqual(fresh);
    expect(fake.calls[0]).toMatchObject({ method: 'GET', url: '/api/check' });
    expect(portalStore.get(currentUserAtom)).toEqual(fresh);
  });

  it('rejects and leaves the atom alone on failure', async () => {
    saveSession(answer, NOW);
    const { transport } = setup(() => ({ status: 500, statusText: 'Internal Server Error' }));
    await expect(fetchCurrentUser(transport)).rejects.toMatchObject({ status: 500 });
    expect(portalStore.get(currentUserAtom)).toBeNull();
  });
});
