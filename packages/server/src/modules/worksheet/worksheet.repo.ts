/** Kysely queries of the worksheets: entries and their attributes, the attribute list, scopes, the month figures. */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

/** Office ids a reader may see; null: every office. */
export type KantorScope = readonly number[] | null;

export async function pegawaiOfUser(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['p.id', 'p.nama', 'p.kantor_id'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function findPegawai(db: Db, id: number) {
  return db.selectFrom('pegawai').select(['id', 'nama', 'kantor_id']).where('id', '=', id).executeTakeFirst();
}

/** An office and every office below it (live ones). */
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

function inScope(column: RawBuilder<unknown>, scope: KantorScope): RawBuilder<boolean> {
  return scope === null ? sql<boolean>`true` : sql<boolean>`${column} = ANY(${[...scope]}::int[])`;
}

export interface EntryDbRow {
  id: number;
  pegawai_id: number;
  pegawai_nama: string;
  kantor_id: number | null;
  kantor_nama: string | null;
  tanggal: string;
  tugas: string;
  durasi_menit: number;
  catatan: string | null;
  attributes: { id: number; nama: string }[];
  is_late: boolean;
  created_at: Date;
  updated_at: Date;
}

function entries(db: Db) {
  return db
    .selectFrom('worksheet as w')
    .innerJoin('pegawai as p', 'p.id', 'w.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'w.kantor_id');
}

const ENTRY_COLUMNS = [
  'w.id',
  'w.pegawai_id',
  'p.nama as pegawai_nama',
  'w.kantor_id',
  'k.nama as kantor_nama',
  sql<string>`to_char(w.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
  'w.tugas',
  'w.durasi_menit',
  'w.catatan',
  sql<{ id: number; nama: string }[]>`coalesce((
    SELECT json_agg(json_build_object('id', a.id, 'nama', a.nama) ORDER BY a.nama)
    FROM worksheet_attribute_link l JOIN worksheet_attribute a ON a.id = l.attribute_id
    WHERE l.worksheet_id = w.id), '[]'::json)`.as('attributes'),
  sql<boolean>`((w.created_at AT TIME ZONE 'Asia/Jakarta')::date > w.tanggal)`.as('is_late'),
  'w.created_at',
  'w.updated_at',
] as const;

export async function listOwn(db: Db, pegawaiId: number, from: string, to: string): Promise<EntryDbRow[]> {
  return entries(db)
    .select(ENTRY_COLUMNS)
    .where('w.pegawai_id', '=', pegawaiId)
    .where('w.tanggal', '>=', from)
    .where('w.tanggal', '<=', to)
    .orderBy('w.tanggal', 'desc')
    .orderBy('w.id')
    .execute() as Promise<EntryDbRow[]>;
}

export async function findEntry(db: Db, id: number): Promise<EntryDbRow | undefined> {
  return entries(db).select(ENTRY_COLUMNS).where('w.id', '=', id).executeTakeFirst() as Promise<EntryDbRow | undefined>;
}

export interface TugasFilter {
  scope: KantorScope;
  from?: string;
  to?: string;
  kantorId?: number;
  pegawaiId?: number;
  attributeId?: number;
  isLate?: boolean;
  search?: string;
}

export async function listTugas(
  db: Db,
  f: TugasFilter,
  page: {
    limit: number;
    offset: number;
    sort: { column: 'tanggal' | 'durasi_menit' | 'created_at'; direction: 'asc' | 'desc' } | null;
  },
): Promise<{ rows: EntryDbRow[]; total: number }> {
  let q = entries(db).where(inScope(sql.ref('w.kantor_id'), f.scope));
  if (f.from) q = q.where('w.tanggal', '>=', f.from);
  if (f.to) q = q.where('w.tanggal', '<=', f.to);
  if (f.kantorId) q = q.where('w.kantor_id', '=', f.kantorId);
  if (f.pegawaiId) q = q.where('w.pegawai_id', '=', f.pegawaiId);
  if (f.attributeId) {
    const attributeId = f.attributeId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('worksheet_attribute_link as l')
          .select('l.worksheet_id')
          .whereRef('l.worksheet_id', '=', 'w.id')
          .where('l.attribute_id', '=', attributeId),
      ),
    );
  }
  if (f.isLate !== undefined)
    q = q.where(sql<boolean>`((w.created_at AT TIME ZONE 'Asia/Jakarta')::date > w.tanggal) = ${f.isLate}`);
  if (f.search) {
    const p = containsPattern(f.search);
    q = q.where((eb) => eb.or([eb('w.tugas', 'ilike', p), eb('p.nama', 'ilike', p), eb('w.catatan', 'ilike', p)]));
  }
  const sort = page.sort ?? { column: 'tanggal', direction: 'desc' };
  const rows = q
    .select(ENTRY_COLUMNS)
    .orderBy(sql.ref(`w.${sort.column}`), sort.direction)
    .orderBy('w.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute() as Promise<EntryDbRow[]>;
  return pageWithTotal(rows, q.select('w.id'));
}

/** Minutes and entries of an employee's day, without entry `exceptId`. */
export async function dayTotals(db: Db, pegawaiId: number, tanggal: string, exceptId?: number) {
  let q = db
    .selectFrom('worksheet')
    .select([sql<number>`coalesce(sum(durasi_menit), 0)::int`.as('menit'), sql<number>`count(*)::int`.as('n')])
    .where('pegawai_id', '=', pegawaiId)
    .where('tanggal', '=', tanggal);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirstOrThrow();
}

export async function activeAttributeIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('worksheet_attribute')
    .select('id')
    .where('id', 'in', [...ids])
    .where('is_active', '=', true)
    .execute();
  return rows.map((r) => r.id);
}

export async function insertEntry(
  db: Db,
  v: {
    pegawai_id: number;
    kantor_id: number | null;
    tanggal: string;
    tugas: string;
    durasi_menit: number;
    catatan: string | null;
    created_by: number;
  },
): Promise<number> {
  const row = await db.insertInto('worksheet').values(v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(
  db: Db,
  id: number,
  v: { tanggal: string; tugas: string; durasi_menit: number; catatan: string | null },
): Promise<void> {
  await db
    .updateTable('worksheet')
    .set({ ...v, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setAttributes(db: Db, worksheetId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('worksheet_attribute_link').where('worksheet_id', '=', worksheetId).execute();
  if (ids.length > 0)
    await db
      .insertInto('worksheet_attribute_link')
      .values(ids.map((attribute_id) => ({ worksheet_id: worksheetId, attribute_id })))
      .execute();
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('worksheet').where('id', '=', id).execute();
}

export async function lockEntry(db: Db, id: number) {
  return db.selectFrom('worksheet').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

// ── Attributes ────────────────────────────────────────────────────────────────────────────────
export async function listAttributes(db: Db, activeOnly: boolean) {
  let q = db.selectFrom('worksheet_attribute').select(['id', 'nama', 'is_active']).orderBy('nama');
  if (activeOnly) q = q.where('is_active', '=', true);
  return q.execute();
}

export async function findAttribute(db: Db, id: number) {
  return db
    .selectFrom('worksheet_attribute')
    .select(['id', 'nama', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function attributeByName(db: Db, nama: string) {
  return db
    .selectFrom('worksheet_attribute')
    .select('id')
    .where(sql`lower(nama)`, '=', nama.toLowerCase())
    .executeTakeFirst();
}

export async function insertAttribute(db: Db, v: { nama: string; is_active: boolean }) {
  return db
    .insertInto('worksheet_attribute')
    .values(v)
    .returning(['id', 'nama', 'is_active'])
    .executeTakeFirstOrThrow();
}

export async function updateAttribute(db: Db, id: number, v: { nama: string; is_active: boolean }) {
  return db
    .updateTable('worksheet_attribute')
    .set(v)
    .where('id', '=', id)
    .returning(['id', 'nama', 'is_active'])
    .executeTakeFirstOrThrow();
}

export async function attributeInUse(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('worksheet_attribute_link')
    .select('worksheet_id')
    .where('attribute_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteAttribute(db: Db, id: number): Promise<void> {
  await db.deleteFrom('worksheet_attribute').where('id', '=', id).execute();
}

// ── Month figures ────────────────────────────────────────────────────────────────────────────
export async function filledDays(db: Db, pegawaiId: number, days: readonly string[]): Promise<string[]> {
  if (days.length === 0) return [];
  const { rows } = await sql<{ tanggal: string }>`
    SELECT DISTINCT to_char(tanggal, 'YYYY-MM-DD') AS tanggal FROM worksheet
    WHERE pegawai_id = ${pegawaiId} AND tanggal = ANY(${[...days]}::date[])`.execute(db);
  return rows.map((r) => r.tanggal);
}

export async function lateEntries(db: Db, pegawaiId: number, from: string, to: string) {
  return db
    .selectFrom('worksheet')
    .select(['id', sql<string>`to_char(tanggal, 'YYYY-MM-DD')`.as('tanggal'), 'tugas', 'created_at'])
    .where('pegawai_id', '=', pegawaiId)
    .where('tanggal', '>=', from)
    .where('tanggal', '<=', to)
    .where(sql<boolean>`(created_at AT TIME ZONE 'Asia/Jakarta')::date > tanggal`)
    .orderBy('tanggal')
    .orderBy('id')
    .execute();
}

export interface KantorStatRow {
  kantor_id: number;
  nama: string;
  pegawai: number;
  pegawai_terisi: number;
  filled: number;
  entries: number;
  menit: number;
  terlambat: number;
}

/** Per office of the scope with active employees: employees, those who wrote, filled working days, entries, minutes, late. */
export async function kantorStats(
  db: Db,
  scope: KantorScope,
  range: { from: string; to: string; days: readonly string[] },
  search?: string,
): Promise<KantorStatRow[]> {
  const pattern = search ? containsPattern(search) : null;
  const { rows } = await sql<KantorStatRow>`
    WITH emp AS (
      SELECT p.id, p.kantor_id FROM pegawai p
      WHERE p.is_active AND p.kantor_id IS NOT NULL AND ${inScope(sql`p.kantor_id`, scope)}
    ), filled AS (
      SELECT w.pegawai_id, count(DISTINCT w.tanggal)::int AS n FROM worksheet w
      WHERE w.tanggal = ANY(${[...range.days]}::date[]) GROUP BY w.pegawai_id
    ), e AS (
      SELECT w.kantor_id, count(*)::int AS entries, sum(w.durasi_menit)::int AS menit,
        count(DISTINCT w.pegawai_id)::int AS pegawai_terisi,
        count(*) FILTER (WHERE (w.created_at AT TIME ZONE 'Asia/Jakarta')::date > w.tanggal)::int AS terlambat
      FROM worksheet w WHERE w.tanggal BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY w.kantor_id
    )
    SELECT k.id AS kantor_id, k.nama, count(emp.id)::int AS pegawai,
      coalesce(max(e.pegawai_terisi), 0)::int AS pegawai_terisi, coalesce(sum(filled.n), 0)::int AS filled,
      coalesce(max(e.entries), 0)::int AS entries, coalesce(max(e.menit), 0)::int AS menit,
      coalesce(max(e.terlambat), 0)::int AS terlambat
    FROM kantor k JOIN emp ON emp.kantor_id = k.id
    LEFT JOIN filled ON filled.pegawai_id = emp.id
    LEFT JOIN e ON e.kantor_id = k.id
    WHERE k.deleted_at IS NULL AND (${pattern}::text IS NULL OR k.nama ILIKE ${pattern})
    GROUP BY k.id, k.nama
    ORDER BY k.nama, k.id`.execute(db);
  return rows;
}

export async function pegawaiStats(
  db: Db,
  scope: KantorScope,
  range: { from: string; to: string; days: readonly string[] },
) {
  const { rows } = await sql<{
    pegawai_id: number;
    nama: string;
    kantor_id: number | null;
    kantor: string | null;
    menit: number;
    hari_terisi: number;
  }>`
    SELECT p.id AS pegawai_id, p.nama, p.kantor_id, k.nama AS kantor,
      coalesce(sum(w.durasi_menit), 0)::int AS menit,
      count(DISTINCT w.tanggal) FILTER (WHERE w.tanggal = ANY(${[...range.days]}::date[]))::int AS hari_terisi
    FROM pegawai p
    LEFT JOIN kantor k ON k.id = p.kantor_id
    LEFT JOIN worksheet w ON w.pegawai_id = p.id AND w.tanggal BETWEEN ${range.from}::date AND ${range.to}::date
    WHERE p.is_active AND p.kantor_id IS NOT NULL AND ${inScope(sql`p.kantor_id`, scope)}
    GROUP BY p.id, p.nama, p.kantor_id, k.nama
    ORDER BY menit DESC, p.nama, p.id
    LIMIT 50`.execute(db);
  return rows;
}

export async function dayStats(db: Db, scope: KantorScope, range: { from: string; to: string }) {
  const { rows } = await sql<{ tanggal: string; menit: number; entries: number; pegawai: number }>`
    SELECT to_char(w.tanggal, 'YYYY-MM-DD') AS tanggal, sum(w.durasi_menit)::int AS menit, count(*)::int AS entries,
      count(DISTINCT w.pegawai_id)::int AS pegawai
    FROM worksheet w
    WHERE w.tanggal BETWEEN ${range.from}::date AND ${range.to}::date AND ${inScope(sql`w.kantor_id`, scope)}
    GROUP BY w.tanggal ORDER BY w.tanggal`.execute(db);
  return rows;
}
