/** Kysely queries of `file_upload_grants`: who was handed an upload address for which key. */
import type { Db } from '../db/database.js';

export interface UploadGrant {
  user_id: number;
  action: string;
  max_bytes: number;
  expires_at: Date;
}

export async function insertGrant(
  db: Db,
  grant: { path: string; user_id: number; action: string; max_bytes: number; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('file_upload_grants').values(grant).execute();
}

/** The most recent grant for a key: its holder is the only one who could have written the object since. */
export async function latestGrant(db: Db, path: string): Promise<UploadGrant | undefined> {
  const row = await db
    .selectFrom('file_upload_grants')
    .select(['user_id', 'action', 'max_bytes', 'expires_at'])
    .where('path', '=', path)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, max_bytes: Number(row.max_bytes) };
}

export async function deleteGrantsFor(db: Db, path: string): Promise<void> {
  await db.deleteFrom('file_upload_grants').where('path', '=', path).execute();
}

export async function deleteGrantsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('file_upload_grants').where('expires_at', '<', before).execute();
}
