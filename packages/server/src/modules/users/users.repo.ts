/** SQL of user administration: accounts, their roles, passwords and push tokens. */
import { sql } from 'kysely';
import type { UserSortColumn } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

const USER_SORT_COLUMNS = { name: 'u.name', email: 'u.email' } as const satisfies Record<UserSortColumn, string>;

export interface UserListRow {
  id: number;
  name: string;
  email: string | null;
  status: string;
  is_password_default: boolean;
  pegawai_id: number | null;
  pegawai: { id: number; nama: string; npp: string } | null;
  roles: { id: number; nama: string }[];
  total: number;
}

/** One query: the page, each user's roles and the total (window count). */
export function listUsers(
  db: Db,
  q: {
    search?: string;
    sort: { column: UserSortColumn; desc: boolean } | null;
    limit: number;
    offset: number;
    /** Only accounts still on a default (reset) password. */
    passwordDefault?: boolean;
  },
): Promise<UserListRow[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.status',
      'u.is_password_default',
      'u.pegawai_id',
      sql<
        UserListRow['pegawai']
      >`CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'nama', p.nama, 'npp', p.npp) END`.as(
        'pegawai',
      ),
      sql<UserListRow['roles']>`coalesce((
        SELECT json_agg(json_build_object('id', r.id, 'nama', r.nama) ORDER BY r.id)
        FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::json)`.as('roles'),
      sql<number>`(count(*) OVER ())::int`.as('total'),
    ]);
  if (q.search) {
    const pattern = containsPattern(q.search);
    query = query.where((eb) =>
      eb.or([eb('u.name', 'ilike', pattern), eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)]),
    );
  }
  if (q.passwordDefault) query = query.where('u.is_password_default', '=', true);
  // By user name unless asked otherwise; e-mails left empty go last either way.
  if (q.sort)
    query = query.orderBy(USER_SORT_COLUMNS[q.sort.column], (ob) => (q.sort!.desc ? ob.desc() : ob.asc()).nullsLast());
  return query.orderBy('u.name').orderBy('u.id').limit(q.limit).offset(q.offset).execute();
}

export async function countUsers(db: Db, search?: string, passwordDefault?: boolean): Promise<number> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(sql<number>`count(*)::int`.as('n'));
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb('u.name', 'ilike', pattern), eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)]),
    );
  }
  if (passwordDefault) query = query.where('u.is_password_default', '=', true);
  return (await query.executeTakeFirstOrThrow()).n;
}

/** Locks the account row so concurrent changes to one user are serialised. */
export function lockUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'password_hash', 'is_password_default', 'fcm_tokens'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export { setPasswordHash } from '../../platform/auth/passwords.repo.js';

/** Moves the token to the end (most recent) without duplicates and keeps the last `keep` devices. */
export async function addFcmToken(db: Db, userId: number, token: string, keep: number): Promise<string[]> {
  const row = await db
    .updateTable('users')
    .set({
      fcm_tokens: sql<string[]>`(
        SELECT coalesce(array_agg(t ORDER BY ord), '{}') FROM (
          SELECT t, ord FROM unnest(array_remove(fcm_tokens, ${token}) || ARRAY[${token}]::text[]) WITH ORDINALITY AS x(t, ord)
          ORDER BY ord DESC LIMIT ${keep}) AS kept)`,
    })
    .where('id', '=', userId)
    .returning('fcm_tokens')
    .executeTakeFirstOrThrow();
  return row.fcm_tokens;
}

export function listRoles(db: Db) {
  return db.selectFrom('roles').select(['id', 'nama']).orderBy('id').execute();
}

export async function existingRoleIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`id = any(${[...ids]}::int[])`)
    .execute();
  return rows.map((r) => r.id);
}

export async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute();
  return rows.map((r) => r.role_id);
}

export async function replaceRoles(db: Db, userId: number, roles: readonly number[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roles.length > 0)
    await db
      .insertInto('user_roles')
      .values(roles.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
}
