/** Kysely queries of the helpdesk: tickets, their messages and attachments, categories, agents, the summary. */
import type { HelpdeskPriority, HelpdeskStatus } from '@portal/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { HelpdeskTiketTable } from '../../platform/db/tables/helpdesk-worksheet.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';
import { slaSql } from './helpdesk-sla.js';

/** `files.owner_type` of a message's attachments (owner_id: the message id). */
export const HELPDESK_FILE_OWNER = 'helpdesk_message';

export type TiketRow = Selectable<HelpdeskTiketTable> & {
  kategori_nama: string;
  assignee_name: string | null;
};

export interface TiketFilter {
  requesterId?: number;
  status?: HelpdeskStatus;
  prioritas?: HelpdeskPriority;
  kategoriId?: number;
  assigneeId?: number;
  breached?: boolean;
  search?: string;
}

const PRIORITY_ORDER = sql`array_position(ARRAY['Rendah','Sedang','Tinggi','Kritis']::text[], t.prioritas)`;
const STATUS_ORDER = sql`array_position(ARRAY['Baru','Diproses','Selesai','Ditutup']::text[], t.status)`;

function filtered(db: Db, f: TiketFilter) {
  let q = db
    .selectFrom('helpdesk_tiket as t')
    .innerJoin('helpdesk_kategori as k', 'k.id', 't.kategori_id')
    .leftJoin('users as a', 'a.id', 't.assignee_id')
    .leftJoin('pegawai as ap', 'ap.id', 'a.pegawai_id');
  if (f.requesterId !== undefined) q = q.where('t.requester_id', '=', f.requesterId);
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.prioritas) q = q.where('t.prioritas', '=', f.prioritas);
  if (f.kategoriId) q = q.where('t.kategori_id', '=', f.kategoriId);
  if (f.assigneeId) q = q.where('t.assignee_id', '=', f.assigneeId);
  if (f.breached) {
    const s = slaSql('t');
    q = q.where(sql<boolean>`(${s.responseBreached} OR ${s.resolutionBreached})`);
  }
  if (f.search) {
    const p = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([eb('t.subjek', 'ilike', p), eb('t.nomor', 'ilike', p), eb('t.requester_name', 'ilike', p)]),
    );
  }
  return q;
}

export type TiketSort = 'created_at' | 'updated_at' | 'prioritas' | 'status' | 'nomor';

export async function listTickets(
  db: Db,
  f: TiketFilter,
  page: { limit: number; offset: number; sort: { column: TiketSort; direction: 'asc' | 'desc' } | null },
): Promise<{ rows: TiketRow[]; total: number }> {
  const base = filtered(db, f);
  const sort = page.sort ?? { column: 'created_at', direction: 'desc' };
  const key =
    sort.column === 'prioritas'
      ? PRIORITY_ORDER
      : sort.column === 'status'
        ? STATUS_ORDER
        : sql.ref(`t.${sort.column}`);
  const rows = base
    .selectAll('t')
    .select(['k.nama as kategori_nama', sql<string | null>`coalesce(ap.nama, a.name)`.as('assignee_name')])
    .orderBy(sql`${key} ${sql.raw(sort.direction)}`)
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return pageWithTotal(rows, base.select('t.id'));
}

