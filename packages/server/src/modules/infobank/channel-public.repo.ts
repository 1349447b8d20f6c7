/** SQL of the public info channel: live posts with their writer's name, newest first. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

function live(db: Db, search: string | undefined) {
  let query = db.selectFrom('channel_public as c').where('c.deleted_at', 'is', null);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('c.judul', 'ilike', pattern), eb('c.isi', 'ilike', pattern)]));
  }
  return query;
}

function withColumns(query: ReturnType<typeof live>) {
  return query
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'c.id',
      'c.judul',
      'c.isi',
      'c.user_id',
      'c.created_at',
      'c.updated_at',
      sql<string | null>`coalesce(p.nama, u.name)`.as('created_by_name'),
    ]);
}

export type ChannelPostDbRow = Awaited<ReturnType<typeof findPost>> & object;

export function listPosts(db: Db, q: { search?: string; limit: number; offset: number }) {
  const filtered = live(db, q.search);
  return pageWithTotal(
    withColumns(filtered)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    filtered,
  );
}

export function findPost(db: Db, id: number) {
  return withColumns(live(db, undefined)).where('c.id', '=', id).executeTakeFirst();
}

export function lockPost(trx: Db, id: number) {
  return trx
    .selectFrom('channel_public')
    .select(['id', 'judul', 'isi', 'user_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPost(trx: Db, values: { judul: string; isi: string; user_id: number }): Promise<number> {
  return (await trx.insertInto('channel_public').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePost(trx: Db, id: number, values: { judul: string; isi: string }): Promise<void> {
  await trx
    .updateTable('channel_public')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function softDeletePost(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('channel_public')
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
