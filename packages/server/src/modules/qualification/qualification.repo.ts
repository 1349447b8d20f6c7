/**
 * Kysely reads and writes of qualifications (table `qualification`, migration 0053) in the wire
 * shape: the position, rank or office each belongs to and how many active employees it applies to.
 * A page is two reads: the ids of the page in order (with the total), then those rows with their
 * counts, so the counts are taken for the page's rows only, never for the whole register.
 */
import type { QualificationKind, QualificationRow, QualificationSortColumn } from '@portal/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

/** Office ids a caller's office requirements are limited to; null: every office. */
export type KantorScope = readonly number[] | null;

export interface QualificationFilter {
  kind: QualificationKind;
  search?: string;
  target_id?: number;
  scope: KantorScope;
}

export interface QualificationValues {
  target_id: number;
  nama: string;
  keterangan: string | null;
}

/** The reference column of each kind. */
const TARGET_COLUMN = {
  jabatan: 'jabatan_id',
  pangkat: 'pangkat_id',
  kantor: 'kantor_id',
} as const satisfies Record<QualificationKind, string>;

function joined(db: Db) {
  return db
    .selectFrom('qualification as q')
    .leftJoin('jabatan as j', 'j.id', 'q.jabatan_id')
    .leftJoin('pangkat as pk', 'pk.id', 'q.pangkat_id')
    .leftJoin('kantor as k', 'k.id', 'q.kantor_id');
}

const targetId = sql<number>`coalesce(q.jabatan_id, q.pangkat_id, q.kantor_id)`;
const targetNama = sql<string>`coalesce(j.nama, pk.nama, k.nama)`;

/** Active employees a requirement applies to, one indexed count per row of the page. */
const jumlahPegawai = sql<number>`CASE q.kind
  WHEN 'jabatan' THEN (SELECT count(*)::int FROM pegawai p WHERE p.jabatan_id = q.jabatan_id AND p.is_active)
  WHEN 'pangkat' THEN (SELECT count(*)::int FROM pegawai p WHERE p.pangkat_id = q.pangkat_id AND p.is_active)
  ELSE (SELECT count(*)::int FROM pegawai p WHERE p.kantor_id = q.kantor_id AND p.is_active) END`;

const SORT_COLUMNS = {
  target: targetNama,
  nama: sql<string>`lower(q.nama)`,
  jumlah_pegawai: jumlahPegawai,
  updated_at: sql<Date>`q.updated_at`,
} as const satisfies Record<QualificationSortColumn, unknown>;

