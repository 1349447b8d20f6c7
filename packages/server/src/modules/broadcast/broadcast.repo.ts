/**
 * SQL of broadcasts. The audience is one set-based query (active employees of the target, with
 * their portal account, e-mail address and phone); the outbox rows of 20 000 recipients go in with
 * one INSERT … SELECT per channel, never a statement per recipient.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export interface AudienceTarget {
  /** Empty: no office filter. Each office counts with every office below it. */
  kantorIds: readonly number[];
  /** Empty: no position filter. */
  jabatanIds: readonly number[];
}

/**
 * `WITH RECURSIVE k …, a AS (…)`: the offices of the target and the audience rows `a`
 * (pegawai_id, user_id of an active account or null, email or null, phone or null).
 */
function audienceCte(t: AudienceTarget): RawBuilder<unknown> {
  const byKantor = t.kantorIds.length > 0;
  const byJabatan = t.jabatanIds.length > 0;
  return sql`WITH RECURSIVE k(id) AS (
      SELECT unnest(${[...t.kantorIds]}::int[])
      UNION
      SELECT c.id FROM kantor c JOIN k ON c.parent_id = k.id
    ), a AS (
      SELECT p.id AS pegawai_id, u.id AS user_id,
             coalesce(nullif(btrim(u.email), ''), nullif(btrim(p.email), '')) AS email,
             nullif(btrim(p.phone), '') AS phone
        FROM pegawai p
        LEFT JOIN users u ON u.pegawai_id = p.id AND u.status = 'active'
       WHERE p.is_active
         AND (NOT ${byKantor} OR p.kantor_id IN (SELECT id FROM k))
         AND (NOT ${byJabatan} OR p.jabatan_id = ANY(${[...t.jabatanIds]}::int[]))
    )`;
}

export interface AudienceCounts {
  recipients: number;
  portal: number;
  email: number;
  whatsapp: number;
}

export async function countAudience(db: Db, t: AudienceTarget): Promise<AudienceCounts> {
  const { rows } = await sql<AudienceCounts>`${audienceCte(t)}
    SELECT count(*)::int AS recipients, count(user_id)::int AS portal,
           count(email)::int AS email, count(phone)::int AS whatsapp
      FROM a`.execute(db);
  return rows[0];
}

/** The active accounts of the audience (in-portal notifications). */
export async function audienceUserIds(db: Db, t: AudienceTarget): Promise<number[]> {
  const { rows } = await sql<{ ids: number[] | null }>`${audienceCte(t)}
    SELECT array_agg(user_id) AS ids FROM a WHERE user_id IS NOT NULL`.execute(db);
  return rows[0]?.ids ?? [];
}

/** Queues one outbox message per audience member with an address on `channel`; answers how many. */
export async function queueOutbox(
  trx: Db,
  t: AudienceTarget,
  broadcastId: number,
  channel: 'email' | 'whatsapp',
  message: { subject: string | null; body: string; template: string },
): Promise<number> {
  const address = channel === 'email' ? sql`a.email` : sql`a.phone`;
  const { rows } = await sql<{ n: number }>`${audienceCte(t)}, q AS (
      INSERT INTO outbox (channel, recipient, subject, body, template)
      SELECT ${channel}, ${address}, ${message.subject}, ${message.body}, ${message.template}
        FROM a WHERE ${address} IS NOT NULL
      RETURNING id
    ), l AS (
      INSERT INTO broadcast_outbox (outbox_id, broadcast_id) SELECT id, ${broadcastId} FROM q RETURNING 1
    )
    SELECT count(*)::int AS n FROM l`.execute(trx);
  return rows[0].n;
}

export async function existingIds(db: Db, table: 'kantor' | 'jabatan', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let query = db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids]);
  if (table === 'kantor') query = query.where('deleted_at', 'is', null);
  return new Set((await query.execute()).map((r) => r.id));
}

export async function senderNameOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(sql<string>`coalesce(p.nama, u.name)`.as('nama'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.nama ?? null;
}

export interface NewBroadcast {
  judul: string;
  pesan: string;
  target: 'all' | 'selected';
  kantor_ids: number[];
  jabatan_ids: number[];
  via_email: boolean;
  via_whatsapp: boolean;
  recipients_count: number;
  portal_count: number;
  user_id: number;
  sender_name: string | null;
}

export async function insertBroadcast(trx: Db, values: NewBroadcast): Promise<number> {
  const row = await trx
    .insertInto('broadcast')
    .values({ ...values, email_count: 0, whatsapp_count: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setQueuedCounts(trx: Db, id: number, email: number, whatsapp: number): Promise<void> {
  await trx
    .updateTable('broadcast')
    .set({ email_count: email, whatsapp_count: whatsapp })
    .where('id', '=', id)
    .execute();
}

function history(db: Db, search: string | undefined) {
  let query = db.selectFrom('broadcast as b');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('b.judul', 'ilike', pattern), eb('b.pesan', 'ilike', pattern)]));
  }
  return query;
}

export type BroadcastDbRow = Awaited<ReturnType<typeof listBroadcasts>>['rows'][number];

export function listBroadcasts(db: Db, q: { search?: string; limit: number; offset: number; id?: number }) {
  let filtered = history(db, q.search);
  if (q.id !== undefined) filtered = filtered.where('b.id', '=', q.id);
  return pageWithTotal(
    filtered
      .selectAll('b')
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    filtered,
  );
}

/** Outbox states of the broadcasts' messages, per broadcast and channel. */
export function outboxStates(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('broadcast_outbox as bo')
    .innerJoin('outbox as o', 'o.id', 'bo.outbox_id')
    .select(['bo.broadcast_id', 'o.channel', 'o.status', sql<number>`count(*)::int`.as('n')])
    .where('bo.broadcast_id', 'in', [...ids])
    .groupBy(['bo.broadcast_id', 'o.channel', 'o.status'])
    .execute();
}

export function namesOf(db: Db, table: 'kantor' | 'jabatan', ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom(table)
    .select(['id', 'nama'])
    .where('id', 'in', [...ids])
    .execute();
}
