import { act } from '@testing-library/react';
import { currentUserAtom, portalStore, readSession } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import type { LoginResponse, SessionClient } from '@portal/contracts';
import { clearFlash, currentFlash } from '../flash/flash';
import { createSessionController, LOGOUT_WAIT_MS } from './session-controller';
import { sessionEndReasonAtom, sessionPhaseAtom } from './session-store';

const client: SessionClient = {
  id: 5,
  name: 'baru',
  pegawai_id: 50,
  nama: 'Budi Santoso',
  rolesId: [10],
  jabatan_id: 2,
  kantor_id: 1,
  jabatan_nama: null,
  kantor_nama: null,
  photo: null,
  is_password_default: true,
};
const loginAnswer: LoginResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 900,
  client,
  photo: null,
  is_password_default: true,
};

/** The network, at the fetch level: every call answers with the next queued response. */
function mockFetch(...answers: Array<{ status: number; body?: unknown }>) {
  const fetchMock = jest.fn(async () => {
    const answer = answers.shift() ?? { status: 500, body: { message: 'no more answers' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status < 400,
      statusText: '',
      text: async () => text,
      blob: async () => new Blob([text]),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('session controller', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => {
      portalStore.set(currentUserAtom, null);
      portalStore.set(sessionPhaseAtom, 'checking');
      portalStore.set(sessionEndReasonAtom, null);
    });
  });
  afterEach(() => act(() => clearFlash()));

  it('logs in with the captcha header and keeps no password', async () => {
    const fetchMock = mockFetch({ status: 200, body: loginAnswer });
    const controller = createSessionController();
    await act(() => controller.login({ username: 'baru', password: 'baru', captcha: 'proof' }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect((init.headers as Record<string, string>).Captcha).toBe('proof');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(portalStore.get(sessionPhaseAtom)).toBe('authenticated');
    expect(portalStore.get(currentUserAtom)?.is_password_default).toBe(true);
    expect(readSession()?.accessToken).toBe('access-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('"baru"');
  });

  it('logout leaves after LOGOUT_WAIT_MS even when the server never answers the revocation', async () => {
    mockFetch({ status: 200, body: loginAnswer });
    const controller = createSessionController();
    await act(() => controller.login({ username: 'baru', password: 'baru', captcha: 'proof' }));
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    jest.useFakeTimers();
    try {
      const leaving = controller.logout();
      expect(portalStore.get(sessionPhaseAtom)).toBe('authenticated');
      await act(async () => {
        jest.advanceTimersByTime(LOGOUT_WAIT_MS);
        await leaving;
      });
      expect(portalStore.get(sessionPhaseAtom)).toBe('anonymous');
      expect(portalStore.get(sessionEndReasonAtom)).toBe('logout');
      expect(readSession()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('turns a login 5xx into the maintenance message', async () => {
    mockFetch({ status: 502, body: { message: 'Bad Gateway' } });
    const controller = createSessionController();
    await expect(controller.login({ username: 'x', password: 'y', captcha: 'z' })).rejects.toMatchObject({
      message: MESSAGES.maintenance,
    });
  });

  it('restores a stored session through /check, and starts anonymous without one', async () => {
    const controller = createSessionController();
    await act(() => controller.restore());
    expect(portalStore.get(sessionPhaseAtom)).toBe('anonymous');

    mockFetch({ status: 200, body: loginAnswer }, { status: 200, body: { ...client, is_password_default: false } });
    await act(() => controller.login({ username: 'baru', password: 'x', captcha: 'c' }));
    act(() => portalStore.set(sessionPhaseAtom, 'checking'));
    await act(() => controller.restore());
    expect(portalStore.get(sessionPhaseAtom)).toBe('authenticated');
    expect(portalStore.get(currentUserAtom)?.name).toBe('baru');
  });

  it('ends the session on a 401 with the 2 s message', async () => {
    mockFetch({ status: 200, body: loginAnswer }, { status: 401, body: { message: 'Unauthenticated' } });
    const controller = createSessionController();
    await act(() => controller.login({ username: 'baru', password: 'x', captcha: 'c' }));
    await act(async () => {
      await expect(controller.transport.request('GET', '/general/kantor')).rejects.toMatchObject({ status: 401 });
    });
    expect(portalStore.get(sessionPhaseAtom)).toBe('anonymous');
    expect(readSession()).toBeNull();
    expect(currentFlash().map((message) => message.text)).toContain(MESSAGES.sessionEnded);
  });

  it('sends a 403 to the forbidden handler', async () => {
    mockFetch({ status: 200, body: loginAnswer }, { status: 403, body: { message: 'Forbidden' } });
    const controller = createSessionController();
    const forbidden = jest.fn();
    controller.setForbiddenHandler(forbidden);
    await act(() => controller.login({ username: 'baru', password: 'x', captcha: 'c' }));
    await expect(controller.transport.request('GET', '/general/users')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(portalStore.get(sessionPhaseAtom)).toBe('authenticated');
  });

  it('logs out on idle with the idle reason, and on a password change with its message', async () => {
    mockFetch({ status: 200, body: loginAnswer }, { status: 200, body: loginAnswer });
    const controller = createSessionController();
    await act(() => controller.login({ username: 'baru', password: 'x', captcha: 'c' }));
    act(() => controller.end('idle'));
    expect(portalStore.get(sessionEndReasonAtom)).toBe('idle');
    expect(portalStore.get(sessionPhaseAtom)).toBe('anonymous');
    expect(readSession()).toBeNull();

    await act(() => controller.login({ username: 'baru', password: 'x', captcha: 'c' }));
    act(() => controller.end('passwordChanged'));
    expect(currentFlash().map((message) => message.text)).toContain(MESSAGES.passwordChanged);
  });
});
