/** SQL of the outbox viewer. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { OutboxChannel, OutboxStatus } from '../../platform/outbox.js';
import { containsPattern } from '../../platform/paging.js';

export interface OutboxFilter {
  channel?: OutboxChannel;
  status?: OutboxStatus;
  search?: string;
}

function filtered(db: Db, f: OutboxFilter) {
  let q = db.selectFrom('outbox');
  if (f.channel) q = q.where('channel', '=', f.channel);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) => eb.or([eb('recipient', 'ilike', pattern), eb('template', 'ilike', pattern)]));
  }
  return q;
}

export function listOutbox(db: Db, f: OutboxFilter, page: { limit: number; offset: number }) {
  return filtered(db, f)
    .select([
      sql<string>`id::text`.as('id'),
      'channel',
      'recipient',
      'template',
      'status',
      'attempts',
      'created_at',
      'sent_at',
      'updated_at',
    ])
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOutbox(db: Db, f: OutboxFilter): Promise<number> {
  return (
    await filtered(db, f)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
}

/** Counts per status of one channel (or all), for the tabs of the WhatsApp/e-mail lists. */
export async function countByStatus(db: Db, channel?: OutboxChannel): Promise<Record<string, number>> {
  let q = db
    .selectFrom('outbox')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .groupBy('status');
  if (channel) q = q.where('channel', '=', channel);
  return Object.fromEntries((await q.execute()).map((r) => [r.status, r.n]));
}
