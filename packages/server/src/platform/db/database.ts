/** Kysely over one pg Pool. The pool is returned too, for LISTEN clients and shutdown. */
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared.js';
import type { Database } from './schema.js';

/** What repositories accept: the app-wide handle or a transaction of it. */
export type Db = Kysely<Database> | Transaction<Database>;

// DATE columns stay 'YYYY-MM-DD' strings: turning them into JS Dates would shift them by the
// server's time zone (tanggal_lahir 1990-01-01 becoming 1989-12-31T17:00Z in WIB).
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
}

export function createDatabase(connectionString: string, poolSize = 20): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, pool };
}
