/**
 * SQL of the dashboard statistics: one aggregate per topic over active employees, and the
 * dashboard_stats table they are stored in. "Today" is the bank's calendar day (WIB).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import type { PegawaiPlacementNames } from '../pegawai/public.js';

export interface SeriesItem {
  id: number | string | null;
  nama: string;
  jumlah: number;
}

async function rows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export function countByGender(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    SELECT p.jenis_kelamin AS id,
           CASE p.jenis_kelamin WHEN 'L' THEN 'Laki-laki' WHEN 'P' THEN 'Perempuan' ELSE 'Tidak diketahui' END AS nama,
           count(*)::int AS jumlah
    FROM pegawai p WHERE p.is_active
    GROUP BY p.jenis_kelamin ORDER BY p.jenis_kelamin NULLS LAST`,
  );
}

export interface BirthdayPegawai {
  id: number;
  nama: string;
  jabatan: string | null;
  kantor: string | null;
}

/** Birthdays today; 29 February birthdays are celebrated on the 28th in common years. */
export async function birthdaysToday(
  db: Db,
  limit: number,
): Promise<{ tanggal: string; jumlah: number; pegawai: BirthdayPegawai[] }> {
  const [row] = await rows(
    db,
    sql<{ tanggal: string; jumlah: number; pegawai: BirthdayPegawai[] }>`
    WITH today AS (SELECT ${TODAY} AS d),
    hits AS (
      SELECT p.id, p.nama, j.nama AS jabatan, k.nama AS kantor
      FROM pegawai p CROSS JOIN today t
      LEFT JOIN jabatan j ON j.id = p.jabatan_id
      LEFT JOIN kantor k ON k.id = p.kantor_id
      WHERE p.is_active AND p.tanggal_lahir IS NOT NULL
        AND (to_char(p.tanggal_lahir, 'MM-DD') = to_char(t.d, 'MM-DD')
             OR (to_char(p.tanggal_lahir, 'MM-DD') = '02-29' AND to_char(t.d, 'MM-DD') = '02-28' AND to_char(t.d + 1, 'MM-DD') = '03-01'))
    )
    SELECT (SELECT d FROM today) AS tanggal,
           (SELECT count(*)::int FROM hits) AS jumlah,
           coalesce((SELECT json_agg(h ORDER BY h.nama, h.id) FROM (SELECT * FROM hits ORDER BY nama, id LIMIT ${limit}) h), '[]'::json) AS pegawai`,
  );
  return row;
}

export function countByJabatanLevel(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    SELECT jl.id, coalesce(jl.nama, 'Tanpa level jabatan') AS nama, count(*)::int AS jumlah
    FROM pegawai p LEFT JOIN jabatan j ON j.id = p.jabatan_id LEFT JOIN jabatan_level jl ON jl.id = j.level_id
    WHERE p.is_active GROUP BY jl.id, jl.nama ORDER BY jl.id NULLS LAST`,
  );
}

/** Counts per band; `bands` are [label, lower bound inclusive] ascending, the value computed by `expr`. */
function bandedCount(
  db: Db,
  expr: RawBuilder<number | null>,
  bands: readonly (readonly [string, number])[],
  missing: string,
): Promise<SeriesItem[]> {
  const labels = bands.map(([label]) => label);
  const lows = bands.map(([, low]) => low);
  return rows(
    db,
    sql<SeriesItem>`
    WITH b AS (SELECT * FROM unnest(${labels}::text[], ${lows}::int[]) WITH ORDINALITY AS b(nama, low, ord)),
    v AS (SELECT ${expr} AS x FROM pegawai p WHERE p.is_active),
    placed AS (
      SELECT (SELECT b.ord FROM b WHERE v.x >= b.low ORDER BY b.low DESC LIMIT 1) AS ord FROM v
    )
    SELECT b.ord::int AS id, b.nama, count(placed.ord)::int AS jumlah
    FROM b LEFT JOIN placed ON placed.ord = b.ord GROUP BY b.ord, b.nama
    UNION ALL
    SELECT NULL, ${missing}, count(*)::int FROM placed WHERE placed.ord IS NULL HAVING count(*) > 0
    ORDER BY id NULLS LAST`,
  );
}

export const AGE_BANDS = [
  ['< 25', 0],
  ['25 - 29', 25],
  ['30 - 34', 30],
  ['35 - 39', 35],
  ['40 - 44', 40],
  ['45 - 49', 45],
  ['50 - 55', 50],
  ['≥ 56', 56],
] as const;

export function countByAge(db: Db): Promise<SeriesItem[]> {
  return bandedCount(
    db,
    sql<number | null>`date_part('year', age(${TODAY}, p.tanggal_lahir))::int`,
    AGE_BANDS,
    'Tidak diketahui',
  );
}

export const SERVICE_BANDS = [
  ['< 1 tahun', 0],
  ['1 - 4 tahun', 1],
  ['5 - 9 tahun', 5],
  ['10 - 14 tahun', 10],
  ['15 - 19 tahun', 15],
  ['20 - 24 tahun', 20],
  ['25 - 29 tahun', 25],
  ['≥ 30 tahun', 30],
] as const;

export function countByServiceYears(db: Db): Promise<SeriesItem[]> {
  return bandedCount(
    db,
    sql<number | null>`date_part('year', age(${TODAY}, p.permanent_date))::int`,
    SERVICE_BANDS,
    'Belum pegawai tetap',
  );
}

export function countByPangkat(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    SELECT pg.id, coalesce(pg.nama, 'Tanpa pangkat') AS nama, count(*)::int AS jumlah
    FROM pegawai p LEFT JOIN pangkat pg ON pg.id = p.pangkat_id
    WHERE p.is_active GROUP BY pg.id, pg.nama ORDER BY pg.id NULLS LAST`,
  );
}

