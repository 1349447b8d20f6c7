/**
 * The real app on a test database, with a cheap captcha (solved in-process with altcha-lib, as the
 * browser widget would) and helpers to log in. Every test file builds its own:
 *
 *   const t = await createTestApp();            // fresh database, migrated
 *   const user = await createUser(t.db, { name: 'ani', password: 'Rahasia#2026', roles: [10] });
 *   const { access_token } = await t.login('ani', 'Rahasia#2026');
 *   await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(access_token) });
 *   await t.close();
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { LoginResponse } from '@portal/contracts';
import { buildApp } from '../../src/app.js';
import { findPackageRoot, type Config } from '../../src/config.js';
import type { Database } from '../../src/platform/db/schema.js';
import { createUser } from './fixtures.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  database: TestDatabase;
  /** A valid `Captcha` header value for one request. */
  solveCaptcha(): Promise<string>;
  /** Logs in through POST /api/login and asserts success. */
  login(username: string, password: string): Promise<LoginResponse>;
  /** Closes the app; drops the database too unless it was passed in. */
  close(): Promise<void>;
}

export function testConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dbPoolSize: 10,
    dataDir: join(tmpdir(), 'portal-test-data'),
    embeddedPgPort: 0,
    migrationsDir: join(findPackageRoot(), 'db', 'migrations'),
    jwtSecret: randomBytes(32).toString('base64url'),
    captchaHmacKey: randomBytes(32).toString('base64url'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 14,
    idleTimeoutMs: 900_000,
    testHooks: false,
    // Small proof of work: solving takes a millisecond in tests.
    captchaMaxNumber: 1_000,
    // High enough that ordinary tests never meet it; the rate-limit test lowers it.
    loginRateLimit: 1_000,
    demoEmployees: 0,
    // A folder without dist/ builds: the API must work without a built front end.
    staticRoot: join(tmpdir(), 'portal-test-no-static'),
    remotesJsonFile: undefined,
    remotesCorsOrigins: [],
    publicUrl: 'http://portal.test',
    bodyLimitBytes: 1024 * 1024,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    logRequests: false,
    trustProxy: false,
    ...overrides,
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The request every module test repeats: `call(who, method, url, payload?)` with `who`'s bearer
 * token and a JSON body when there is one. The app is read at each call, as tests build it in
 * before(); `tokenOf` turns `who` into a token (by default `who` is the token itself).
 */
export function authorisedCaller<Who = string>(app: () => FastifyInstance, tokenOf: (who: Who) => string = String) {
  return (who: Who, method: TestMethod, url: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(tokenOf(who)), ...(payload === undefined ? {} : { payload }) });
}

export async function solveCaptchaFor(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha' });
  assert.equal(res.statusCode, 200, res.body);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  assert.ok(solution, 'captcha could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function createTestApp(
  options: { config?: Partial<Config>; database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(database.url, options.config);
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  const solveCaptcha = () => solveCaptchaFor(app);
  return {
    app,
    db: database.db,
    config,
    database,
    solveCaptcha,
    async login(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { captcha: await solveCaptcha() },
        payload: { username, password },
      });
      assert.equal(res.statusCode, 200, `login ${username}: ${res.body}`);
      return res.json<LoginResponse>();
    },
    async close() {
      await app.close();
      if (!options.database) await database.destroy();
    },
  };
}

/** A test app with one signed-in employee, ani (role 10): for tests that need any valid token. */
export async function createSignedInTestApp(): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp();
  await createUser(t.db, { name: 'ani', password: 'Rahasia#2026', roles: [10], pegawai: { nama: 'ANI' } });
  return { t, token: (await t.login('ani', 'Rahasia#2026')).access_token };
}
