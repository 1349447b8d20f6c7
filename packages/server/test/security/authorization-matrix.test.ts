/**
 * Permanent authorization matrix (issue #13): every route the server registers (its own route
 * table) × admin, hr, pegawai, terbatas (the demo roles), no token, an expired token and the
 * token of a deleted user. The expected answer comes from the route's own declaration
 * (`config.public`, `config.authenticated`, `config.policy`: a POLICY of @portal/domain); a route that
 * declares none fails. Requests carry no valid payload: a refused caller must be refused before
 * the payload matters, an admitted one must not be refused for who they are.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser, seedKantor } from '../helpers/fixtures.js';
import { apiRoutes, fillPath, hasBody, type ApiRoute } from '../helpers/route-walk.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';
import { hasAccess, MESSAGE_FORBIDDEN } from '../../src/platform/auth/guard.js';
import { AccessTokens } from '../../src/platform/auth/tokens.js';

const PASSWORD = 'Rahasia#Kuat2026';
/** The demo accounts' roles (README). */
const DEMO_ROLES: Record<string, number[]> = {
  admin: [1, 3, 4, 7, 9, 10, 12, 13, 14, 15, 50, 51, 53, 54, 57, 58, 59, 60, 61, 62, 63, 64, 66],
  hr: [10, 57],
  pegawai: [10],
  terbatas: [8, 10],
};
type Caller = keyof typeof DEMO_ROLES | 'tanpa_token' | 'token_kedaluwarsa' | 'user_dihapus';
const CALLERS: Caller[] = ['admin', 'hr', 'pegawai', 'terbatas', 'tanpa_token', 'token_kedaluwarsa', 'user_dihapus'];

type Expectation = 'any' | 'signed-in' | 'refused-401' | 'refused-403';

/** What the declaration promises for a caller (null roles = no valid token). */
export function expected(route: ApiRoute, roles: number[] | null): Expectation {
  const c = route.config;
  if (c.public) return 'any';
  if (roles === null) return 'refused-401';
  // The matrix calls without an event, so the '' event's stricter policy applies too.
  const policies = [c.policy, c.eventPolicies?.['']].filter((p) => p !== undefined);
  return policies.every((p) => hasAccess({ roles }, p)) ? 'signed-in' : 'refused-403';
}

describe('authorization matrix over every route', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};
  const cells = { total: 0, byExpectation: {} as Record<string, number> };

  before(async () => {
    t = await createTestApp({ config: { loginRateLimit: 0 } });
    const kantor = Object.values(await seedKantor(t.db))[0];
    for (const [name, roles] of Object.entries(DEMO_ROLES)) {
      await createUser(t.db, {
        name,
        password: PASSWORD,
        roles,
        pegawai: { nama: `Pegawai ${name}`, kantor_id: kantor },
      });
      tokens[name as Caller] = (await t.login(name, PASSWORD)).access_token;
    }
    // Expired: correctly signed, live session, every role, one minute past its expiry.
    const adminSession = await t.db
      .selectFrom('user_sessions')
      .innerJoin('users', 'users.id', 'user_sessions.user_id')
      .select(['user_sessions.id', 'users.id as userId'])
      .where('users.name', '=', 'admin')
      .executeTakeFirstOrThrow();
    tokens.token_kedaluwarsa = await new AccessTokens(t.config.jwtSecret, -60).sign({
      userId: adminSession.userId,
      sessionId: adminSession.id,
      roles: DEMO_ROLES.admin,
      jabatanId: null,
    });
    // A deleted account's token, still within its lifetime.
    await createUser(t.db, { name: 'dihapus', password: PASSWORD, roles: DEMO_ROLES.admin });
    tokens.user_dihapus = (await t.login('dihapus', PASSWORD)).access_token;
    const deleted = await t.db.selectFrom('users').select('id').where('name', '=', 'dihapus').executeTakeFirstOrThrow();
    await t.db.deleteFrom('audit_log').where('user_id', '=', deleted.id).execute();
    await t.db.deleteFrom('users').where('id', '=', deleted.id).execute();
  });
  after(() => t.close());

  test('every route declares its rule: public, authenticated, or a policy', () => {
    const undeclared = apiRoutes(t.app).filter((r) => !r.config.public && !r.config.authenticated && !r.config.policy);
    assert.deepEqual(
      undeclared.map((r) => `${r.method} ${r.url}`),
      [],
      'routes without a declared access rule',
    );
  });

  test('each cell answers as the route declares', async () => {
    const failures: string[] = [];
    const admittedButForbidden: string[] = [];
    for (const route of apiRoutes(t.app)) {
      const url = fillPath(route.url, (name) => (name === '*' ? 'link/1/a.pdf' : '1'));
      for (const caller of CALLERS) {
        const roles = caller in DEMO_ROLES ? DEMO_ROLES[caller] : null;
        const want = expected(route, roles);
        const token = tokens[caller];
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? bearer(token) : {},
          ...(hasBody(route.method) ? { payload: {} } : {}),
        });
        cells.total++;
        cells.byExpectation[want] = (cells.byExpectation[want] ?? 0) + 1;
        const got = `${res.statusCode} ${res.body.slice(0, 120)}`;
        const cell = `${caller} × ${route.method} ${route.url}: expected ${want}, got ${got}`;
        if (res.statusCode >= 500) failures.push(cell);
        else if (want === 'refused-401' && res.statusCode !== 401) failures.push(cell);
        else if (want === 'refused-403' && !(res.statusCode === 403 && res.json().message === MESSAGE_FORBIDDEN))
          failures.push(cell);
        else if ((want === 'signed-in' || want === 'any') && res.statusCode === 401 && !route.config.public)
          failures.push(cell);
        // The guard's refusal of a caller the declared roles admit: the rule and the guard disagree.
        else if (
          want === 'signed-in' &&
          res.statusCode === 403 &&
          (route.config.policy || route.config.eventPolicies) &&
          res.json().message === MESSAGE_FORBIDDEN
        )
          failures.push(cell);
        else if (want === 'signed-in' && res.statusCode === 403)
          admittedButForbidden.push(`${caller} × ${route.method} ${route.url}: ${res.json().message}`);
        // A successful call may end the caller's own session (POST /api/logout): sign in again.
        if (
          roles &&
          res.statusCode < 300 &&
          (await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(token!) })).statusCode === 401
        ) {
          tokens[caller] = (await t.login(caller, PASSWORD)).access_token;
        }
      }
    }
    process.stdout.write(
      `authorization matrix: ${apiRoutes(t.app).length} routes × ${CALLERS.length} callers = ${cells.total} cells checked ${JSON.stringify(cells.byExpectation)}; admitted but refused by a payload/row rule: ${admittedButForbidden.length}\n`,
    );
    if (process.env.MATRIX_REPORT) process.stdout.write(`${admittedButForbidden.join('\n')}\n`);
    assert.deepEqual(failures, []);
  });
});
