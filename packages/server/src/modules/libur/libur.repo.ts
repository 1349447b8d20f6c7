/** Kysely queries of public holidays. */
import type { LiburRow } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { pageWithTotal } from '../../platform/paging.js';

export async function listLibur(
  db: Db,
  q: { tahun?: number; search?: string; page: number; perPage: number },
): Promise<{ rows: LiburRow[]; total: number }> {
  let query = db.selectFrom('libur');
  if (q.tahun !== undefined) query = query.where(sql<number>`extract(year FROM tanggal)`, '=', q.tahun);
  if (q.search) query = query.where('nama', 'ilike', q.search);
  return pageWithTotal(
    query
      .select(['id', 'tanggal', 'nama'])
      .orderBy('tanggal')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    query,
  );
}

export async function findLibur(db: Db, id: number): Promise<LiburRow | undefined> {
  return db.selectFrom('libur').select(['id', 'tanggal', 'nama']).where('id', '=', id).executeTakeFirst();
}

export async function lockLibur(db: Db, id: number): Promise<LiburRow | undefined> {
  return db.selectFrom('libur').select(['id', 'tanggal', 'nama']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertLibur(db: Db, values: { tanggal: string; nama: string }): Promise<LiburRow> {
  return db.insertInto('libur').values(values).returning(['id', 'tanggal', 'nama']).executeTakeFirstOrThrow();
}

export async function updateLibur(db: Db, id: number, values: { tanggal: string; nama: string }): Promise<LiburRow> {
  return db
    .updateTable('libur')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['id', 'tanggal', 'nama'])
    .executeTakeFirstOrThrow();
}

export async function deleteLibur(db: Db, id: number): Promise<void> {
  await db.deleteFrom('libur').where('id', '=', id).execute();
}
