/**
 * SQL of the dashboard statistics, counted once for every scope at the same time: scope 0 is the
 * whole organisation, scope k (an office id) is office k and every office below it. The refresh
 * creates `dashboard_scope` (office → each scope it belongs to) as a temporary table in its own
 * transaction; every query here joins it and groups by `scope_id`, so one pass over the employees
 * answers all offices. "Today" is the bank's calendar day (WIB).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { domain } from '../../platform/domain.js';

const { LEAVE_TYPE, leaveTypeLabel } = domain;
/** Sick leave: LEAVE_TYPE.SAKIT and SAKIT_SURAT_DOKTER (spec section 3 izin types). */
const SICK_TYPES = [LEAVE_TYPE.SAKIT, LEAVE_TYPE.SAKIT_SURAT_DOKTER];

/** The scope of the whole organisation (office ids start at 1). */
export const ORGANISATION_SCOPE = 0;

async function rows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/**
 * Office → scope pairs for the transaction: each office under itself and each ancestor, every
 * office under scope 0, and employees without an office (kantor 0) under scope 0 only.
 */
export async function createScopeTable(db: Db): Promise<void> {
  // A second refresh in the same (caller's) transaction finds the first one's table.
  await sql`DROP TABLE IF EXISTS pg_temp.dashboard_scope`.execute(db);
  await sql`
    CREATE TEMP TABLE dashboard_scope ON COMMIT DROP AS
    WITH RECURSIVE up AS (
      SELECT k.id AS kantor_id, k.id AS scope_id, k.parent_id, 0 AS depth FROM kantor k
      UNION ALL
      SELECT up.kantor_id, a.id, a.parent_id, up.depth + 1 FROM up JOIN kantor a ON a.id = up.parent_id WHERE up.depth < 32
    )
    SELECT DISTINCT kantor_id, scope_id FROM up
    UNION SELECT k.id, 0 FROM kantor k
    UNION SELECT 0, 0`.execute(db);
  await sql`CREATE INDEX ON dashboard_scope (kantor_id)`.execute(db);
  await sql`ANALYZE dashboard_scope`.execute(db);
}

/** Active employees, once per scope they count in. */
const ACTIVE = sql`pegawai p JOIN dashboard_scope s ON s.kantor_id = coalesce(p.kantor_id, 0)`;

/** Scopes with at least one active employee (scope 0 always). */
export async function scopesWithEmployees(db: Db): Promise<number[]> {
  const found = await rows(db, sql<{ scope_id: number }>`SELECT DISTINCT s.scope_id FROM ${ACTIVE} WHERE p.is_active`);
  return [...new Set([ORGANISATION_SCOPE, ...found.map((r) => r.scope_id)])];
}

/** One count of a category in a scope; `ord` orders the categories (then `nama`). */
export interface ScopedCount {
  scope_id: number;
  id: number | string | null;
  nama: string;
  ord: number | null;
  jumlah: number;
}

