/** SQL of the link board: links with their creator's name and the count of their files. */
import type { LinkSortColumn } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

/**
 * Columns a client may sort by (anything else is refused by the route schema), mapped to SQL over
 * the link row `l` or the select list's own names.
 */
export const LINK_SORT_COLUMNS = {
  id: 'l.id',
  judul: 'l.judul',
  url: 'l.url',
  created_at: 'l.created_at',
  updated_at: 'l.updated_at',
  uploaded_by_name: 'uploaded_by_name',
  files_count: 'files_count',
} as const satisfies Record<LinkSortColumn, string>;

export interface LinkListQuery {
  search?: string;
  sort: { column: LinkSortColumn; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

/**
 * A file of `files f` that is part of link `l`: live, owned by the link, and uploaded by someone
 * who may change the link (its creator, or a user holding one of `adminRoles`). The generic
 * `PUT /api/storage update_files` records any upload under `link/{id}/…` for whoever obtained the
 * address, so without the uploader rule anyone could slip a document into someone else's link.
 */
function fileOfLink(adminRoles: readonly number[]): RawBuilder<boolean> {
  return sql<boolean>`f.owner_type = 'link' AND f.owner_id = l.id AND f.deleted_at IS NULL
    AND (f.uploaded_by = l.user_id OR EXISTS (
      SELECT 1 FROM user_roles ur WHERE ur.user_id = f.uploaded_by AND ur.role_id = ANY(${[...adminRoles]}::int[])))`;
}

const creatorName = sql<string | null>`coalesce(p.nama, u.name)`;

function liveLinks(db: Db, search: string | undefined) {
  let query = db.selectFrom('link as l').where('l.deleted_at', 'is', null);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('l.judul', 'ilike', pattern), eb('l.keterangan', 'ilike', pattern)]));
  }
  return query;
}

function withCreatorAndCount(db: Db, search: string | undefined, adminRoles: readonly number[]) {
  return liveLinks(db, search)
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'l.id',
      'l.judul',
      'l.url',
      'l.keterangan',
      'l.user_id',
      'l.created_at',
      'l.updated_at',
      creatorName.as('uploaded_by_name'),
      sql<number>`(SELECT count(*)::int FROM files f WHERE ${fileOfLink(adminRoles)})`.as('files_count'),
    ]);
}

export type LinkDbRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

export function listLinks(db: Db, q: LinkListQuery, adminRoles: readonly number[]) {
  const order = q.sort
    ? sql`${sql.raw(LINK_SORT_COLUMNS[q.sort.column])} ${sql.raw(q.sort.direction)} NULLS LAST, l.id ${sql.raw(q.sort.direction)}`
    : sql`l.created_at DESC, l.id DESC`;
  return withCreatorAndCount(db, q.search, adminRoles).orderBy(order).limit(q.limit).offset(q.offset).execute();
}

export async function countLinks(db: Db, search: string | undefined): Promise<number> {
  const row = await liveLinks(db, search)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findLink(db: Db, id: number, adminRoles: readonly number[]) {
  return withCreatorAndCount(db, undefined, adminRoles).where('l.id', '=', id).executeTakeFirst();
}

/** Who created a live link (for the upload-address check); undefined when it does not exist. */
export function findLiveLinkCreator(db: Db, id: number) {
  return db
    .selectFrom('link')
    .select('user_id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live link row, locked until the transaction ends (edits of one link queue up). */
export function lockLink(trx: Db, id: number) {
  return trx
    .selectFrom('link')
    .select(['id', 'judul', 'url', 'keterangan', 'user_id', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedLink = NonNullable<Awaited<ReturnType<typeof lockLink>>>;

export function insertLink(
  trx: Db,
  values: { judul: string; url: string | null; keterangan: string | null; user_id: number },
) {
  return trx
    .insertInto('link')
    .values(values)
    .returning(['id', 'judul', 'url', 'keterangan', 'user_id', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export function updateLink(
  trx: Db,
  id: number,
  values: { judul: string; url: string | null; keterangan: string | null },
) {
  return trx
    .updateTable('link')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(['id', 'judul', 'url', 'keterangan', 'user_id', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export async function touchLink(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('link')
    .set({ updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteLink(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('link')
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The files shown with a link (see fileOfLink), oldest first, with the uploader's name. */
export function listFilesOfLink(db: Db, linkId: number, adminRoles: readonly number[], path?: string) {
  let query = db
    .selectFrom('files as f')
    .innerJoin('link as l', 'l.id', 'f.owner_id')
    .leftJoin('users as u', 'u.id', 'f.uploaded_by')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .where('l.id', '=', linkId)
    .where('l.deleted_at', 'is', null)
    .where(fileOfLink(adminRoles))
    .select([
      'f.id',
      'f.original_name',
      'f.content_type',
      'f.size',
      'f.path',
      'f.uploaded_by',
      'f.created_at',
      creatorName.as('uploaded_by_name'),
    ]);
  if (path !== undefined) query = query.where('f.path', '=', path);
  return query.orderBy('f.created_at').orderBy('f.id').execute();
}

/** Every live file owned by the link (shown or not): what deleting the link or one file touches. */
export function liveFilesOwnedBy(db: Db, linkId: number) {
  return db
    .selectFrom('files')
    .select(['id', 'path', 'original_name', 'content_type', 'size', 'sha256', 'uploaded_by', 'created_at'])
    .where('owner_type', '=', 'link')
    .where('owner_id', '=', linkId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}
