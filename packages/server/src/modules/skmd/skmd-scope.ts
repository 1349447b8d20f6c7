/**
 * Who SKMD applies to (role 57, POLICY.hrAdminServices): excluded employees, excluded offices and
 * employees included although their office is excluded. Adding twice → 409; removing what is not
 * listed → 404. Each change writes its audit row in the same transaction.
 */
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { SKMD_MESSAGES as M } from './skmd-rules.js';

export const SKMD_SCOPES = {
  'exclude/pegawai': { table: 'skmd_exclude_pegawai', column: 'pegawai_id', ref: 'pegawai' },
  'exclude/kantor': { table: 'skmd_exclude_kantor', column: 'kantor_id', ref: 'kantor' },
  'include/pegawai': { table: 'skmd_include_pegawai', column: 'pegawai_id', ref: 'pegawai' },
} as const;
export type SkmdScope = keyof typeof SKMD_SCOPES;

interface ScopeRow {
  id: number;
  nama: string;
  kode: string | null;
  created_at: Date;
  total: number;
}

export async function listScope(db: Db, scope: SkmdScope, q: { page: number; per_page: number; search?: string }) {
  const s = SKMD_SCOPES[scope];
  const code = s.ref === 'pegawai' ? sql`r.npp` : sql`r.kode`;
  const search = q.search ? containsPattern(q.search) : null;
  const { rows } = await sql<ScopeRow>`
    SELECT r.id, r.nama, ${code} AS kode, x.created_at, count(*) OVER ()::int AS total
    FROM ${sql.table(s.table)} x JOIN ${sql.table(s.ref)} r ON r.id = x.${sql.ref(s.column)}
    WHERE ${search === null ? sql`true` : sql`(r.nama ILIKE ${search} OR ${code} ILIKE ${search})`}
    ORDER BY r.nama, r.id
    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`.execute(db);
  return toPaged(
    rows.map((r) => ({ id: r.id, nama: r.nama, kode: r.kode, created_at: r.created_at.toISOString() })),
    rows[0]?.total ?? 0,
    q.page,
    q.per_page,
  );
}

export async function addScope(db: Db, scope: SkmdScope, actor: Actor & { userId: number }, id: number) {
  const s = SKMD_SCOPES[scope];
  await db.transaction().execute(async (trx) => {
    const { rows: exists } = await sql<{ id: number }>`SELECT id FROM ${sql.table(s.ref)} WHERE id = ${id}`.execute(
      trx,
    );
    if (exists.length === 0) throw new HttpError(404, s.ref === 'pegawai' ? M.pegawaiUnknown : M.kantorUnknown);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO ${sql.table(s.table)} (${sql.ref(s.column)}, created_by) VALUES (${id}, ${actor.userId})
      ON CONFLICT DO NOTHING RETURNING ${sql.ref(s.column)} AS id`.execute(trx);
    if (rows.length === 0) throw new HttpError(409, M.scopeExists);
    await recordAudit(trx, { ...actor, entity: s.table, entityId: id, after: { [s.column]: id } });
  });
  return { message: M.scopeAdded };
}

export async function removeScope(db: Db, scope: SkmdScope, actor: Actor, id: number) {
  const s = SKMD_SCOPES[scope];
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      DELETE FROM ${sql.table(s.table)} WHERE ${sql.ref(s.column)} = ${id} RETURNING ${sql.ref(s.column)} AS id`.execute(
      trx,
    );
    if (rows.length === 0) throw new HttpError(404, M.scopeNotFound);
    await recordAudit(trx, { ...actor, entity: s.table, entityId: id, before: { [s.column]: id } });
  });
  return { message: M.scopeRemoved };
}
