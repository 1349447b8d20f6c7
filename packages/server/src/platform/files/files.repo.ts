/** Kysely queries of the `files` table. */
import type { RecordedFile } from '@portal/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { FilesTable } from '../db/schema.js';

/** A `files` row: the wire shape shared with the browser, with the timestamp still a Date. */
export type FileRecord = Omit<RecordedFile, 'created_at'> & { created_at: Date };

/** What a caller supplies; id and created_at come from the database. */
export type NewFileRecord = Omit<FileRecord, 'id' | 'created_at'>;

const COLUMNS = [
  'id',
  'event_id',
  'owner_type',
  'owner_id',
  'path',
  'original_name',
  'content_type',
  'size',
  'sha256',
  'uploaded_by',
  'created_at',
] as const;

function toRecord(row: Pick<Selectable<FilesTable>, (typeof COLUMNS)[number]>): FileRecord {
  return { ...row, size: Number(row.size) };
}

export async function insertFile(db: Db, file: NewFileRecord): Promise<FileRecord> {
  return toRecord(await db.insertInto('files').values(file).returning(COLUMNS).executeTakeFirstOrThrow());
}

/** The live (not deleted) file stored under `path`. */
export async function findLiveFileByPath(db: Db, path: string): Promise<FileRecord | undefined> {
  const row = await db
    .selectFrom('files')
    .select(COLUMNS)
    .where('path', '=', path)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function listLiveFilesOf(db: Db, ownerType: string, ownerId: number): Promise<FileRecord[]> {
  const rows = await db
    .selectFrom('files')
    .select(COLUMNS)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

export async function markFileDeleted(db: Db, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('files')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** True when the key's file was deleted and nothing live replaced it: its signed addresses stop working. */
export async function isDeletedKey(db: Db, path: string): Promise<boolean> {
  const rows = await db.selectFrom('files').select('deleted_at').where('path', '=', path).execute();
  return rows.length > 0 && rows.every((r) => r.deleted_at !== null);
}
