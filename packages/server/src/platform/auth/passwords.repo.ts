/** SQL of stored passwords, one statement for every writer (reset, own change, admin reset). */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** `isDefault`: the password is the default an admin reset gives, not one the user chose. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, isDefault: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, is_password_default: isDefault, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}
