/** SQL of the info board: announcements with their creator's name, validity by the portal's day, and their files. */
import type { InfobankSortColumn } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export const INFOBANK_FILE_OWNER = 'infobank';

const SORT_COLUMNS = {
  id: 'i.id',
  judul: 'i.judul',
  valid_from: 'i.valid_from',
  valid_until: 'i.valid_until',
  created_at: 'i.created_at',
  updated_at: 'i.updated_at',
} as const satisfies Record<InfobankSortColumn, string>;

/** Valid on the portal's calendar day (WIB), both ends inclusive. */
const isActive = sql<boolean>`(i.valid_from <= ${TODAY} AND (i.valid_until IS NULL OR i.valid_until >= ${TODAY}))`;

export interface InfobankListFilter {
  activeOnly: boolean;
  search?: string;
  sort: { column: InfobankSortColumn; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

function live(db: Db, activeOnly: boolean, search: string | undefined) {
  let query = db.selectFrom('infobank as i').where('i.deleted_at', 'is', null);
  if (activeOnly) query = query.where(isActive);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('i.judul', 'ilike', pattern), eb('i.isi', 'ilike', pattern)]));
  }
  return query;
}

function withColumns(query: ReturnType<typeof live>) {
  return query
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'i.id',
      'i.judul',
      'i.isi',
      'i.valid_from',
      'i.valid_until',
      'i.user_id',
      'i.created_at',
      'i.updated_at',
      isActive.as('is_active'),
      sql<string | null>`coalesce(p.nama, u.name)`.as('created_by_name'),
    ]);
}

export type InfobankDbRow = Awaited<ReturnType<typeof findInfobank>> & object;

export function listInfobank(db: Db, f: InfobankListFilter) {
  const filtered = live(db, f.activeOnly, f.search);
  // The home page: the latest started first; the admins: newest first.
  const fallback = f.activeOnly ? sql`i.valid_from DESC, i.id DESC` : sql`i.created_at DESC, i.id DESC`;
  const order = f.sort
    ? sql`${sql.raw(SORT_COLUMNS[f.sort.column])} ${sql.raw(f.sort.direction)} NULLS LAST, i.id ${sql.raw(f.sort.direction)}`
    : fallback;
  return pageWithTotal(withColumns(filtered).orderBy(order).limit(f.limit).offset(f.offset).execute(), filtered);
}

export function findInfobank(db: Db, id: number) {
  return withColumns(live(db, false, undefined))
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** The live announcement, locked until the transaction ends (edits of one announcement queue up). */
export function lockInfobank(trx: Db, id: number) {
  return trx
    .selectFrom('infobank')
    .select(['id', 'judul', 'isi', 'valid_from', 'valid_until', 'user_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export interface InfobankValues {
  judul: string;
  isi: string;
  valid_from: string;
  valid_until: string | null;
}

export async function insertInfobank(trx: Db, values: InfobankValues & { user_id: number }): Promise<number> {
  const row = await trx.insertInto('infobank').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInfobank(trx: Db, id: number, values: InfobankValues): Promise<void> {
  await trx
    .updateTable('infobank')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteInfobank(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('infobank')
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether a reader may see the announcement: live and valid today. */
export async function isActiveInfobank(db: Db, id: number): Promise<boolean> {
  const row = await live(db, true, undefined).select('i.id').where('i.id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Live files of the given announcements, oldest first. */
export function filesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select(['id', 'owner_id', 'original_name', 'content_type', 'size', 'path', 'created_at'])
    .where('owner_type', '=', INFOBANK_FILE_OWNER)
    .where('owner_id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