export function countByGrade(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    SELECT pg.grade AS id, coalesce(pg.grade, 'Tanpa grade') AS nama, count(*)::int AS jumlah
    FROM pegawai p LEFT JOIN pangkat pg ON pg.id = p.pangkat_id
    WHERE p.is_active GROUP BY pg.grade
    ORDER BY CASE WHEN pg.grade ~ '^\\d+$' THEN pg.grade::int END NULLS LAST, pg.grade NULLS LAST`,
  );
}

export function countByCorporateTitle(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    SELECT pg.corporate_title AS id, coalesce(pg.corporate_title, 'Tanpa corporate title') AS nama, count(*)::int AS jumlah
    FROM pegawai p LEFT JOIN pangkat pg ON pg.id = p.pangkat_id
    WHERE p.is_active GROUP BY pg.corporate_title
    ORDER BY min(CASE WHEN pg.grade ~ '^\\d+$' THEN pg.grade::int END) NULLS LAST, pg.corporate_title NULLS LAST`,
  );
}

export function countByKantorLevel(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    SELECT kl.id, coalesce(kl.nama, 'Tanpa kantor') AS nama, count(*)::int AS jumlah
    FROM pegawai p LEFT JOIN kantor k ON k.id = p.kantor_id LEFT JOIN kantor_level kl ON kl.id = k.kantor_level_id
    WHERE p.is_active GROUP BY kl.id, kl.nama ORDER BY kl.id NULLS LAST`,
  );
}

/**
 * Employees per level-2 office (Kantor Wilayah): each office is placed under its nearest
 * ancestor of level 2; offices without one (Kantor Pusat and its divisions) under their root.
 */
export function countByKantorLevel2(db: Db): Promise<SeriesItem[]> {
  return rows(
    db,
    sql<SeriesItem>`
    WITH RECURSIVE up AS (
      SELECT k.id AS kantor_id, k.id AS ancestor_id, k.parent_id, k.kantor_level_id, 0 AS depth FROM kantor k
      UNION ALL
      SELECT up.kantor_id, a.id, a.parent_id, a.kantor_level_id, up.depth + 1
      FROM up JOIN kantor a ON a.id = up.parent_id
      WHERE up.kantor_level_id <> 2 AND up.depth < 32
    ),
    region AS (
      SELECT DISTINCT ON (kantor_id) kantor_id, ancestor_id FROM up
      WHERE kantor_level_id = 2 OR parent_id IS NULL ORDER BY kantor_id, depth
    )
    SELECT a.id,
           CASE WHEN kk.nama IS NULL OR lower(kk.nama) = lower(a.nama) THEN a.nama ELSE kk.nama || ' ' || a.nama END AS nama,
           count(*)::int AS jumlah
    FROM pegawai p
    JOIN region r ON r.kantor_id = p.kantor_id
    JOIN kantor a ON a.id = r.ancestor_id
    LEFT JOIN kantor_kelas kk ON kk.id = a.kelas_id
    WHERE p.is_active
    GROUP BY a.id, a.nama, kk.nama
    ORDER BY jumlah DESC, nama`,
  );
}

/** Retirements (birth date + `age` years) per year for `years` years from this one, and those already past it. */
export async function retirements(
  db: Db,
  age: number,
  years: number,
): Promise<{ per_tahun: { tahun: number; jumlah: number }[]; lewat_umur_pensiun: number }> {
  const [row] = await rows(
    db,
    sql<{ per_tahun: { tahun: number; jumlah: number }[]; lewat_umur_pensiun: number }>`
    WITH r AS (SELECT (p.tanggal_lahir + make_interval(years => ${age}))::date AS d FROM pegawai p WHERE p.is_active AND p.tanggal_lahir IS NOT NULL),
    y AS (SELECT generate_series(extract(year FROM ${TODAY})::int, extract(year FROM ${TODAY})::int + ${years - 1}) AS tahun)
    SELECT (SELECT json_agg(json_build_object('tahun', y.tahun, 'jumlah',
              (SELECT count(*)::int FROM r WHERE extract(year FROM r.d) = y.tahun AND r.d > ${TODAY})) ORDER BY y.tahun) FROM y) AS per_tahun,
           (SELECT count(*)::int FROM r WHERE r.d <= ${TODAY}) AS lewat_umur_pensiun`,
  );
  return row;
}

/**
 * Head count at the end of each of the last `count` months (or years): active employees whose
 * permanent date is on or before that day. Leavers are not known yet (no PHK data).
 */
export function headcountAtPeriodEnds(
  db: Db,
  unit: 'month' | 'year',
  count: number,
): Promise<{ tahun: number; bulan: number | null; jumlah: number }[]> {
  const step = unit === 'month' ? sql.raw(`interval '1 month'`) : sql.raw(`interval '1 year'`);
  const trunc = sql.lit(unit);
  return rows(
    db,
    sql<{ tahun: number; bulan: number | null; jumlah: number }>`
    WITH periods AS (
      SELECT generate_series(date_trunc(${trunc}, ${TODAY}::timestamp) - ${step} * ${count - 1}, date_trunc(${trunc}, ${TODAY}::timestamp), ${step}) AS start
    )
    SELECT extract(year FROM s.start)::int AS tahun,
           ${unit === 'month' ? sql`extract(month FROM s.start)::int` : sql`NULL::int`} AS bulan,
           (SELECT count(*)::int FROM pegawai p
             WHERE p.is_active AND p.permanent_date <= least((s.start + ${step} - interval '1 day')::date, ${TODAY})) AS jumlah
    FROM periods s ORDER BY s.start`,
  );
}

/** Employees who became permanent per year, for the last `years` years. */
export function joinersPerYear(db: Db, years: number): Promise<{ tahun: number; jumlah: number }[]> {
  return rows(
    db,
    sql<{ tahun: number; jumlah: number }>`
    SELECT y.tahun, count(p.id)::int AS jumlah
    FROM generate_series(extract(year FROM ${TODAY})::int - ${years - 1}, extract(year FROM ${TODAY})::int) AS y(tahun)
    LEFT JOIN pegawai p ON extract(year FROM p.permanent_date) = y.tahun
    GROUP BY y.tahun ORDER BY y.tahun`,
  );
}

export interface ProfileRow extends PegawaiPlacementNames {
  id: number;
  nama: string;
  npp: string;
  photo: string | null;
  tanggal_lahir: string | null;
  umur: number | null;
  permanent_date: string | null;
  masa_kerja: number | null;
  tanggal_pensiun: string | null;
  jabatan: string | null;
  updated_at: Date;
}

export async function profileOfUser(db: Db, userId: number, retirementAge: number): Promise<ProfileRow | undefined> {
  const [row] = await rows(
    db,
    sql<ProfileRow>`
    SELECT p.id, p.nama, p.npp, p.photo, p.tanggal_lahir,
           date_part('year', age(${TODAY}, p.tanggal_lahir))::int AS umur,
           p.permanent_date, date_part('year', age(${TODAY}, p.permanent_date))::int AS masa_kerja,
           (p.tanggal_lahir + make_interval(years => ${retirementAge}))::date AS tanggal_pensiun,
           j.nama AS jabatan, k.nama AS kantor, kk.nama AS kantor_kelas, k.kantor_level_id,
           kp.nama AS kantor_parent, kpk.nama AS kantor_parent_kelas,
           pg.nama AS pangkat, pg.grade, pg.corporate_title, p.updated_at
    FROM users u JOIN pegawai p ON p.id = u.pegawai_id
    LEFT JOIN jabatan j ON j.id = p.jabatan_id
    LEFT JOIN kantor k ON k.id = p.kantor_id
    LEFT JOIN kantor_kelas kk ON kk.id = k.kelas_id
    LEFT JOIN kantor kp ON kp.id = k.parent_id
    LEFT JOIN kantor_kelas kpk ON kpk.id = kp.kelas_id
    LEFT JOIN pangkat pg ON pg.id = p.pangkat_id
    WHERE u.id = ${userId}`,
  );
  return row;
}

export interface StatRow {
  topic: string;
  value: unknown;
  note: string | null;
  updated_at: Date;
}

export function readStats(db: Db): Promise<StatRow[]> {
  return db.selectFrom('dashboard_stats').select(['topic', 'value', 'note', 'updated_at']).execute();
}

/** All topics at once (the caller's transaction): readers see the old set or the new one. */
export async function saveStats(
  db: Db,
  stats: readonly { topic: string; value: unknown; note: string | null }[],
): Promise<void> {
  await db
    .insertInto('dashboard_stats')
    .values(
      stats.map((s) => ({
        topic: s.topic,
        value: s.value === null ? null : JSON.stringify(s.value),
        note: s.note,
        updated_at: sql<Date>`now()`,
      })),
    )
    .onConflict((oc) =>
      oc.column('topic').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        note: eb.ref('excluded.note'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  await db
    .deleteFrom('dashboard_stats')
    .where(
      'topic',
      'not in',
      stats.map((s) => s.topic),
    )
    .execute();
}
