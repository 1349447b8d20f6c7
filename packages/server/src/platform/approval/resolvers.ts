/**
 * Who may decide a step. Pluggable: a type's chain may use these or its own resolver. Only people
 * with an active account can act, so positions held by nobody with an account are passed over.
 */
import { sql } from 'kysely';
import { activeRoleHolders } from '../auth/role-holders.js';
import type { Db } from '../db/database.js';
import { TODAY } from '../db/portal-today.js';
import type { ApprovalStepDefinition, ResolvedApprover } from './types.js';

/**
 * The requester's superior(s): holders of the nearest position above theirs, searching their own
 * kantor first (jabatan.parent_id upward), then each parent kantor (kantor.parent_id upward). The
 * nearest (kantor depth, jabatan depth) pair wins; every holder of that position may decide, and so
 * may an acting official (PGS) whose period covers today, for that position at that kantor (an
 * assignment without a kantor acts at the official's own kantor), for as long as that period lasts.
 */
export async function resolveSuperiors(db: Db, pegawaiId: number | null): Promise<ResolvedApprover[]> {
  if (pegawaiId === null) return [];
  const result = await sql<{ user_id: number; pgs_id: number | null }>`
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
    ), people AS (
      SELECT p.id AS pegawai_id, p.kantor_id, p.jabatan_id, NULL::integer AS pgs_id, NULL::date AS end_date
      FROM pegawai p WHERE p.is_active
      UNION ALL
      SELECT g.pegawai_id, coalesce(g.kantor_id, p.kantor_id), g.jabatan_id, g.id, g.end_date
      FROM pegawai_pgs g JOIN pegawai p ON p.id = g.pegawai_id AND p.is_active
      WHERE ${TODAY} BETWEEN g.start_date AND g.end_date
    ), candidates AS (
      SELECT u.id AS user_id, kc.depth AS kd, jc.depth AS jd, pe.pgs_id, pe.end_date
      FROM kchain kc
      JOIN jchain jc ON true
      JOIN people pe ON pe.kantor_id = kc.id AND pe.jabatan_id = jc.id AND pe.pegawai_id <> ${pegawaiId}
      -- registration_confirmed: a self-registered account approves only once HR confirmed it.
      JOIN users u ON u.pegawai_id = pe.pegawai_id AND u.status = 'active' AND u.registration_confirmed
    ), nearest AS (
      SELECT * FROM candidates WHERE (kd, jd) = (SELECT kd, jd FROM candidates ORDER BY kd, jd LIMIT 1)
    )
    -- A holder who also acts there decides as a holder; with two assignments, by the longer one.
    SELECT DISTINCT ON (user_id) user_id, pgs_id FROM nearest
    ORDER BY user_id, pgs_id IS NOT NULL, end_date DESC`.execute(db);
  return result.rows.map((r) => (r.pgs_id === null ? r.user_id : { userId: r.user_id, actingPgsId: r.pgs_id }));
}

/** A resolved approver's user id, whether holder or acting official. */
export function approverUserId(approver: ResolvedApprover): number {
  return typeof approver === 'number' ? approver : approver.userId;
}

/** The superiors' user ids (holders and acting officials alike), e.g. to name them. */
export async function resolveSuperiorUserIds(db: Db, pegawaiId: number | null): Promise<number[]> {
  return (await resolveSuperiors(db, pegawaiId)).map(approverUserId);
}

/** Every active user holding the role. */
export function resolveRoleUserIds(db: Db, roleId: number): Promise<number[]> {
  return activeRoleHolders(db, [roleId]);
}

export function superiorStep(label = 'Atasan Langsung'): ApprovalStepDefinition {
  return { label, resolve: (db, requester) => resolveSuperiors(db, requester.pegawaiId) };
}

export function roleStep(label: string, roleId: number): ApprovalStepDefinition {
  return { label, resolve: (db) => resolveRoleUserIds(db, roleId) };
}
