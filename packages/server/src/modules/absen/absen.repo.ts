/** SQL of the attendance lists: daily list, own calendar, monthly matrix per office, offices, check-in locations. */
import { sql } from 'kysely';
import type { AbsenDailyQuery, AbsenRow, AbsenSortColumn } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

/** The SQL column of each sortable list column. */
const SORT_SQL: Record<AbsenSortColumn, string> = {
  waktu: 'a.waktu',
  tanggal: 'a.tanggal',
  pegawai_nama: 'pg.nama',
  kantor_nama: 'k.nama',
  jenis: 'a.jenis',
};

/** Filters of the daily list plus the caller's scope (`ownPegawaiId` for non-admins). */
export type DailyFilter = Omit<AbsenDailyQuery, 'page' | 'per_page'> & {
  ownPegawaiId?: number;
  /** Inclusive range (activity). */
  dateStart?: string;
  dateEnd?: string;
};

function filtered(db: Db, f: DailyFilter) {
  return (
    db
      .selectFrom('absen as a')
      .innerJoin('pegawai as pg', 'pg.id', 'a.pegawai_id')
      .leftJoin('kantor as k', 'k.id', 'a.kantor_id')
      .leftJoin('jabatan as j', 'j.id', 'pg.jabatan_id')
      .where('a.is_active', '=', true)
      .where('a.deleted_at', 'is', null)
      .$if(f.ownPegawaiId !== undefined, (q) => q.where('a.pegawai_id', '=', f.ownPegawaiId!))
      .$if(f.pegawai_id !== undefined, (q) => q.where('a.pegawai_id', '=', f.pegawai_id!))
      .$if(f.date !== undefined, (q) => q.where('a.tanggal', '=', f.date!))
      .$if(f.dateStart !== undefined, (q) => q.where('a.tanggal', '>=', f.dateStart!))
      .$if(f.dateEnd !== undefined, (q) => q.where('a.tanggal', '<=', f.dateEnd!))
      // tahun (and bulan) as a date range, so the tanggal indexes serve it.
      .$if(f.tahun !== undefined, (q) => {
        const [from, to] =
          f.bulan !== undefined
            ? [[f.tahun!, f.bulan], f.bulan === 12 ? [f.tahun! + 1, 1] : [f.tahun!, f.bulan + 1]]
            : [
                [f.tahun!, 1],
                [f.tahun! + 1, 1],
              ];
        const iso = ([y, m]: number[]) => `${y}-${String(m).padStart(2, '0')}-01`;
        return q.where('a.tanggal', '>=', iso(from)).where('a.tanggal', '<', iso(to));
      })
      .$if(f.tahun === undefined && f.bulan !== undefined, (q) =>
        q.where(sql`extract(month FROM a.tanggal)`, '=', f.bulan!),
      )
      // The employee's office: a check at a temporary location or under dispensation has no kantor_id.
      .$if(f.kantor_id !== undefined, (q) => q.where('pg.kantor_id', '=', f.kantor_id!))
      .$if(f.kantor_induk_id !== undefined, (q) =>
        q.where('pg.kantor_id', 'in', (eb) =>
          eb
            .selectFrom('kantor as ki')
            .select('ki.id')
            .where((w) =>
              w.or([w('ki.id', '=', f.kantor_induk_id!), w('ki.kantor_induk_id', '=', f.kantor_induk_id!)]),
            ),
        ),
      )
      .$if(f.jabatan_name !== undefined, (q) => q.where('j.nama', 'ilike', containsPattern(f.jabatan_name!)))
      .$if(f.mocked !== undefined, (q) => q.where('a.mocked', '=', f.mocked!))
      .$if(f.jenis !== undefined, (q) => q.where('a.jenis', '=', f.jenis!))
      .$if(f.search !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb('pg.nama', 'ilike', containsPattern(f.search!)),
            eb('pg.npp', 'ilike', containsPattern(f.search!)),
          ]),
        ),
      )
  );
}

