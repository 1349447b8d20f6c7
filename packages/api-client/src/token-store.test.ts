import { SESSION_KEYS, clearSession, readClientId, readSession, saveSession } from './token-store';

const client = {
  id: 7,
  name: 'baru',
  pegawai_id: 3,
  nama: 'Baru',
  rolesId: [10],
  jabatan_id: 1,
  kantor_id: 1,
  jabatan_nama: null,
  kantor_nama: null,
  photo: 'p.jpg',
  is_password_default: true,
};
const login = {
  access_token: 'a1',
  refresh_token: 'r1',
  expires_in: 900,
  client,
  photo: 'p.jpg',
  is_password_default: true,
};

beforeEach(() => localStorage.clear());

describe('token store (browser local storage)', () => {
  it("stores exactly the spec's keys, with expires_at = now + expires_in seconds", () => {
    const saved = saveSession(login, 1_000_000);
    expect(saved).toEqual({ accessToken: 'a1', refreshToken: 'r1', expiresAt: 1_900_000, clientId: 7 });
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(localStorage.getItem('expires_at')).toBe('1900000');
    expect(localStorage.getItem('client_id')).toBe('7');
    expect(Object.values(SESSION_KEYS)).toEqual(['access_token', 'refresh_token', 'expires_at', 'client_id']);
  });

  it('never stores the client object or a password', () => {
    saveSession(login, 0);
    expect(localStorage.length).toBe(4);
    const everything = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key))
      .join('|');
    expect(everything).not.toContain('rolesId');
    expect(everything).not.toContain('Baru');
  });

  it('keeps the client id when a refresh answer (which has no client) replaces the tokens', () => {
    saveSession(login, 0);
    saveSession({ access_token: 'a2', refresh_token: 'r2', expires_in: 60 }, 5_000);
    expect(readSession()).toEqual({ accessToken: 'a2', refreshToken: 'r2', expiresAt: 65_000, clientId: 7 });
  });

  it('reads nothing when a part is missing or corrupt', () => {
    expect(readSession()).toBeNull();
    saveSession(login, 0);
    localStorage.setItem('expires_at', 'soon');
    expect(readSession()).toBeNull();
    saveSession(login, 0);
    localStorage.removeItem('refresh_token');
    expect(readSession()).toBeNull();
    localStorage.setItem('client_id', 'x');
    expect(readClientId()).toBeNull();
  });

  it('clears every key, and leaves other keys alone', () => {
    localStorage.setItem('chakra-ui-color-mode', 'light');
    saveSession(login, 0);
    clearSession();
    expect(readSession()).toBeNull();
    expect(readClientId()).toBeNull();
    expect(localStorage.length).toBe(1);
  });
});
