/**
 * A fresh, migrated database per test file: CREATE DATABASE with a unique name on the server of
 * DATABASE_URL (the embedded PostgreSQL that test/run.mjs starts, or the one you point it at),
 * dropped again by `destroy()`. Files therefore run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { findPackageRoot } from '../../src/config.js';
import { createDatabase } from '../../src/platform/db/database.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import type { Database } from '../../src/platform/db/schema.js';
import { join } from 'node:path';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Connection string of this test database (for LISTEN clients and the app config). */
  url: string;
  name: string;
  destroy(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'DATABASE_URL is not set: run the tests with `npm test` (test/run.mjs), which starts an embedded PostgreSQL',
    );
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer((c) => c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`));
  const url = withDatabase(serverUrl(), name);
  const { db } = createDatabase(url, 10);
  await migrateToLatest(db, join(findPackageRoot(), 'db', 'migrations'));
  return {
    db,
    url,
    name,
    async destroy() {
      await db.destroy();
      // FORCE: a LISTEN connection that is still closing must not keep the database alive.
      await onServer((c) => c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}
