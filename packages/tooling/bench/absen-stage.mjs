// The attendance benches' stage (absen-checkin.mjs, absen-report.mjs): the production server with
// `employees` demo employees on its embedded PostgreSQL, a direct connection to that database and
// a year of generated attendance (absen-year-data.mjs); and access tokens signed with the
// JWT_SECRET the server was given, for users the benches create in SQL.
import { createHmac, randomBytes } from 'node:crypto';
import { fillAbsenYear } from './absen-year-data.mjs';
import { startPortalServerWithDb } from './portal-server.mjs';

const b64url = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** An access token the server accepts: HS256 over { sub, sid, roles, jabatan_id, iat, exp }, valid for an hour. */
export function signAccessToken(secret, { userId, sessionId, roles, jabatanId = null }) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sid: sessionId, roles, jabatan_id: jabatanId, sub: String(userId), iat: now, exp: now + 3600 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/**
 * Starts the stage, runs `bench({ srv, client, secret, year })` on it and stops everything, however
 * the bench ends; answers what the bench answered.
 */
export async function withAbsenStage({ employees, days }, bench) {
  const secret = randomBytes(32).toString('hex');
  const { srv, client, stop } = await startPortalServerWithDb({
    DEMO_EMPLOYEES: String(employees),
    JWT_SECRET: secret,
  });
  try {
    const year = await fillAbsenYear(client, { days });
    return await bench({ srv, client, secret, year });
  } finally {
    await stop();
  }
}
