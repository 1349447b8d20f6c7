/**
 * WLA's SQL (migration 0033). Every number is PostgreSQL's numeric, answered as text with two
 * decimals; JavaScript never multiplies a workload. The results are computed set-based by
 * `recomputeResults` in three statements, whatever the number of positions and offices.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** `round(expr, 2)::text`: "1.50", never "1.5" or a float. */
const dec = (expr: RawBuilder<unknown>) => sql<string>`round(${expr}, 2)::text`;

/**
 * A frequency normalised to a year, given the config row `c`: per day × effective days, per week ×
 * effective weeks (effective days / 5 working days), per month × 12, per year × 1.
 */
const perYear = sql`(a.frekuensi * case a.periode when 'hari' then c.hari_efektif::numeric
  when 'minggu' then c.hari_efektif::numeric / 5 when 'bulan' then 12 else 1 end)`;

export interface ConfigDbRow {
  hari_efektif: number;
  jam_efektif: string;
  menit_efektif: string;
  updated_at: Date;
}

export async function getConfig(db: Db): Promise<ConfigDbRow> {
  const { rows } = await sql<ConfigDbRow>`
    select hari_efektif, ${dec(sql`jam_efektif`)} as jam_efektif,
           ${dec(sql`hari_efektif * jam_efektif * 60`)} as menit_efektif, updated_at
    from wla_config where id = 1`.execute(db);
  return rows[0]!;
}

export async function setConfig(db: Db, hari: number, jam: string, userId: number): Promise<void> {
  await sql`update wla_config set hari_efektif = ${hari}, jam_efektif = ${jam}::numeric, user_id = ${userId},
            updated_at = now() where id = 1`.execute(db);
}

// ---- activities -----------------------------------------------------------------------------------

export interface ActivityDbRow {
  id: number;
  jabatan_id: number;
  jabatan_nama: string;
  nama: string;
  frekuensi: string;
  periode: 'hari' | 'minggu' | 'bulan' | 'tahun';
  frekuensi_tahun: string;
  menit: string;
  beban_menit: string;
  updated_at: Date;
  total: number;
}

const activitySelect = sql`
  a.id, a.jabatan_id, j.nama as jabatan_nama, a.nama, ${dec(sql`a.frekuensi`)} as frekuensi, a.periode,
  ${dec(perYear)} as frekuensi_tahun, ${dec(sql`a.menit`)} as menit, ${dec(sql`${perYear} * a.menit`)} as beban_menit,
  a.updated_at`;

export async function listActivities(
  db: Db,
  f: { jabatanId?: number; search?: string; limit: number; offset: number },
): Promise<{ rows: ActivityDbRow[]; total: number }> {
  const { rows } = await sql<ActivityDbRow>`
    select ${activitySelect}, count(*) over ()::int as total
    from wla_aktivitas a join jabatan j on j.id = a.jabatan_id cross join wla_config c
    where true
      ${f.jabatanId !== undefined ? sql`and a.jabatan_id = ${f.jabatanId}` : sql``}
      ${f.search ? sql`and (a.nama ilike ${f.search} or j.nama ilike ${f.search})` : sql``}
    order by j.nama, a.id
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function countActivities(db: Db, f: { jabatanId?: number; search?: string }): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from wla_aktivitas a join jabatan j on j.id = a.jabatan_id
    where true
      ${f.jabatanId !== undefined ? sql`and a.jabatan_id = ${f.jabatanId}` : sql``}
      ${f.search ? sql`and (a.nama ilike ${f.search} or j.nama ilike ${f.search})` : sql``}`.execute(db);
  return rows[0]!.n;
}

export async function activityById(db: Db, id: number): Promise<ActivityDbRow | undefined> {
  const { rows } = await sql<ActivityDbRow>`
    select ${activitySelect}, 1 as total
    from wla_aktivitas a join jabatan j on j.id = a.jabatan_id cross join wla_config c
    where a.id = ${id}`.execute(db);
  return rows[0];
}

export interface ActivityValues {
  jabatan_id: number;
  nama: string;
  frekuensi: string;
  periode: string;
  menit: string;
}

