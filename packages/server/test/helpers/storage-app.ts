/**
 * The real app for the storage tests, built like test/helpers/test-app.ts but with a clock the
 * test moves (signed addresses expire after 5 minutes) and its own data folder for the files.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/platform/db/schema.js';
import { solveCaptchaFor, testConfig } from './test-app.js';
import { createTestDatabase } from './test-db.js';

export interface StorageTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  clock: { now: number };
  captcha(): Promise<string>;
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export async function createStorageTestApp(overrides: Partial<Config> = {}): Promise<StorageTestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-files-test-'));
  const clock = { now: Date.now() };
  const app = await buildApp({
    db: database.db,
    config: testConfig(database.url, { dataDir, ...overrides }),
    now: () => clock.now,
  });
  await app.ready();
  const captcha = () => solveCaptchaFor(app);
  return {
    app,
    db: database.db,
    dataDir,
    clock,
    captcha,
    async login(username, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { captcha: await captcha() },
        payload: { username, password },
      });
      assert.equal(res.statusCode, 200, `login ${username}: ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
