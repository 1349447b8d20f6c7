/** SQL of the officers (table pic, migration 0042): list with office, employee, position and account. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export interface PicFilter {
  kantorId?: number;
  topic?: string;
  search?: string;
}

export interface PicValues {
  kantor_id: number;
  topic: string;
  pegawai_id: number;
  keterangan: string | null;
}

function joined(db: Db) {
  return db
    .selectFrom('pic as c')
    .innerJoin('kantor as k', 'k.id', 'c.kantor_id')
    .innerJoin('pegawai as p', 'p.id', 'c.pegawai_id')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id');
}

function filtered(db: Db, f: PicFilter) {
  let query = joined(db);
  if (f.kantorId !== undefined) query = query.where('c.kantor_id', '=', f.kantorId);
  if (f.topic) query = query.where(sql<boolean>`lower(c.topic) = lower(${f.topic})`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    query = query.where((eb) =>
      eb.or([eb('p.nama', 'ilike', pattern), eb('c.topic', 'ilike', pattern), eb('k.nama', 'ilike', pattern)]),
    );
  }
  return query;
}

function withColumns(query: ReturnType<typeof joined>) {
  return query.select([
    'c.id',
    'c.kantor_id',
    'k.nama as kantor_nama',
    'c.topic',
    'c.pegawai_id',
    'p.nama as pegawai_nama',
    'j.nama as jabatan_nama',
    sql<number | null>`(SELECT min(u.id) FROM users u WHERE u.pegawai_id = p.id AND u.status = 'active')`.as('user_id'),
    'c.keterangan',
    'c.created_at',
    'c.updated_at',
  ]);
}

export function listPic(db: Db, f: PicFilter, limit: number, offset: number) {
  const query = filtered(db, f);
  const page = withColumns(query)
    .orderBy('k.nama')
    .orderBy(sql`lower(c.topic)`)
    .orderBy('p.nama')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return pageWithTotal(page, query);
}

export function findPic(db: Db, id: number) {
  return withColumns(joined(db)).where('c.id', '=', id).executeTakeFirst();
}

export async function listTopics(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('pic')
    .select(sql<string>`min(topic)`.as('topic'))
    .groupBy(sql`lower(topic)`)
    .orderBy(sql`lower(topic)`)
    .execute();
  return rows.map((r) => r.topic);
}

export async function kantorExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('kantor')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function pegawaiExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('pegawai').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Another officer row with the same office, topic (any case) and employee. */
export async function duplicateOf(db: Db, v: PicValues, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('pic')
    .select('id')
    .where('kantor_id', '=', v.kantor_id)
    .where('pegawai_id', '=', v.pegawai_id)
    .where(sql<boolean>`lower(topic) = lower(${v.topic})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPic(db: Db, v: PicValues): Promise<number> {
  const row = await db.insertInto('pic').values(v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function lockPic(db: Db, id: number) {
  return db.selectFrom('pic').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updatePic(db: Db, id: number, v: PicValues): Promise<void> {
  await db
    .updateTable('pic')
    .set({ ...v, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deletePic(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pic').where('id', '=', id).execute();
}
