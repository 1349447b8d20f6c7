/**
 * Periodic clean-up of rows that only matter until they expire. Every server process runs it;
 * the deletes are idempotent, so several processes doing it at once is harmless.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/schema.js';
import type { FileStorage } from './files/storage.js';
import { purgeEndedActingApprovers } from './approval/approval.repo.js';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/** A temporary file no write touched for this long belongs to a process that died mid-write. */
export const ABANDONED_WRITE_MS = 15 * 60_000;

export async function purgeExpiredRows(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('captcha_used')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('rate_limit_hits')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  // Ended sessions stay a month for "who was logged in when" questions, then go with their tokens.
  await db
    .deleteFrom('user_sessions')
    .where('expires_at', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
  // An acting official stops deciding the day after their period (reads already pass them over).
  await purgeEndedActingApprovers(db);
}

async function sweepFiles(storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const removed = (await storage.sweepAbandonedWrites?.(ABANDONED_WRITE_MS)) ?? 0;
  if (removed > 0) log.info({ removed }, 'abandoned temporary files removed');
}

/** Sweeps files once now (a restart after a crash), then both every interval; the returned function stops it. */
export function startHousekeeping(db: Kysely<Database>, storage: FileStorage, log: FastifyBaseLogger): () => void {
  const failed = (err: unknown) => log.warn({ err }, 'housekeeping failed');
  void sweepFiles(storage, log).catch(failed);
  const timer = setInterval(() => {
    purgeExpiredRows(db).catch(failed);
    sweepFiles(storage, log).catch(failed);
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