function selectRows(db: Db) {
  return joined(db).select([
    'q.id',
    'q.kind',
    targetId.as('target_id'),
    targetNama.as('target_nama'),
    sql<string | null>`CASE WHEN q.kind = 'pangkat' THEN pk.grade || ' | ' || pk.corporate_title END`.as(
      'target_detail',
    ),
    'q.nama',
    'q.keterangan',
    jumlahPegawai.as('jumlah_pegawai'),
    'q.updated_at',
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): QualificationRow {
  return {
    id: r.id,
    kind: r.kind,
    target_id: r.target_id,
    target: { id: r.target_id, nama: r.target_nama, detail: r.target_detail },
    nama: r.nama,
    keterangan: r.keterangan,
    jumlah_pegawai: r.jumlah_pegawai,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

function inScope(scope: KantorScope): Expression<SqlBool> {
  return scope === null
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(q.kind <> 'kantor' OR q.kantor_id = ANY(${[...scope]}::int[]))`;
}

function filtered(db: Db, f: QualificationFilter) {
  let q = joined(db).where('q.kind', '=', f.kind).where(inScope(f.scope));
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([eb('q.nama', 'ilike', pattern), eb('q.keterangan', 'ilike', pattern), eb(targetNama, 'ilike', pattern)]),
    );
  }
  if (f.target_id !== undefined) q = q.where(`q.${TARGET_COLUMN[f.kind]}`, '=', f.target_id);
  return q;
}

export async function listQualifications(
  db: Db,
  f: QualificationFilter & {
    sort: { column: QualificationSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: QualificationRow[]; total: number }> {
  const base = filtered(db, f);
  let ids = base.select('q.id');
  ids = f.sort
    ? ids.orderBy(SORT_COLUMNS[f.sort.column], f.sort.direction).orderBy('q.id', 'desc')
    : ids
        .orderBy(targetNama)
        .orderBy(sql`lower(q.nama)`)
        .orderBy('q.id');
  const { rows: page, total } = await pageWithTotal(ids.limit(f.limit).offset(f.offset).execute(), base);
  if (page.length === 0) return { rows: [], total };
  const order = page.map((r) => r.id);
  const found = await selectRows(db).where('q.id', 'in', order).execute();
  const byId = new Map(found.map((r) => [r.id, toRow(r)]));
  return { rows: order.flatMap((id) => byId.get(id) ?? []), total };
}

export async function findQualification(
  db: Db,
  kind: QualificationKind,
  id: number,
  scope: KantorScope,
): Promise<QualificationRow | undefined> {
  const r = await selectRows(db)
    .where('q.id', '=', id)
    .where('q.kind', '=', kind)
    .where(inScope(scope))
    .executeTakeFirst();
  return r && toRow(r);
}

/** Whether the position, rank or office exists and may take new requirements ('disabled': no longer used). */
export async function targetState(db: Db, kind: QualificationKind, id: number): Promise<'ok' | 'missing' | 'disabled'> {
  if (kind === 'jabatan') {
    const r = await db.selectFrom('jabatan').select('is_disabled').where('id', '=', id).executeTakeFirst();
    return !r ? 'missing' : r.is_disabled ? 'disabled' : 'ok';
  }
  if (kind === 'pangkat') {
    const r = await db.selectFrom('pangkat').select('is_disabled').where('id', '=', id).executeTakeFirst();
    return !r ? 'missing' : r.is_disabled ? 'disabled' : 'ok';
  }
  const r = await db.selectFrom('kantor').select('deleted_at').where('id', '=', id).executeTakeFirst();
  return !r || r.deleted_at !== null ? 'missing' : 'ok';
}

/** Another requirement of the same name (any case) for the same position, rank or office. */
export async function nameTaken(
  db: Db,
  kind: QualificationKind,
  values: QualificationValues,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('qualification as q')
    .select('q.id')
    .where('q.kind', '=', kind)
    .where(`q.${TARGET_COLUMN[kind]}`, '=', values.target_id)
    .where(sql<string>`lower(q.nama)`, '=', values.nama.toLowerCase());
  if (exceptId !== undefined) q = q.where('q.id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

function columns(kind: QualificationKind, v: QualificationValues) {
  return {
    jabatan_id: kind === 'jabatan' ? v.target_id : null,
    pangkat_id: kind === 'pangkat' ? v.target_id : null,
    kantor_id: kind === 'kantor' ? v.target_id : null,
    nama: v.nama,
    keterangan: v.keterangan,
  };
}

export async function insertQualification(trx: Db, kind: QualificationKind, v: QualificationValues): Promise<number> {
  const row = await trx
    .insertInto('qualification')
    .values({ kind, ...columns(kind, v) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQualification(
  trx: Db,
  kind: QualificationKind,
  id: number,
  v: QualificationValues,
): Promise<void> {
  await trx
    .updateTable('qualification')
    .set({ ...columns(kind, v), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Locks the row for a write; false when it does not exist (any more). */
export async function lockQualification(trx: Db, kind: QualificationKind, id: number): Promise<boolean> {
  const r = await trx
    .selectFrom('qualification')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  return r !== undefined;
}

export async function deleteQualification(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('qualification').where('id', '=', id).execute();
}

/** The office of the caller's employee record, if any. */
export async function kantorOfUser(db: Db, userId: number): Promise<number | null> {
  const r = await db
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select('p.kantor_id')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return r?.kantor_id ?? null;
}

/** An office and every live office below it. */
export async function kantorSubtree(db: Db, kantorId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 0 FROM kantor WHERE id = ${kantorId} AND deleted_at IS NULL
      UNION ALL
      SELECT k.id, d.depth + 1 FROM kantor k JOIN down d ON k.parent_id = d.id WHERE k.deleted_at IS NULL AND d.depth < 32
    )
    SELECT DISTINCT id FROM down`.execute(db);
  return rows.map((r) => r.id);
}

/** The live positions, ranks or offices (in scope) a requirement may be given to, by name; a rank as 'nama | grade | corporate title'. */
export async function targetOptions(
  db: Db,
  kind: QualificationKind,
  scope: KantorScope,
): Promise<{ id: number; nama: string }[]> {
  if (kind === 'jabatan')
    return db
      .selectFrom('jabatan')
      .select(['id', 'nama'])
      .where('is_disabled', '=', false)
      .orderBy('nama')
      .orderBy('id')
      .execute();
  if (kind === 'pangkat')
    return db
      .selectFrom('pangkat')
      .select(['id', sql<string>`nama || ' | ' || grade || ' | ' || corporate_title`.as('nama')])
      .where('is_disabled', '=', false)
      .orderBy('id')
      .execute();
  let q = db.selectFrom('kantor').select(['id', 'nama']).where('deleted_at', 'is', null);
  if (scope !== null) q = q.where('id', '=', sql<number>`ANY(${[...scope]}::int[])`);
  return q.orderBy('nama').orderBy('id').execute();
}
