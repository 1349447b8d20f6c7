import type { LoginResponse, RefreshResponse } from '@portal/contracts';

/**
 * The session in local storage, under the spec's keys (spec section 3, docs/adr/0002). Only tokens,
 * their expiry and the client id are kept: never the password, never the client object (roles are
 * re-read from /check so a stale copy cannot outlive an admin's change).
 */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresAt: 'expires_at',
  clientId: 'client_id',
} as const;

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  clientId: number | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Outside a browser (server rendering, node tests) there is no localStorage; a process-local map keeps
// the same behaviour without touching any global.
const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function storage(): KeyValueStorage {
  return typeof globalThis.localStorage === 'undefined' ? memoryStorage : globalThis.localStorage;
}

/** Stores a login or refresh answer. A refresh answer has no client, so the stored client id stays. */
export function saveSession(response: LoginResponse | RefreshResponse, now: number = Date.now()): StoredSession {
  const store = storage();
  const expiresAt = now + response.expires_in * 1000;
  store.setItem(SESSION_KEYS.accessToken, response.access_token);
  store.setItem(SESSION_KEYS.refreshToken, response.refresh_token);
  store.setItem(SESSION_KEYS.expiresAt, String(expiresAt));
  if ('client' in response && response.client) store.setItem(SESSION_KEYS.clientId, String(response.client.id));
  return readSession() as StoredSession;
}

/** The stored session, or null when any token part is missing or corrupt. */
export function readSession(): StoredSession | null {
  const store = storage();
  const accessToken = store.getItem(SESSION_KEYS.accessToken);
  const refreshToken = store.getItem(SESSION_KEYS.refreshToken);
  const expiresAt = Number(store.getItem(SESSION_KEYS.expiresAt));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { accessToken, refreshToken, expiresAt, clientId: readClientId() };
}

export function readClientId(): number | null {
  const raw = storage().getItem(SESSION_KEYS.clientId);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function clearSession(): void {
  const store = storage();
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
}