function rowColumns<Q extends ReturnType<typeof filtered>>(q: Q) {
  return q
    .leftJoin('absen_lokasi_temporer as t', 't.id', 'a.lokasi_temporer_id')
    .select([
      sql<string>`a.id::text`.as('id'),
      'a.pegawai_id',
      'pg.nama as pegawai_nama',
      'pg.npp',
      'j.nama as jabatan_nama',
      'a.kantor_id',
      'k.nama as kantor_nama',
      't.nama_lokasi as lokasi_temporer_nama',
      'a.tanggal',
      sql<string>`to_json(a.waktu)#>>'{}'`.as('waktu'),
      'a.jenis',
      'a.latitude',
      'a.longitude',
      'a.accuracy_m',
      'a.mocked',
      'a.sumber',
    ]);
}

export async function dailyList(
  db: Db,
  f: DailyFilter & { page: number; per_page: number },
): Promise<{ rows: AbsenRow[]; total: number }> {
  const sortKey = f.sortbydesc ?? f.sortby ?? 'waktu';
  const direction = f.sortby !== undefined && f.sortbydesc === undefined ? 'asc' : 'desc';
  return pageWithTotal(
    rowColumns(filtered(db, f))
      .orderBy(sql.ref(SORT_SQL[sortKey]), direction)
      .orderBy('a.id', direction)
      .limit(f.per_page)
      .offset((f.page - 1) * f.per_page)
      .execute(),
    filtered(db, f),
  );
}

export async function findRow(db: Db, id: string): Promise<AbsenRow | undefined> {
  return rowColumns(filtered(db, {})).where('a.id', '=', id).executeTakeFirst();
}

/** Ids of the employees with a live check on a date (selector index_array_pegawai_absen). */
export async function pegawaiIdsWithAbsen(db: Db, f: DailyFilter): Promise<number[]> {
  const rows = await filtered(db, f).select('a.pegawai_id').distinct().orderBy('a.pegawai_id').execute();
  return rows.map((r) => r.pegawai_id);
}

