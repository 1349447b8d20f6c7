/** SQL of user administration: accounts, their roles, passwords and push tokens. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { UserSortColumn } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { BOTH_VERIFIED } from './verified-contacts.js';
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

export interface UserFilters {
  search?: string;
  roleId?: number;
  status?: 'active' | 'inactive';
  /** true: e-mail and WhatsApp both verified; false: at least one of them is not. */
  verified?: boolean;
  /** Only accounts still on a default (reset) password. */
  passwordDefault?: boolean;
}

/** The list's filters as one condition, shared by the page query and its count so they never disagree. */
function userFilter(f: UserFilters) {
  return (eb: ExpressionBuilder<Database & { u: Database['users']; p: Database['pegawai'] }, 'u' | 'p'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (f.search) {
      const pattern = containsPattern(f.search);
      conditions.push(
        eb.or([eb('u.name', 'ilike', pattern), eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)]),
      );
    }
    if (f.passwordDefault) conditions.push(eb('u.is_password_default', '=', true));
    if (f.status) conditions.push(eb('u.status', '=', f.status));
    if (f.roleId !== undefined)
      conditions.push(
        sql<SqlBool>`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role_id = ${f.roleId})`,
      );
    if (f.verified !== undefined) conditions.push(f.verified ? BOTH_VERIFIED : sql<SqlBool>`NOT ${BOTH_VERIFIED}`);
    return eb.and(conditions);
  };
}

/** One query: the page, each user's roles and the total (window count). */
export function listUsers(
  db: Db,
  q: {
    sort: { column: UserSortColumn; desc: boolean } | null;
    limit: number;
    offset: number;
  } & UserFilters,
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
  query = query.where(userFilter(q));
  // By user name unless asked otherwise; e-mails left empty go last either way.
  if (q.sort)
    query = query.orderBy(USER_SORT_COLUMNS[q.sort.column], (ob) => (q.sort!.desc ? ob.desc() : ob.asc()).nullsLast());
  return query.orderBy('u.name').orderBy('u.id').limit(q.limit).offset(q.offset).execute();
}

export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const query = db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(sql<number>`count(*)::int`.as('n'));
  return (await query.where(userFilter(filters)).executeTakeFirstOrThrow()).n;
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
