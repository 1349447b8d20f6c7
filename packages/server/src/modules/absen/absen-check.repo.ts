/**
 * The check-in/out statement: one round trip decides where the employee may check (dispensation →
 * office geofence → temporary location), inserts the row when allowed, and returns what the
 * refusal message needs when not. Distances: haversine in metres (R = 6 371 000).
 *
 * Offices an employee may use (ADR 0012): their own office and its kantor induk, each only when
 * is_kantor_absen AND is_allow_absence, not deleted and with coordinates.
 * The answer carries the inserted row in list shape (row_to_json), so a check-in is one round trip.
 * A position whose reported accuracy is coarser than the place's radius proves nothing about being
 * inside it (issue #13): such a place does not count; a missing accuracy is taken as given.
 * A repeated check of the same kind within 60 s is not inserted: checks of one account run one
 * at a time (a transaction-level advisory lock per account, taken before the statement, so its
 * NOT EXISTS sees the row a concurrent check just committed — also across a minute boundary,
 * issue #14); unique (pegawai_id, jenis, menit) + ON CONFLICT DO NOTHING stays as the backstop.
 */
import { sql, type Kysely } from 'kysely';
import type { AbsenJenis, AbsenRow, AbsenSumber } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';

export interface CheckParams {
  userId: number;
  jenis: AbsenJenis;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  mocked: boolean;
}

export interface CheckDecision {
  pegawai_id: number | null;
  own_kantor_nama: string | null;
  has_office: boolean;
  sumber: AbsenSumber | null;
  /** Nearest allowed office (any distance) and its geofence. */
  office_nama: string | null;
  office_distance: number | null;
  office_radius: number | null;
  /** Nearest temporary location valid today. */
  temporer_nama: string | null;
  temporer_distance: number | null;
  temporer_radius: number | null;
  /** The stored row as lists show it (same statement, no second round trip); null when not inserted. */
  inserted: AbsenRow | null;
}

const distance = (lat: string, lng: string) =>
  sql.raw(
    `(2 * 6371000 * asin(sqrt(power(sin(radians(${lat} - c.lat) / 2), 2) + cos(radians(c.lat)) * cos(radians(${lat})) * power(sin(radians(${lng} - c.lng) / 2), 2))))`,
  );

/** First key of the advisory lock that serialises one account's check-ins (second key: user id). */
export const CHECK_IN_LOCK_CLASS = 7_001;