/** A category of active employees: `key`, its label and order, from `joins`. */
function countActive(
  db: Db,
  key: RawBuilder<unknown>,
  nama: RawBuilder<unknown>,
  ord: RawBuilder<unknown>,
  joins: RawBuilder<unknown> = sql``,
): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
    SELECT s.scope_id, ${key} AS id, ${nama} AS nama, ${ord} AS ord, count(*)::int AS jumlah
    FROM ${ACTIVE} ${joins}
    WHERE p.is_active
    GROUP BY s.scope_id, 2, 3, 4`,
  );
}

export const countByGender = (db: Db) =>
  countActive(
    db,
    sql`p.jenis_kelamin`,
    sql`CASE p.jenis_kelamin WHEN 'L' THEN 'Laki-laki' WHEN 'P' THEN 'Perempuan' ELSE 'Tidak diketahui' END`,
    sql`CASE p.jenis_kelamin WHEN 'L' THEN 1 WHEN 'P' THEN 2 ELSE 3 END`,
  );

export const countByJabatanLevel = (db: Db) =>
  countActive(
    db,
    sql`jl.id`,
    sql`coalesce(jl.nama, 'Tanpa level jabatan')`,
    sql`coalesce(jl.id, 2147483647)`,
    sql`LEFT JOIN jabatan j ON j.id = p.jabatan_id LEFT JOIN jabatan_level jl ON jl.id = j.level_id`,
  );

export const countByPangkat = (db: Db) =>
  countActive(
    db,
    sql`pg.id`,
    sql`coalesce(pg.nama, 'Tanpa pangkat')`,
    sql`coalesce(pg.id, 2147483647)`,
    sql`LEFT JOIN pangkat pg ON pg.id = p.pangkat_id`,
  );

const NUMERIC_GRADE = sql`CASE WHEN pg.grade ~ '^\\d+$' THEN pg.grade::int END`;

export const countByGrade = (db: Db) =>
  countActive(
    db,
    sql`pg.grade`,
    sql`coalesce(pg.grade, 'Tanpa grade')`,
    sql`CASE WHEN pg.grade IS NULL THEN 2147483647 ELSE coalesce(${NUMERIC_GRADE}, 2147483646) END`,
    sql`LEFT JOIN pangkat pg ON pg.id = p.pangkat_id`,
  );

/** Corporate titles ordered by their lowest numeric grade. */
export function countByCorporateTitle(db: Db): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
    WITH title_order AS (
      SELECT corporate_title, min(${NUMERIC_GRADE}) AS ord FROM pangkat pg GROUP BY corporate_title
    )
    SELECT s.scope_id, pg.corporate_title AS id, coalesce(pg.corporate_title, 'Tanpa corporate title') AS nama,
           CASE WHEN pg.corporate_title IS NULL THEN 2147483647 ELSE coalesce(t.ord, 2147483646) END AS ord,
           count(*)::int AS jumlah
    FROM ${ACTIVE} LEFT JOIN pangkat pg ON pg.id = p.pangkat_id
    LEFT JOIN title_order t ON t.corporate_title = pg.corporate_title
    WHERE p.is_active
    GROUP BY s.scope_id, 2, 3, 4`,
  );
}

export const countByKantorLevel = (db: Db) =>
  countActive(
    db,
    sql`kl.id`,
    sql`coalesce(kl.nama, 'Tanpa kantor')`,
    sql`coalesce(kl.id, 2147483647)`,
    sql`LEFT JOIN kantor k ON k.id = p.kantor_id LEFT JOIN kantor_level kl ON kl.id = k.kantor_level_id`,
  );

/** '<kelas> <nama>' of office `k` / kelas `kk`, the name once when both are the same. */
const OFFICE_NAME = sql`CASE WHEN kk.nama IS NULL OR lower(kk.nama) = lower(k.nama) THEN k.nama ELSE kk.nama || ' ' || k.nama END`;

/**
 * Employees per level-2 office (Kantor Wilayah): each office is placed under its nearest ancestor
 * of level 2; offices without one (Kantor Pusat and its divisions) under their root.
 */
export function countByKantorLevel2(db: Db): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
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
    SELECT s.scope_id, k.id, ${OFFICE_NAME} AS nama, NULL::int AS ord, count(*)::int AS jumlah
    FROM ${ACTIVE}
    JOIN region r ON r.kantor_id = p.kantor_id
    JOIN kantor k ON k.id = r.ancestor_id
    LEFT JOIN kantor_kelas kk ON kk.id = k.kelas_id
    WHERE p.is_active
    GROUP BY s.scope_id, k.id, 3`,
  );
}

/** The last education (newest year) of each active employee; none recorded: 'Belum diisi'. */
export const countByPendidikan = (db: Db) =>
  countActive(
    db,
    sql`l.jenjang`,
    sql`coalesce(l.jenjang, 'Belum diisi')`,
    sql`NULL::int`,
    sql`LEFT JOIN (SELECT DISTINCT ON (pegawai_id) pegawai_id, jenjang FROM pegawai_pendidikan
                   ORDER BY pegawai_id, tahun DESC, id DESC) l ON l.pegawai_id = p.id`,
  );

/** Active employees under a sanction in force today, per type of sanction. */
export function countActiveSanctions(db: Db): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
    SELECT s.scope_id, sj.id, sj.nama, sj.id AS ord, count(DISTINCT p.id)::int AS jumlah
    FROM ${ACTIVE}
    JOIN pegawai_sanksi ps ON ps.pegawai_id = p.id
    JOIN sanksi_jenis sj ON sj.id = ps.jenis_id
    WHERE p.is_active AND ps.awal <= ${TODAY} AND (ps.akhir IS NULL OR ps.akhir >= ${TODAY})
    GROUP BY s.scope_id, sj.id, sj.nama`,
  );
}

