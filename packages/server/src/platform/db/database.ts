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

/** Where a lost connection is reported; the process never dies of one (issue #14). */
export interface DatabaseLog {
  warn(obj: unknown, msg: string): void;
}

export function createDatabase(connectionString: string, poolSize = 20, log?: DatabaseLog): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const lost = (err: Error) =>
    log?.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'koneksi database terputus');
  // An idle client losing its connection (database restart) must not crash the process…
  pool.on('error', lost);
  // …nor one that is checked out between two queries (a transaction's client during a failover,
  // pg_terminate_backend, idle_session_timeout): pg emits 'error' on the client itself, and an
  // 'error' event nobody listens to ends Node. The query in flight still fails and answers 503.
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, pool };
}