export async function findTicket(db: Db, id: number): Promise<TiketRow | undefined> {
  return filtered(db, {})
    .selectAll('t')
    .select(['k.nama as kategori_nama', sql<string | null>`coalesce(ap.nama, a.name)`.as('assignee_name')])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

export async function lockTicket(db: Db, id: number) {
  return db.selectFrom('helpdesk_tiket').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function messagesOf(db: Db, tiketId: number) {
  return db
    .selectFrom('helpdesk_message')
    .selectAll()
    .where('tiket_id', '=', tiketId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function attachmentsOf(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', 'owner_id', 'path', 'original_name', 'content_type', 'size', 'created_at'])
    .where('owner_type', '=', HELPDESK_FILE_OWNER)
    .where('owner_id', 'in', [...messageIds])
    .orderBy('id')
    .execute();
}

/** The ticket a message belongs to (for the files' read check). */
export async function tiketOfMessage(db: Db, messageId: number) {
  return db
    .selectFrom('helpdesk_message as m')
    .innerJoin('helpdesk_tiket as t', 't.id', 'm.tiket_id')
    .select(['t.id', 't.requester_id'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

export async function insertTicket(
  db: Db,
  v: { subjek: string; kategori_id: number; prioritas: HelpdeskPriority; requester_id: number; requester_name: string },
) {
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence('helpdesk_tiket', 'id'))::int AS id`.execute(db);
  const id = rows[0].id;
  const nomor = `HD-${String(id).padStart(6, '0')}`;
  return db
    .insertInto('helpdesk_tiket')
    .values({ id, nomor, ...v })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertMessage(
  db: Db,
  v: { tiket_id: number; user_id: number; sender_name: string; is_agent: boolean; body: string },
) {
  const row = await db.insertInto('helpdesk_message').values(v).returningAll().executeTakeFirstOrThrow();
  await db
    .updateTable('helpdesk_tiket')
    .set({
      messages_count: sql`messages_count + 1`,
      updated_at: sql`now()`,
      first_response_at: v.is_agent ? sql`coalesce(first_response_at, ${row.created_at})` : sql`first_response_at`,
    })
    .where('id', '=', v.tiket_id)
    .execute();
  return row;
}

export async function updateTicket(
  db: Db,
  id: number,
  set: Partial<Pick<Selectable<HelpdeskTiketTable>, 'status' | 'assignee_id' | 'resolved_at' | 'closed_at'>>,
) {
  await db
    .updateTable('helpdesk_tiket')
    .set({ ...set, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function activeKategori(db: Db) {
  return db
    .selectFrom('helpdesk_kategori')
    .select(['id', 'nama'])
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

export async function kategoriExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('helpdesk_kategori')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active accounts holding any of the agent roles, by name. */
export async function agents(db: Db, roleIds: readonly number[], userId?: number) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['u.id', sql<string>`coalesce(p.nama, u.name)`.as('nama')])
    .where('u.status', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as r')
          .select('r.user_id')
          .whereRef('r.user_id', '=', 'u.id')
          .where('r.role_id', 'in', [...roleIds]),
      ),
    )
    .orderBy('nama');
  if (userId !== undefined) q = q.where('u.id', '=', userId);
  return q.execute();
}

export async function nameOf(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(sql<string>`coalesce(p.nama, u.name)`.as('nama'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return (row?.nama ?? `Pengguna ${userId}`).slice(0, 255);
}

export async function summary(db: Db) {
  const s = slaSql('t');
  const [totals] = (
    await sql<{
      total: number;
      avg_response: number | null;
      avg_resolution: number | null;
      response_breached: number;
      resolution_breached: number;
      running: number;
    }>`
    SELECT count(*)::int AS total,
      round(avg(extract(epoch FROM t.first_response_at - t.created_at) / 60)::numeric, 1)::float8 AS avg_response,
      round(avg(extract(epoch FROM t.resolved_at - t.created_at) / 60)::numeric, 1)::float8 AS avg_resolution,
      count(*) FILTER (WHERE ${s.responseBreached})::int AS response_breached,
      count(*) FILTER (WHERE ${s.resolutionBreached})::int AS resolution_breached,
      count(*) FILTER (WHERE ${s.running})::int AS running
    FROM helpdesk_tiket t`.execute(db)
  ).rows;
  const [perStatus, perPrioritas, perKategori] = await Promise.all([
    db
      .selectFrom('helpdesk_tiket')
      .select(['status as key', sql<number>`count(*)::int`.as('jumlah')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('helpdesk_tiket')
      .select(['prioritas as key', sql<number>`count(*)::int`.as('jumlah')])
      .groupBy('prioritas')
      .execute(),
    db
      .selectFrom('helpdesk_kategori as k')
      .leftJoin('helpdesk_tiket as t', 't.kategori_id', 'k.id')
      .select(['k.id', 'k.nama', sql<number>`count(t.id)::int`.as('jumlah')])
      .groupBy(['k.id', 'k.nama'])
      .orderBy('k.id')
      .execute(),
  ]);
  return { totals, perStatus, perPrioritas, perKategori };
}