/**
 * Outsourced workers with a contract in force today and not terminated, per kind of contract, at the
 * contract's office (0052_outsourcing.sql).
 */
export function countOutsourcedByJenis(db: Db): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
    SELECT s.scope_id, j.id, j.nama, j.id AS ord, count(DISTINCT k.outsourcing_id)::int AS jumlah
    FROM outsourcing_kontrak k
    JOIN outsourcing_jenis j ON j.id = k.jenis_id
    JOIN dashboard_scope s ON s.kantor_id = k.kantor_id
    WHERE k.awal <= ${TODAY} AND k.akhir >= ${TODAY}
      AND NOT EXISTS (SELECT 1 FROM outsourcing_phk t WHERE t.outsourcing_id = k.outsourcing_id AND t.tanggal <= ${TODAY})
    GROUP BY s.scope_id, j.id, j.nama`,
  );
}

/**
 * Active employees who joined a training event starting this year, per category of the event
 * (0050_diklat.sql); an event without a category counts as 'Tanpa kategori'.
 */
export function countTrainedThisYear(db: Db): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
    SELECT s.scope_id, dk.id, coalesce(dk.nama, 'Tanpa kategori') AS nama, dk.id AS ord,
           count(DISTINCT p.id)::int AS jumlah
    FROM ${ACTIVE}
    JOIN pegawai_diklat pd ON pd.pegawai_id = p.id
    JOIN diklat_event e ON e.id = pd.diklat_event_id
    LEFT JOIN diklat_kategori dk ON dk.id = e.kategori_id
    WHERE p.is_active AND e.awal >= date_trunc('year', ${TODAY}::date) AND e.awal <= ${TODAY}
    GROUP BY s.scope_id, dk.id, dk.nama`,
  );
}

/** Sick leave (approved) covering today, per type (its label); employees counted once. */
export async function countSickToday(db: Db): Promise<ScopedCount[]> {
  const counted = await rows(
    db,
    sql<ScopedCount>`
    SELECT s.scope_id, i.jenis_id AS id, i.jenis_id::text AS nama, i.jenis_id AS ord, count(DISTINCT p.id)::int AS jumlah
    FROM ${ACTIVE}
    JOIN izin i ON i.pegawai_id = p.id
    JOIN approval_request r ON r.type = 'izin' AND r.subject_id = i.id AND r.status = 'disetujui'
    WHERE p.is_active AND i.jenis_id = ANY(${SICK_TYPES}::int[]) AND ${TODAY} BETWEEN i.tanggal_mulai AND i.tanggal_selesai
    GROUP BY s.scope_id, i.jenis_id`,
  );
  return counted.map((r) => ({ ...r, nama: leaveTypeLabel(Number(r.id)) ?? r.nama }));
}

/** Working days of approved sick leave per month, `months` months up to today (izin_hari: weekdays, no holidays). */
export function sickDaysPerMonth(
  db: Db,
  months: number,
): Promise<{ scope_id: number; tahun: number; bulan: number; jumlah: number }[]> {
  return rows(
    db,
    sql<{ scope_id: number; tahun: number; bulan: number; jumlah: number }>`
    SELECT s.scope_id, extract(year FROM h.tanggal)::int AS tahun, extract(month FROM h.tanggal)::int AS bulan,
           count(*)::int AS jumlah
    FROM izin_hari h JOIN pegawai p ON p.id = h.pegawai_id
    JOIN dashboard_scope s ON s.kantor_id = coalesce(p.kantor_id, 0)
    WHERE h.jenis_id = ANY(${SICK_TYPES}::int[]) AND h.tanggal <= ${TODAY}
      AND h.tanggal >= (date_trunc('month', ${TODAY}::timestamp) - make_interval(months => ${months - 1}))::date
    GROUP BY 1, 2, 3`,
  );
}

/** Exact ages (and gender) of active employees; the bands are drawn in code. */
export function agesByGender(
  db: Db,
): Promise<{ scope_id: number; umur: number | null; jenis_kelamin: string | null; jumlah: number }[]> {
  return rows(
    db,
    sql<{ scope_id: number; umur: number | null; jenis_kelamin: string | null; jumlah: number }>`
    SELECT s.scope_id, date_part('year', age(${TODAY}, p.tanggal_lahir))::int AS umur, p.jenis_kelamin,
           count(*)::int AS jumlah
    FROM ${ACTIVE} WHERE p.is_active GROUP BY 1, 2, 3`,
  );
}

