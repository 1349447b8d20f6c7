/** SQL of the auth module: accounts as seen at login, password resets, self-registration. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

const rolesOf = sql<
  number[]
>`coalesce((SELECT array_agg(ur.role_id ORDER BY ur.role_id) FROM user_roles ur WHERE ur.user_id = u.id), '{}'::int[])`;

/** The account and everything the session client shows, in one round trip. */
function accountQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.password_hash',
      'u.status',
      'u.is_password_default',
      'u.pegawai_id',
      'p.nama',
      'p.jabatan_id',
      'p.kantor_id',
      'j.nama as jabatan_nama',
      'k.nama as kantor_nama',
      'p.photo',
      rolesOf.as('roles'),
    ]);
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export function findAccountByName(db: Db, username: string) {
  return accountQuery(db)
    .where(sql<string>`lower(u.name)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccountById(db: Db, userId: number) {
  return accountQuery(db).where('u.id', '=', userId).executeTakeFirst();
}

export async function markPasswordDefault(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_password_default: true, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export function findActiveUsersByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('status', '=', 'active')
    .execute();
}

/** Older unused links stop working when a new one is requested. */
export async function expireOpenResets(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertPasswordReset(
  db: Db,
  r: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ user_id: r.userId, token_hash: r.tokenHash, expires_at: r.expiresAt })
    .execute();
}

export function findOpenResetForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'u.name', 'u.status'])
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', sql<Date>`now()`)
    .forUpdate(['r'])
    .executeTakeFirst();
}

export async function markResetUsed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export { setPasswordHash } from '../../platform/auth/passwords.repo.js';

export function findPegawaiByNppAndBirthDate(db: Db, npp: string, tanggalLahir: string) {
  return db
    .selectFrom('pegawai as p')
    .leftJoin('users as u', 'u.pegawai_id', 'p.id')
    .select(['p.id', 'p.nama', 'p.is_active', 'u.id as user_id'])
    .where('p.npp', '=', npp)
    .where('p.tanggal_lahir', '=', tanggalLahir)
    .executeTakeFirst();
}

export async function isUserNameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(name)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  u: { name: string; email: string; pegawaiId: number; passwordHash: string; roles: number[] },
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    // Self-registered: approves nothing until HR confirms (store_confirm_registration).
    .values({
      name: u.name,
      email: u.email,
      pegawai_id: u.pegawaiId,
      password_hash: u.passwordHash,
      registration_confirmed: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.roles.length > 0)
    await db
      .insertInto('user_roles')
      .values(u.roles.map((role_id) => ({ user_id: id, role_id })))
      .execute();
  return id;
}
