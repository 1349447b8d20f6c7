/** SQL for sessions (refresh-token families) and their refresh tokens. */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface NewSession {
  id: string;
  userId: number;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({
      id: s.id,
      user_id: s.userId,
      expires_at: s.expiresAt,
      ip: s.ip,
      user_agent: s.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

export async function insertRefreshToken(
  db: Db,
  t: { id: string; familyId: string; userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ id: t.id, family_id: t.familyId, user_id: t.userId, token_hash: t.tokenHash, expires_at: t.expiresAt })
    .execute();
}

/** Locks the token row, so two refreshes with one token are serialised and the second sees it used. */
export function findRefreshTokenForUpdate(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens as rt')
    .innerJoin('user_sessions as s', 's.id', 'rt.family_id')
    .select([
      'rt.id',
      'rt.family_id',
      'rt.user_id',
      'rt.expires_at',
      'rt.used_at',
      'rt.revoked_at',
      's.revoked_at as session_revoked_at',
    ])
    .where('rt.token_hash', '=', tokenHash)
    .forUpdate(['rt'])
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Db, id: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function touchSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ refreshed_at: sql`now()`, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export type RevokeTarget = { sessionId: string } | { userId: number };

/** Revokes active sessions and their refresh tokens; answers the ids that were active. */
export async function revokeSessions(db: Db, target: RevokeTarget, reason: string): Promise<string[]> {
  let update = db
    .updateTable('user_sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('revoked_at', 'is', null);
  update =
    'sessionId' in target ? update.where('id', '=', target.sessionId) : update.where('user_id', '=', target.userId);
  const rows = await update.returning('id').execute();
  const ids = rows.map((r) => r.id);
  if (ids.length > 0) {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where(sql<boolean>`family_id = any(${ids}::uuid[])`)
      .where('revoked_at', 'is', null)
      .execute();
  }
  return ids;
}

/** Unknown sessions count as revoked: an access token must always point at a live session. */
export async function isSessionRevoked(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('user_sessions').select('revoked_at').where('id', '=', id).executeTakeFirst();
  return !row || row.revoked_at !== null;
}

/** What an access token carries about its user: roles and position, read fresh at each issue. */
export function findTokenSubject(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select((eb) => [
      'u.id',
      'u.status',
      'u.is_password_default',
      'p.jabatan_id',
      eb.fn
        .coalesce(
          eb
            .selectFrom('user_roles as ur')
            .select(sql<number[]>`array_agg(ur.role_id ORDER BY ur.role_id)`.as('r'))
            .whereRef('ur.user_id', '=', 'u.id'),
          sql<number[]>`'{}'::int[]`,
        )
        .as('roles'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
