/**
 * Counting attempts per account and per address (issue #13), shared by every server process
 * through the same table as the route rate limits (rate_limit_hits). Login, password reset and
 * registration each count several keys at once: a key over its limit refuses the attempt with
 * the time to wait, so spraying one password over many accounts, or one account from many
 * addresses, is slowed down as much as hammering one account from one address.
 */
import { sql } from 'kysely';
import type { Db } from './db/database.js';
import { HttpError } from './errors.js';

export interface AttemptLimit {
  /** e.g. `login:account:ani`; the namespace keeps it apart from the route limits' keys. */
  key: string;
  max: number;
  windowMs: number;
}

async function hit(db: Db, limit: AttemptLimit): Promise<{ count: number; ttlMs: number }> {
  const { rows } = await sql<{ count: number; ttl: number }>`
    INSERT INTO rate_limit_hits AS h (key, count, reset_at)
    VALUES (${`attempt|${limit.key}`}, 1, now() + ${limit.windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count    = CASE WHEN h.reset_at <= now() THEN 1 ELSE h.count + 1 END,
      reset_at = CASE WHEN h.reset_at <= now() THEN excluded.reset_at ELSE h.reset_at END
    RETURNING h.count, GREATEST(0, ceil(extract(epoch FROM h.reset_at - now()) * 1000))::int AS ttl`.execute(db);
  return { count: rows[0].count, ttlMs: rows[0].ttl };
}

/**
 * Counts one attempt on every key; 429 with `message` ({s} = seconds to wait) when any key is
 * past its limit. Limits with `max` 0 are off.
 */
export async function countAttempt(db: Db, limits: readonly AttemptLimit[], message: string): Promise<void> {
  let waitMs = 0;
  for (const limit of limits) {
    if (limit.max <= 0) continue;
    const { count, ttlMs } = await hit(db, limit);
    if (count > limit.max) waitMs = Math.max(waitMs, ttlMs);
  }
  if (waitMs > 0) throw new HttpError(429, message.replace('{s}', String(Math.max(1, Math.ceil(waitMs / 1000)))));
}
