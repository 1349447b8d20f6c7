// The signed-in user and login answer most tests start from: HR Budi unless a test says otherwise.
import type { LoginResponse, SessionClient } from '@portal/contracts';
import { setCurrentUser } from '../session-atoms';

export function testClient(over: Partial<SessionClient> = {}): SessionClient {
  return {
    id: 42,
    name: 'hr',
    pegawai_id: 1,
    nama: 'Budi',
    rolesId: [10],
    jabatan_id: 2,
    kantor_id: 3,
    jabatan_nama: null,
    kantor_nama: null,
    photo: null,
    is_password_default: false,
    ...over,
  };
}

/** What POST /api/login answers for `client`, ready for saveSession. */
export function loginAnswer(client: SessionClient, over: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access_token: 'tok',
    refresh_token: 'ref',
    expires_in: 900,
    client,
    photo: null,
    is_password_default: false,
    ...over,
  };
}

/**
 * Signs `testClient(over)` in with these roles (the session atom every page's useAllows and the
 * shell's guard read), for component tests and stories; a test calls `resetSessionState` after.
 */
export function signInAs(rolesId: number[], over: Partial<SessionClient> = {}): SessionClient {
  const client = testClient({ ...over, rolesId });
  setCurrentUser(client);
  return client;
}
