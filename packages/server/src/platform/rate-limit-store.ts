/**
 * A @fastify/rate-limit store on PostgreSQL, so every server process counts the same attempts
 * (the plugin's default store is per process). One upsert per counted request.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function createPgRateLimitStore(db: Kysely<Database>) {
  return class PgRateLimitStore {
    /** Counter namespace of one route; the plugin constructs the root store with its options. */
    private prefix = '';

    // The plugin passes the route's time window as a third argument (its typings omit it).
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      sql<{ count: number; ttl: number }>`
        INSERT INTO rate_limit_hits AS h (key, count, reset_at)
        VALUES (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count    = CASE WHEN h.reset_at <= now() THEN 1 ELSE h.count + 1 END,
          reset_at = CASE WHEN h.reset_at <= now() THEN excluded.reset_at ELSE h.reset_at END
        RETURNING h.count, GREATEST(0, ceil(extract(epoch FROM h.reset_at - now()) * 1000))::int AS ttl`
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: rows[0].count, ttl: rows[0].ttl }),
          (error: Error) => callback(error),
        );
    }

    /** One counter space per route, as the plugin's own stores do. */
    // Called with the route's merged rate-limit options, which carry the route as `routeInfo`.
    child(params: object): PgRateLimitStore {
      const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const store = new PgRateLimitStore();
      store.prefix = `${String(route.method ?? '')} ${route.url ?? ''}|`;
      return store;
    }
  };
}