export async function insertActivity(db: Db, v: ActivityValues): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into wla_aktivitas (jabatan_id, nama, frekuensi, periode, menit)
    values (${v.jabatan_id}, ${v.nama}, ${v.frekuensi}::numeric, ${v.periode}, ${v.menit}::numeric)
    returning id`.execute(db);
  return rows[0]!.id;
}

/** Many rows in one statement (the import's batches). */
export async function insertActivities(db: Db, rows: readonly ActivityValues[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into wla_aktivitas (jabatan_id, nama, frekuensi, periode, menit)
    select * from unnest(${rows.map((r) => r.jabatan_id)}::int[], ${rows.map((r) => r.nama)}::text[],
                         ${rows.map((r) => r.frekuensi)}::numeric[], ${rows.map((r) => r.periode)}::text[],
                         ${rows.map((r) => r.menit)}::numeric[])`.execute(db);
}

export async function updateActivity(db: Db, id: number, v: ActivityValues): Promise<boolean> {
  const r = await sql`
    update wla_aktivitas set jabatan_id = ${v.jabatan_id}, nama = ${v.nama}, frekuensi = ${v.frekuensi}::numeric,
      periode = ${v.periode}, menit = ${v.menit}::numeric, updated_at = now()
    where id = ${id}`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

export async function deleteActivity(db: Db, id: number): Promise<boolean> {
  const r = await sql`delete from wla_aktivitas where id = ${id}`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

export async function jabatanExists(db: Db, id: number): Promise<boolean> {
  const { rows } = await sql`select 1 from jabatan where id = ${id}`.execute(db);
  return rows.length > 0;
}

/** Positions by lower-cased name and by id text, for the import's Jabatan column. */
export async function jabatanIndex(db: Db): Promise<{ id: number; nama: string }[]> {
  const { rows } = await sql<{ id: number; nama: string }>`select id, nama from jabatan`.execute(db);
  return rows;
}

// ---- results --------------------------------------------------------------------------------------

/**
 * Recomputes wla_hasil (all positions, or one) in the caller's transaction: workload per position
 * = Σ frequency per year × standard minutes; needed staff (fte) = workload ÷ effective minutes of
 * a year, rounded to 2 decimals; present = active employees on that position at that office;
 * gap = present − fte. Pairs: every office where a position that has activities has staff.
 */
export async function recomputeResults(trx: Db, jabatanId?: number): Promise<number> {
  const only = jabatanId !== undefined ? sql`and jabatan_id = ${jabatanId}` : sql``;
  await sql`select pg_advisory_xact_lock(hashtext('wla_hasil'))`.execute(trx);
  await sql`delete from wla_hasil where true ${only}`.execute(trx);
  const result = await sql`
    with c as (select hari_efektif, jam_efektif, hari_efektif * jam_efektif * 60 as menit_efektif from wla_config where id = 1),
    beban as (
      select a.jabatan_id, sum(${perYear} * a.menit) as menit
      from wla_aktivitas a cross join c
      where true ${jabatanId !== undefined ? sql`and a.jabatan_id = ${jabatanId}` : sql``}
      group by a.jabatan_id
    ),
    staff as (
      select p.jabatan_id, p.kantor_id, count(*)::int as n, array_agg(p.id order by p.id) as ids
      from pegawai p join kantor k on k.id = p.kantor_id and k.deleted_at is null
      where p.is_active and p.jabatan_id in (select jabatan_id from beban)
      group by p.jabatan_id, p.kantor_id
    )
    insert into wla_hasil (jabatan_id, kantor_id, beban_menit, menit_efektif, fte, pegawai_count, pegawai_id, gap, computed_at)
    select s.jabatan_id, s.kantor_id, round(b.menit, 2), round(c.menit_efektif, 2),
           round(b.menit / c.menit_efektif, 2), s.n, s.ids, s.n - round(b.menit / c.menit_efektif, 2), now()
    from staff s join beban b on b.jabatan_id = s.jabatan_id cross join c`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

export interface ResultDbRow {
  jabatan_id: number;
  jabatan_nama: string;
  kantor_id: number;
  kantor_nama: string;
  beban_menit: string;
  menit_efektif: string;
  fte: string;
  pegawai_count: number;
  gap: string;
  pegawai_id: number[];
  computed_at: Date;
  total: number;
}

export interface ResultFilter {
  kantorId?: number;
  jabatanId?: number;
  search?: string;
  /** A gap range standing for a status (see wla.service statusGapRange). */
  gap?: { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean };
}

function resultWhere(f: ResultFilter) {
  const g = f.gap;
  return sql`
    ${f.kantorId !== undefined ? sql`and h.kantor_id = ${f.kantorId}` : sql``}
    ${f.jabatanId !== undefined ? sql`and h.jabatan_id = ${f.jabatanId}` : sql``}
    ${f.search ? sql`and (j.nama ilike ${f.search} or k.nama ilike ${f.search})` : sql``}
    ${g?.min !== undefined ? (g.minExclusive ? sql`and h.gap > ${g.min}` : sql`and h.gap >= ${g.min}`) : sql``}
    ${g?.max !== undefined ? (g.maxExclusive ? sql`and h.gap < ${g.max}` : sql`and h.gap <= ${g.max}`) : sql``}`;
}

export async function listResults(
  db: Db,
  f: ResultFilter & { limit: number; offset: number },
): Promise<{ rows: ResultDbRow[]; total: number }> {
  const { rows } = await sql<ResultDbRow>`
    select h.jabatan_id, j.nama as jabatan_nama, h.kantor_id, k.nama as kantor_nama,
           ${dec(sql`h.beban_menit`)} as beban_menit, ${dec(sql`h.menit_efektif`)} as menit_efektif,
           ${dec(sql`h.fte`)} as fte, h.pegawai_count, ${dec(sql`h.gap`)} as gap, h.pegawai_id, h.computed_at,
           count(*) over ()::int as total
    from wla_hasil h join jabatan j on j.id = h.jabatan_id join kantor k on k.id = h.kantor_id
    where true ${resultWhere(f)}
    order by k.nama, j.nama, h.kantor_id, h.jabatan_id
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function countResults(db: Db, f: ResultFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n
    from wla_hasil h join jabatan j on j.id = h.jabatan_id join kantor k on k.id = h.kantor_id
    where true ${resultWhere(f)}`.execute(db);
  return rows[0]!.n;
}

export interface KantorDbRow {
  kantor_id: number;
  kantor_nama: string;
  jabatan_count: number;
  fte: string;
  pegawai_count: number;
  gap: string;
  total: number;
}

export async function listKantor(
  db: Db,
  f: { search?: string; limit: number; offset: number },
): Promise<{ rows: KantorDbRow[]; total: number }> {
  const { rows } = await sql<KantorDbRow>`
    select h.kantor_id, k.nama as kantor_nama, count(*)::int as jabatan_count, ${dec(sql`sum(h.fte)`)} as fte,
           sum(h.pegawai_count)::int as pegawai_count, ${dec(sql`sum(h.pegawai_count) - sum(h.fte)`)} as gap,
           count(*) over ()::int as total
    from wla_hasil h join kantor k on k.id = h.kantor_id
    where true ${f.search ? sql`and k.nama ilike ${f.search}` : sql``}
    group by h.kantor_id, k.nama
    order by k.nama, h.kantor_id
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return { rows, total: rows[0]?.total ?? 0 };
}

export interface JabatanDbRow {
  jabatan_id: number;
  jabatan_nama: string;
  kantor_count: number;
  aktivitas_count: number;
  beban_menit: string;
  fte: string;
  pegawai_count: number;
  gap: string;
  total: number;
}

/** Every position with activities, over all offices (zero offices when nobody holds it). */
export async function listJabatan(
  db: Db,
  f: { search?: string; limit: number; offset: number },
): Promise<{ rows: JabatanDbRow[]; total: number }> {
  const { rows } = await sql<JabatanDbRow>`
    with a as (
      select a.jabatan_id, count(*)::int as n, sum(${perYear} * a.menit) as beban
      from wla_aktivitas a cross join wla_config c group by a.jabatan_id
    ), h as (
      select jabatan_id, count(*)::int as kantor_count, sum(fte) as fte, sum(pegawai_count)::int as pegawai_count
      from wla_hasil group by jabatan_id
    )
    select a.jabatan_id, j.nama as jabatan_nama, coalesce(h.kantor_count, 0) as kantor_count, a.n as aktivitas_count,
           ${dec(sql`a.beban`)} as beban_menit, ${dec(sql`coalesce(h.fte, 0)`)} as fte,
           coalesce(h.pegawai_count, 0) as pegawai_count,
           ${dec(sql`coalesce(h.pegawai_count, 0) - coalesce(h.fte, 0)`)} as gap,
           count(*) over ()::int as total
    from a join jabatan j on j.id = a.jabatan_id left join h on h.jabatan_id = a.jabatan_id
    where true ${f.search ? sql`and j.nama ilike ${f.search}` : sql``}
    order by j.nama, a.jabatan_id
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return { rows, total: rows[0]?.total ?? 0 };
}
