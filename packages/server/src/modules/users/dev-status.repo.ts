/** SQL of GET /api/dev/status: queue depths, push presence, database version and migrations. */
import { sql } from 'kysely';
import type { QueueDepth } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Background jobs by name: waiting (queued) and running, with the oldest waiting one. */
export async function jobDepths(db: Db): Promise<QueueDepth[]> {
  const rows = await db
    .selectFrom('jobs')
    .select([
      'name',
      sql<number>`count(*) FILTER (WHERE status = 'queued')::int`.as('waiting'),
      sql<number>`count(*) FILTER (WHERE status = 'running')::int`.as('running'),
      sql<Date | null>`min(created_at) FILTER (WHERE status = 'queued')`.as('oldest'),
    ])
    .where('status', 'in', ['queued', 'running'])
    .groupBy('name')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ name: r.name, waiting: r.waiting, running: r.running, oldest_waiting_at: iso(r.oldest) }));
}

/** E-mail and WhatsApp messages not delivered yet, by channel. */
export async function outboxDepths(db: Db): Promise<QueueDepth[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['channel', sql<number>`count(*)::int`.as('waiting'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('status', '=', 'queue')
    .groupBy('channel')
    .orderBy('channel')
    .execute();
  return rows.map((r) => ({ name: r.channel, waiting: r.waiting, running: 0, oldest_waiting_at: iso(r.oldest) }));
}

/** Open push streams and the server processes holding them (rows refreshed within `staleAfterMs`). */
export async function presenceFigures(
  db: Db,
  staleAfterMs: number,
): Promise<{ instances: number; connections: number }> {
  return db
    .selectFrom('realtime_connections')
    .select([
      sql<number>`count(DISTINCT instance_id)::int`.as('instances'),
      sql<number>`count(*)::int`.as('connections'),
    ])
    .where(sql<boolean>`seen_at > now() - make_interval(secs => ${staleAfterMs / 1000})`)
    .executeTakeFirstOrThrow();
}

export async function databaseFigures(
  db: Db,
): Promise<{ version: string; migrations: number; last_migration: string | null }> {
  const version = await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(db);
  const migrations = await sql<{ n: number; last: string | null }>`
    SELECT count(*)::int AS n, max(name) AS last FROM kysely_migration`.execute(db);
  return {
    version: version.rows[0]?.v ?? '',
    migrations: migrations.rows[0]?.n ?? 0,
    last_migration: migrations.rows[0]?.last ?? null,
  };
}
