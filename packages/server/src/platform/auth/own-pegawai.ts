/** The account ↔ employee link every module asks about ("my own rows"), written once. */
import type { Db } from '../db/database.js';

/** The pegawai row linked to a user account, or null for an account without an employee record. */
export async function pegawaiIdOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('pegawai_id').where('id', '=', userId).executeTakeFirst();
  return row?.pegawai_id ?? null;
}
