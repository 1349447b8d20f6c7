/**
 * Who sees and scores whose assessment. An assessor's scope is the position tree below them: the
 * assessments whose jabatan descends from the assessor's jabatan (jabatan.parent_id, any depth) at
 * the assessor's kantor or an office below it (kantor.parent_id) — the same tree the approval
 * engine's superiorStep climbs, read downwards. POLICY.manageKpi sees every assessment; everyone
 * sees their own; the approvers named on an assessment's chain see it too.
 */
import type { RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { firstOf, KPI_TYPE, sql } from './kpi-db.js';

/** CTEs `kpi_me`, `kpi_jd` (jabatan below mine) and `kpi_kd` (my kantor and below) for `userId`. */
export function scopeCtes(userId: number): RawBuilder<unknown> {
  return sql`
    kpi_me as (select p.id, p.jabatan_id, p.kantor_id from users u join pegawai p on p.id = u.pegawai_id where u.id = ${userId}),
    kpi_jd(id, depth) as (
      select j.id, 1 from jabatan j join kpi_me on j.parent_id = kpi_me.jabatan_id
      union all
      select j.id, d.depth + 1 from jabatan j join kpi_jd d on j.parent_id = d.id where d.depth < 20
    ),
    kpi_kd(id, depth) as (
      select kantor_id, 0 from kpi_me where kantor_id is not null
      union all
      select k.id, d.depth + 1 from kantor k join kpi_kd d on k.parent_id = d.id where d.depth < 20
    )`;
}

/** True for an assessment `e` (alias) inside the scope CTEs. */
export const inScope = sql`(e.jabatan_id in (select id from kpi_jd) and e.kantor_id in (select id from kpi_kd))`;

/** Visible to `userId` (scope CTEs required): own, in scope, or on its approval chain. */
export function visibleTo(userId: number): RawBuilder<unknown> {
  return sql`(e.user_id = ${userId} or e.pegawai_id in (select id from kpi_me) or ${inScope} or exists (
    select 1 from approval_request r join approval_step s on s.request_id = r.id
    join approval_step_approver a on a.step_id = s.id
    where r.type = ${KPI_TYPE} and r.subject_id = e.id and a.user_id = ${userId}))`;
}

/** Is the assessment `id` inside `userId`'s position tree (not merely on its chain)? */
export async function isInScope(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await firstOf(
    db,
    sql<{ ok: boolean }>`with recursive ${scopeCtes(userId)}
      select ${inScope} as ok from kpi_event_pegawai e where e.id = ${id}`,
  );
  return Boolean(row?.ok);
}
