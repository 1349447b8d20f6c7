/** SQL of the audit viewer: audit_log with the acting user, filtered and paged. */
import { sql } from 'kysely';
import type { AuditSortColumn } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

/** Days of the date filters are days in the bank's head-office time zone. */
export const AUDIT_TIME_ZONE = 'Asia/Jakarta';

export const AUDIT_SORT_COLUMNS: Record<AuditSortColumn, string> = {
  at: 'a.at',
  entity: 'a.entity',
  route: 'a.route',
  method: 'a.method',
  user_id: 'a.user_id',
};

export interface AuditFilter {
  userId?: number;
  entity?: string;
  entityId?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  search?: string;
}

export interface AuditRow {
  id: string;
  user_id: number | null;
  user: { id: number; name: string; nama: string | null } | null;
  at: Date;
  method: string;
  route: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('pegawai as p', 'p.id', 'u.pegawai_id');
  if (f.userId !== undefined) q = q.where('a.user_id', '=', f.userId);
  if (f.entity) q = q.where('a.entity', '=', f.entity);
  if (f.entityId) q = q.where('a.entity_id', '=', f.entityId);
  if (f.from) q = q.where(sql<boolean>`a.at >= (${f.from}::date)::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE}`);
  if (f.to) q = q.where(sql<boolean>`a.at < (${f.to}::date + 1)::timestamp AT TIME ZONE ${AUDIT_TIME_ZONE}`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb('a.route', 'ilike', pattern),
        eb('a.entity', 'ilike', pattern),
        eb('a.entity_id', 'ilike', pattern),
        eb('u.name', 'ilike', pattern),
        eb('p.nama', 'ilike', pattern),
      ]),
    );
  }
  return q;
}

export function listAudit(
  db: Db,
  f: AuditFilter,
  page: { limit: number; offset: number; sort: AuditSortColumn; desc: boolean },
): Promise<AuditRow[]> {
  const direction = page.desc ? 'desc' : 'asc';
  return filtered(db, f)
    .select([
      sql<string>`a.id::text`.as('id'),
      'a.user_id',
      sql<
        AuditRow['user']
      >`CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'nama', p.nama) END`.as(
        'user',
      ),
      sql<Date>`a.at`.as('at'),
      'a.method',
      'a.route',
      'a.entity',
      'a.entity_id',
      'a.before',
      'a.after',
      'a.ip',
    ])
    .orderBy(sql.ref(AUDIT_SORT_COLUMNS[page.sort]), direction)
    .orderBy('a.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Entity names seen in the log, for the viewer's filter. A loose index scan (one index probe per
 * distinct name) instead of DISTINCT over every row of a table that only grows.
 */
export async function listEntities(db: Db): Promise<string[]> {
  const { rows } = await sql<{ entity: string }>`
    WITH RECURSIVE e(entity) AS (
      (SELECT entity FROM audit_log ORDER BY entity LIMIT 1)
      UNION ALL
      SELECT (SELECT a.entity FROM audit_log a WHERE a.entity > e.entity ORDER BY a.entity LIMIT 1) FROM e WHERE e.entity IS NOT NULL
    )
    SELECT entity FROM e WHERE entity IS NOT NULL LIMIT 500`.execute(db);
  return rows.map((r) => r.entity);
}