/** Whole years since the permanent date of active employees (null: not permanent yet). */
export function serviceYears(db: Db): Promise<{ scope_id: number; tahun: number | null; jumlah: number }[]> {
  return rows(
    db,
    sql<{ scope_id: number; tahun: number | null; jumlah: number }>`
    SELECT s.scope_id, date_part('year', age(${TODAY}, p.permanent_date))::int AS tahun, count(*)::int AS jumlah
    FROM ${ACTIVE} WHERE p.is_active GROUP BY 1, 2`,
  );
}

export interface PermanentMonth {
  scope_id: number;
  tahun: number;
  bulan: number;
  is_active: boolean;
  /** The permanent date is after today (counted as a joiner of its year, not in today's head count). */
  future: boolean;
  /** Year and month the employee left (a termination dated today or earlier); null while employed. */
  keluar_tahun: number | null;
  keluar_bulan: number | null;
  jumlah: number;
}

/** Employees (active or not) per month of their permanent date. */
export function permanentMonths(db: Db): Promise<PermanentMonth[]> {
  return rows(
    db,
    sql<PermanentMonth>`
    SELECT s.scope_id, extract(year FROM p.permanent_date)::int AS tahun, extract(month FROM p.permanent_date)::int AS bulan,
           p.is_active, p.permanent_date > ${TODAY} AS future,
           extract(year FROM t.tanggal)::int AS keluar_tahun, extract(month FROM t.tanggal)::int AS keluar_bulan,
           count(*)::int AS jumlah
    FROM ${ACTIVE} LEFT JOIN pegawai_phk t ON t.pegawai_id = p.id AND t.tanggal <= ${TODAY}
    WHERE p.permanent_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  );
}

/** Terminations (pegawai_phk, 0048_termination_and_contacts.sql) per year they took effect. */
export function terminationsPerYear(db: Db): Promise<{ scope_id: number; tahun: number; jumlah: number }[]> {
  return rows(
    db,
    sql<{ scope_id: number; tahun: number; jumlah: number }>`
    SELECT s.scope_id, extract(year FROM t.tanggal)::int AS tahun, count(*)::int AS jumlah
    FROM ${ACTIVE} JOIN pegawai_phk t ON t.pegawai_id = p.id AND t.tanggal <= ${TODAY}
    GROUP BY 1, 2`,
  );
}

/** Retirement dates (birth + `age` years) of active employees: per year, and whether already past. */
export function retirementYears(
  db: Db,
  age: number,
): Promise<{ scope_id: number; tahun: number; lewat: boolean; jumlah: number }[]> {
  return rows(
    db,
    sql<{ scope_id: number; tahun: number; lewat: boolean; jumlah: number }>`
    WITH r AS (
      SELECT s.scope_id, (p.tanggal_lahir + make_interval(years => ${age}))::date AS d
      FROM ${ACTIVE} WHERE p.is_active AND p.tanggal_lahir IS NOT NULL
    )
    SELECT scope_id, extract(year FROM d)::int AS tahun, d <= ${TODAY} AS lewat, count(*)::int AS jumlah
    FROM r GROUP BY 1, 2, 3`,
  );
}

export interface BirthdayHit {
  scope_id: number;
  id: number;
  nama: string;
  jabatan: string | null;
  kantor: string | null;
  jumlah: number;
}

/** Birthdays today (29 February celebrated on the 28th in common years), the first `limit` of each scope by name. */
export function birthdaysToday(db: Db, limit: number): Promise<BirthdayHit[]> {
  return rows(
    db,
    sql<BirthdayHit>`
    WITH hits AS (
      SELECT s.scope_id, p.id, p.nama, j.nama AS jabatan, k.nama AS kantor,
             row_number() OVER (PARTITION BY s.scope_id ORDER BY p.nama, p.id) AS rn,
             count(*) OVER (PARTITION BY s.scope_id)::int AS jumlah
      FROM ${ACTIVE}
      LEFT JOIN jabatan j ON j.id = p.jabatan_id
      LEFT JOIN kantor k ON k.id = p.kantor_id
      WHERE p.is_active AND p.tanggal_lahir IS NOT NULL
        AND (to_char(p.tanggal_lahir, 'MM-DD') = to_char(${TODAY}, 'MM-DD')
             OR (to_char(p.tanggal_lahir, 'MM-DD') = '02-29' AND to_char(${TODAY}, 'MM-DD') = '02-28'
                 AND to_char(${TODAY} + 1, 'MM-DD') = '03-01'))
    )
    SELECT scope_id, id, nama, jabatan, kantor, jumlah FROM hits WHERE rn <= ${limit} ORDER BY scope_id, rn`,
  );
}

/** Today (WIB) as 'YYYY-MM-DD'. */
export async function today(db: Db): Promise<string> {
  const [row] = await rows(db, sql<{ d: string }>`SELECT ${TODAY}::text AS d`);
  return row.d;
}

/** Which trips a business-trip topic counts, by the trip `t` and its approval `r`. */
export type TripFilter = 'thisYear' | 'noFile' | 'pendingCost';

const TRIP_FILTERS: Record<TripFilter, RawBuilder<unknown>> = {
  // Trips sent for approval or approved that start this year.
  thisYear: sql`r.status IN ('menunggu', 'disetujui') AND extract(year FROM t.tanggal_mulai) = extract(year FROM ${TODAY})`,
  // Approved trips already over without a proof file (sppd_bukti).
  noFile: sql`r.status = 'disetujui' AND t.tanggal_selesai < ${TODAY}
    AND NOT EXISTS (SELECT 1 FROM files f WHERE f.owner_type = 'sppd_bukti' AND f.owner_id = t.id AND f.deleted_at IS NULL)`,
  // Approved trips with a cost row not approved yet.
  pendingCost: sql`r.status = 'disetujui' AND EXISTS (
    SELECT 1 FROM sppd_pejalan pj JOIN sppd_pejalan_biaya b ON b.pejalan_id = pj.id
    WHERE pj.sppd_id = t.id AND NOT b.is_approved)`,
};

/** Business trips per office that pays for them (sppd.kantor_id), by `filter`. */
export function tripsPerOffice(db: Db, filter: TripFilter): Promise<ScopedCount[]> {
  return rows(
    db,
    sql<ScopedCount>`
    SELECT s.scope_id, k.id, ${OFFICE_NAME} AS nama, NULL::int AS ord, count(*)::int AS jumlah
    FROM sppd t
    JOIN approval_request r ON r.type = 'sppd' AND r.subject_id = t.id
    JOIN dashboard_scope s ON s.kantor_id = t.kantor_id
    JOIN kantor k ON k.id = t.kantor_id
    LEFT JOIN kantor_kelas kk ON kk.id = k.kelas_id
    WHERE ${TRIP_FILTERS[filter]}
    GROUP BY s.scope_id, k.id, 3`,
  );
}

// ── Stored statistics ──────────────────────────────────────────────────────────────────────────

export interface ScopedStat {
  kantor_id: number;
  topic: string;
  value: unknown;
}

/** Replaces every office's statistics (the caller's transaction), in chunks of one JSON parameter. */
export async function saveOfficeStats(db: Db, stats: readonly ScopedStat[]): Promise<void> {
  await sql`DELETE FROM dashboard_stats_kantor`.execute(db);
  const CHUNK = 2000;
  for (let i = 0; i < stats.length; i += CHUNK) {
    const chunk = JSON.stringify(stats.slice(i, i + CHUNK).map((s) => ({ k: s.kantor_id, t: s.topic, v: s.value })));
    await sql`
      INSERT INTO dashboard_stats_kantor (kantor_id, topic, value, updated_at)
      SELECT (e->>'k')::int, e->>'t', e->'v', now() FROM jsonb_array_elements(${chunk}::jsonb) e`.execute(db);
  }
}

export function readOfficeStats(
  db: Db,
  kantorId: number,
): Promise<{ topic: string; value: unknown; updated_at: Date }[]> {
  return rows(
    db,
    sql<{ topic: string; value: unknown; updated_at: Date }>`
    SELECT topic, value, updated_at FROM dashboard_stats_kantor WHERE kantor_id = ${kantorId}`,
  );
}

/** One refresh at a time: a second waits for the first, then rewrites the set itself. */
export async function lockRefresh(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('dashboard.refresh'))`.execute(db);
}