export async function checkInOut(db: Kysely<Database>, p: CheckParams): Promise<CheckDecision> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CHECK_IN_LOCK_CLASS}::int, ${p.userId}::int)`.execute(trx);
    return decideAndInsert(trx, p);
  });
}

async function decideAndInsert(db: Db, p: CheckParams): Promise<CheckDecision> {
  const { rows } = await sql<CheckDecision>`
    WITH c AS (
      SELECT ${p.latitude}::float8 AS lat, ${p.longitude}::float8 AS lng, ${p.accuracy}::float8 AS acc, (now() AT TIME ZONE 'Asia/Jakarta')::date AS today
    ), me AS (
      SELECT pg.id, pg.kantor_id, pg.jabatan_id, k.kantor_induk_id, k.nama AS kantor_nama
        FROM users u JOIN pegawai pg ON pg.id = u.pegawai_id AND pg.is_active
        LEFT JOIN kantor k ON k.id = pg.kantor_id
       WHERE u.id = ${p.userId}
    ), disp AS (
      SELECT EXISTS (SELECT 1 FROM absen_dispensasi d, me, c WHERE d.pegawai_id = me.id AND c.today BETWEEN d.tanggal_mulai AND d.tanggal_selesai)
          OR EXISTS (SELECT 1 FROM absen_dispensasi_jabatan d, me, c WHERE d.jabatan_id = me.jabatan_id AND c.today BETWEEN d.tanggal_mulai AND d.tanggal_selesai) AS ok
    ), office AS (
      SELECT * FROM (
        SELECT k.id, k.nama, k.radius_m, ${distance('k.latitude', 'k.longitude')} AS dist
          FROM kantor k, me, c
         WHERE k.id IN (me.kantor_id, me.kantor_induk_id) AND k.is_kantor_absen AND k.is_allow_absence
           AND k.deleted_at IS NULL AND k.latitude IS NOT NULL AND k.longitude IS NOT NULL AND c.lat IS NOT NULL
      ) o ORDER BY dist - radius_m LIMIT 1
    ), temporer AS (
      SELECT * FROM (
        SELECT t.id, t.nama_lokasi, t.radius_m, ${distance('t.latitude', 't.longitude')} AS dist
          FROM absen_lokasi_temporer t, me, c
         WHERE t.pegawai_id = me.id AND c.today BETWEEN t.tanggal_mulai AND t.tanggal_selesai AND c.lat IS NOT NULL
      ) o ORDER BY dist - radius_m LIMIT 1
    ), decision AS (
      SELECT me.id AS pegawai_id,
             CASE WHEN (SELECT ok FROM disp) THEN 'dispensasi'
                  WHEN (SELECT dist <= radius_m AND (c.acc IS NULL OR c.acc <= radius_m) FROM office, c) THEN 'kantor'
                  WHEN (SELECT dist <= radius_m AND (c.acc IS NULL OR c.acc <= radius_m) FROM temporer, c) THEN 'temporer' END AS sumber
        FROM me
    ), ins AS (
      INSERT INTO absen (pegawai_id, kantor_id, lokasi_temporer_id, tanggal, waktu, jenis, latitude, longitude, accuracy_m, mocked, sumber, menit)
      SELECT d.pegawai_id,
             CASE WHEN d.sumber = 'kantor' THEN (SELECT id FROM office) END,
             CASE WHEN d.sumber = 'temporer' THEN (SELECT id FROM temporer) END,
             c.today, now(), ${p.jenis}, c.lat, c.lng, ${p.accuracy}, ${p.mocked}, d.sumber,
             floor(extract(epoch FROM now()) / 60)::bigint
        FROM decision d, c
       WHERE d.sumber IS NOT NULL
         -- One live check of a kind per day: a repeat within 60 s is the same check (answered as a
         -- duplicate), a later one is refused (the service tells which by the first one's time).
         AND NOT EXISTS (SELECT 1 FROM absen a WHERE a.pegawai_id = d.pegawai_id AND a.tanggal = c.today AND a.jenis = ${p.jenis}
                            AND a.deleted_at IS NULL)
      ON CONFLICT (pegawai_id, jenis, menit) DO NOTHING
      RETURNING *
    ), inserted AS (
      SELECT ins.id::text AS id, ins.pegawai_id, pg.nama AS pegawai_nama, pg.npp, j.nama AS jabatan_nama, ins.kantor_id, k.nama AS kantor_nama,
             t.nama_lokasi AS lokasi_temporer_nama, ins.tanggal, ins.waktu, ins.jenis, ins.latitude, ins.longitude, ins.accuracy_m, ins.mocked, ins.sumber
        FROM ins JOIN pegawai pg ON pg.id = ins.pegawai_id
        LEFT JOIN jabatan j ON j.id = pg.jabatan_id
        LEFT JOIN kantor k ON k.id = ins.kantor_id
        LEFT JOIN absen_lokasi_temporer t ON t.id = ins.lokasi_temporer_id
    )
    SELECT me.id AS pegawai_id, me.kantor_nama AS own_kantor_nama, me.kantor_id IS NOT NULL AS has_office,
           (SELECT sumber FROM decision) AS sumber,
           (SELECT nama FROM office) AS office_nama, (SELECT dist FROM office) AS office_distance, (SELECT radius_m FROM office) AS office_radius,
           (SELECT nama_lokasi FROM temporer) AS temporer_nama, (SELECT dist FROM temporer) AS temporer_distance, (SELECT radius_m FROM temporer) AS temporer_radius,
           (SELECT row_to_json(inserted) FROM inserted) AS inserted
      FROM (SELECT 1) one LEFT JOIN me ON true`.execute(db);
  return rows[0];
}

/** The row that made a repeated check a duplicate: the latest live one of that kind today. */
export async function latestToday(db: Db, pegawaiId: number, jenis: AbsenJenis): Promise<string | undefined> {
  const row = await db
    .selectFrom('absen')
    .select('id')
    .where('pegawai_id', '=', pegawaiId)
    .where('jenis', '=', jenis)
    .where('tanggal', '=', sql<string>`(now() AT TIME ZONE 'Asia/Jakarta')::date`)
    .where('deleted_at', 'is', null)
    .orderBy('waktu', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Whether the account is linked to an employee who is no longer active (a termination took effect). */
export async function linkedToInactivePegawai(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('pegawai as pg', 'pg.id', 'u.pegawai_id')
    .select('pg.id')
    .where('u.id', '=', userId)
    .where('pg.is_active', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