export async function pegawaiOfUser(
  db: Db,
  userId: number,
): Promise<{ id: number; kantor_id: number | null; jabatan_id: number | null } | undefined> {
  return db
    .selectFrom('users as u')
    .innerJoin('pegawai as pg', 'pg.id', 'u.pegawai_id')
    .select(['pg.id', 'pg.kantor_id', 'pg.jabatan_id'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export interface DayCheck {
  pegawai_id: number;
  tanggal: string;
  masuk: string | null;
  pulang: string | null;
}

/** First check-in and last check-out per employee and day in [from, to]. */
export async function dayChecks(db: Db, pegawaiIds: number[], from: string, to: string): Promise<DayCheck[]> {
  if (pegawaiIds.length === 0) return [];
  const { rows } = await sql<DayCheck>`
    SELECT pegawai_id, tanggal,
           to_json(min(waktu) FILTER (WHERE jenis = 'masuk'))#>>'{}' AS masuk,
           to_json(max(waktu) FILTER (WHERE jenis = 'pulang'))#>>'{}' AS pulang
      FROM absen
     WHERE pegawai_id = any(${pegawaiIds}::int[]) AND tanggal BETWEEN ${from}::date AND ${to}::date AND is_active AND deleted_at IS NULL
     GROUP BY pegawai_id, tanggal`.execute(db);
  return rows;
}

export interface LeaveDay {
  pegawai_id: number;
  tanggal: string;
  jenis_id: number;
}

/**
 * Approved leave working days from the leave module's view `izin_hari` (migration 0014). Until
 * that view exists the calendars show attendance only (to_regclass guard, no error).
 */
export async function leaveDays(db: Db, pegawaiIds: number[], from: string, to: string): Promise<LeaveDay[]> {
  if (pegawaiIds.length === 0) return [];
  const {
    rows: [exists],
  } = await sql<{ ok: boolean }>`SELECT to_regclass('izin_hari') IS NOT NULL AS ok`.execute(db);
  if (!exists.ok) return [];
  const { rows } = await sql<LeaveDay>`
    SELECT pegawai_id, tanggal::text AS tanggal, min(jenis_id) AS jenis_id FROM izin_hari
     WHERE pegawai_id = any(${pegawaiIds}::int[]) AND tanggal BETWEEN ${from}::date AND ${to}::date
     GROUP BY pegawai_id, tanggal`.execute(db);
  return rows;
}

export async function kantorById(db: Db, id: number) {
  return db
    .selectFrom('kantor')
    .select(['id', 'nama'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function pegawaiOfKantor(db: Db, kantorId: number) {
  return db
    .selectFrom('pegawai as pg')
    .leftJoin('jabatan as j', 'j.id', 'pg.jabatan_id')
    .select(['pg.id', 'pg.nama', 'pg.npp', 'j.nama as jabatan_nama'])
    .where('pg.kantor_id', '=', kantorId)
    .where('pg.is_active', '=', true)
    .orderBy('pg.nama')
    .orderBy('pg.id')
    .execute();
}

/** Attendance offices (is_kantor_absen), paged with search on nama/kode. */
export async function absenKantorList(db: Db, q: { page: number; per_page: number; search?: string }) {
  const base = db
    .selectFrom('kantor as k')
    .leftJoin('kantor as ki', 'ki.id', 'k.kantor_induk_id')
    .where('k.is_kantor_absen', '=', true)
    .where('k.deleted_at', 'is', null)
    .$if(q.search !== undefined, (b) =>
      b.where((eb) =>
        eb.or([eb('k.nama', 'ilike', containsPattern(q.search!)), eb('k.kode', 'ilike', containsPattern(q.search!))]),
      ),
    );
  return pageWithTotal(
    base
      .select([
        'k.id',
        'k.nama',
        'k.kode',
        'k.latitude',
        'k.longitude',
        'k.radius_m',
        'k.is_allow_absence',
        'ki.nama as kantor_induk_nama',
      ])
      .orderBy('k.nama')
      .orderBy('k.id')
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page)
      .execute(),
    base,
  );
}

/** Where a user may check in today: the same rules as the check statement (absen-check.repo.ts). */
export async function lokasiAbsen(db: Db, userId: number) {
  const {
    rows: [row],
  } = await sql<{
    kantor: { id: number; nama: string; latitude: number; longitude: number; radius_m: number }[] | null;
    temporer:
      | {
          id: number;
          nama_lokasi: string;
          latitude: number;
          longitude: number;
          radius_m: number;
          tanggal_selesai: string;
        }[]
      | null;
    dispensasi: boolean;
    dikecualikan: boolean;
  }>`
    WITH c AS (SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date AS today),
    me AS (
      SELECT pg.id, pg.kantor_id, pg.jabatan_id, k.kantor_induk_id
        FROM users u JOIN pegawai pg ON pg.id = u.pegawai_id LEFT JOIN kantor k ON k.id = pg.kantor_id WHERE u.id = ${userId}
    )
    SELECT
      (SELECT json_agg(json_build_object('id', k.id, 'nama', k.nama, 'latitude', k.latitude, 'longitude', k.longitude, 'radius_m', k.radius_m) ORDER BY k.id)
         FROM kantor k, me WHERE k.id IN (me.kantor_id, me.kantor_induk_id) AND k.is_kantor_absen AND k.is_allow_absence
          AND k.deleted_at IS NULL AND k.latitude IS NOT NULL AND k.longitude IS NOT NULL) AS kantor,
      (SELECT json_agg(json_build_object('id', t.id, 'nama_lokasi', t.nama_lokasi, 'latitude', t.latitude, 'longitude', t.longitude,
                                         'radius_m', t.radius_m, 'tanggal_selesai', t.tanggal_selesai) ORDER BY t.id)
         FROM absen_lokasi_temporer t, me, c WHERE t.pegawai_id = me.id AND c.today BETWEEN t.tanggal_mulai AND t.tanggal_selesai) AS temporer,
      EXISTS (SELECT 1 FROM absen_dispensasi d, me, c WHERE d.pegawai_id = me.id AND c.today BETWEEN d.tanggal_mulai AND d.tanggal_selesai)
        OR EXISTS (SELECT 1 FROM absen_dispensasi_jabatan d, me, c WHERE d.jabatan_id = me.jabatan_id AND c.today BETWEEN d.tanggal_mulai AND d.tanggal_selesai) AS dispensasi,
      EXISTS (SELECT 1 FROM absen_exclude_pegawai e, me WHERE e.pegawai_id = me.id)
        OR EXISTS (SELECT 1 FROM absen_exclude_kantor e, me WHERE e.kantor_id = me.kantor_id) AS dikecualikan`.execute(
    db,
  );
  return {
    kantor: row.kantor ?? [],
    temporer: row.temporer ?? [],
    dispensasi: row.dispensasi,
    dikecualikan: row.dikecualikan,
  };
}
