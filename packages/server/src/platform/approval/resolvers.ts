/**
 * Who may decide a step. Pluggable: a type's chain may use these or its own resolver. Only people
 * with an active account can act, so positions held by nobody with an account are passed over.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ApprovalStepDefinition } from './types.js';

/**
 * The requester's superior(s): holders of the nearest position above theirs, searching their own
 * kantor first (jabatan.parent_id upward), then each parent kantor (kantor.parent_id upward). The
 * nearest (kantor depth, jabatan depth) pair wins; every holder of that position may decide.
 */
export async function resolveSuperiorUserIds(db: Db, pegawaiId: number | null): Promise<number[]> {
  if (pegawaiId === null) return [];
  const result = await sql<{ user_id: number }>`
    WITH RECURSIVE me AS (
      SELECT kantor_id, jabatan_id FROM pegawai WHERE id = ${pegawaiId}
    ), kchain(id, depth) AS (
      SELECT kantor_id, 0 FROM me WHERE kantor_id IS NOT NULL
      UNION ALL
      SELECT k.parent_id, c.depth + 1 FROM kchain c JOIN kantor k ON k.id = c.id
      WHERE k.parent_id IS NOT NULL AND c.depth < 20
    ), jchain(id, depth) AS (
      SELECT j.parent_id, 1 FROM me JOIN jabatan j ON j.id = me.jabatan_id WHERE j.parent_id IS NOT NULL
      UNION ALL
      SELECT j.parent_id, c.depth + 1 FROM jchain c JOIN jabatan j ON j.id = c.id
      WHERE j.parent_id IS NOT NULL AND c.depth < 20
    ), candidates AS (
      SELECT u.id AS user_id, kc.depth AS kd, jc.depth AS jd
      FROM kchain kc
      JOIN jchain jc ON true
      JOIN pegawai p ON p.kantor_id = kc.id AND p.jabatan_id = jc.id AND p.is_active AND p.id <> ${pegawaiId}
      -- registration_confirmed: a self-registered account approves only once HR confirmed it.
      JOIN users u ON u.pegawai_id = p.id AND u.status = 'active' AND u.registration_confirmed
    )
    SELECT user_id FROM candidates
    WHERE (kd, jd) = (SELECT kd, jd FROM candidates ORDER BY kd, jd LIMIT 1)
    ORDER BY user_id`.execute(db);
  return result.rows.map((r) => r.user_id);
}

/** Every active user holding the role. */
export async function resolveRoleUserIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .where('user_roles.role_id', '=', roleId)
    .where('users.status', '=', 'active')
    .where('users.registration_confirmed', '=', true)
    .select('users.id')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}

export function superiorStep(label = 'Atasan Langsung'): ApprovalStepDefinition {
  return { label, resolve: (db, requester) => resolveSuperiorUserIds(db, requester.pegawaiId) };
}

export function roleStep(label: string, roleId: number): ApprovalStepDefinition {
  return { label, resolve: (db) => resolveRoleUserIds(db, roleId) };
}
