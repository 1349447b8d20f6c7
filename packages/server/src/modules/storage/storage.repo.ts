/** Kysely queries of the storage endpoints (grants and files have theirs in platform/files). */
import type { Db } from '../../platform/db/database.js';

export async function pegawaiIdOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('pegawai_id').where('id', '=', userId).executeTakeFirst();
  return row?.pegawai_id ?? null;
}
