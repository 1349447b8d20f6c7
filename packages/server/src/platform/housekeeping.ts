/**
 * Periodic clean-up of rows that only matter until they expire. Every server process runs it;
 * the deletes are idempotent, so several processes doing it at once is harmless.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/schema.js';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export async function purgeExpiredRows(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('captcha_used').where('expires_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('rate_limit_hits').where('reset_at', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('password_resets').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
  // Ended sessions stay a month for "who was logged in when" questions, then go with their tokens.
  await db.deleteFrom('user_sessions').where('expires_at', '<', sql<Date>`now() - interval '30 days'`).execute();
}

/** Starts the timer; the returned function stops it (on app close). */
export function startHousekeeping(db: Kysely<Database>, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    purgeExpiredRows(db).catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
