/** Queries of trips (sppd); status from the approval engine (type 'sppd'). Money stays numeric text. */
import type { ApprovalStatus } from '@portal/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';
import { SPPD_BUKTI_OWNER, SPPD_TYPE } from './sppd-rules.js';

export interface SppdDbRow {
  id: number;
  token: string;
  kantor_id: number;
  kantor_nama: string | null;
  pegawai_id: number;
  pegawai_nama: string;
  user_id: number;
  jenis_id: number;
  jenis_nama: string;
  wilayah_id: number;
  wilayah_nama: string;
  kendaraan_id: number | null;
  kendaraan_nama: string | null;
  parent_id: number | null;
  keperluan: string;
  tujuan: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  hari: number;
  status: ApprovalStatus;
  is_myturn: boolean;
  pejalan_count: number;
  bukti_count: number;
  total_biaya: string;
  biaya_pending: string;
  created_at: Date;
}

export interface SppdFilter {
  userId: number;
  /** Chart/export roles see every trip; others their own, those they travel on, those they decide. */
  seeAll: boolean;
  search?: string;
  status?: ApprovalStatus;
  is_myturn?: boolean;
  is_biaya_pending?: boolean;
  is_bukti_empty?: boolean;
  kantor_id?: number;
  tahun?: number;
  id?: number;
  token?: string;
}

const ROW_SELECT = (userId: number) => sql`
  s.id, s.token, s.kantor_id, (SELECT k.nama FROM kantor k WHERE k.id = s.kantor_id) AS kantor_nama,
  s.pegawai_id, p.nama AS pegawai_nama, s.user_id,
  s.jenis_id, (SELECT j.nama FROM sppd_jenis j WHERE j.id = s.jenis_id) AS jenis_nama,
  s.wilayah_id, (SELECT w.nama FROM sppd_wilayah w WHERE w.id = s.wilayah_id) AS wilayah_nama,
  s.kendaraan_id, (SELECT kd.nama FROM sppd_kendaraan kd WHERE kd.id = s.kendaraan_id) AS kendaraan_nama,
  s.parent_id, s.keperluan, s.tujuan, s.tanggal_mulai::text AS tanggal_mulai, s.tanggal_selesai::text AS tanggal_selesai,
  (s.tanggal_selesai - s.tanggal_mulai + 1)::int AS hari, r.status, s.created_at,
  (r.status = 'menunggu' AND EXISTS (
     SELECT 1 FROM approval_step st JOIN approval_step_approver a ON a.step_id = st.id
     WHERE st.request_id = r.id AND st.step_no = r.current_step AND a.user_id = ${userId})) AS is_myturn,
  (SELECT count(*)::int FROM sppd_pejalan pj WHERE pj.sppd_id = s.id) AS pejalan_count,
  (SELECT count(*)::int FROM files f WHERE f.owner_type = ${SPPD_BUKTI_OWNER} AND f.owner_id = s.id AND f.deleted_at IS NULL) AS bukti_count,
  (SELECT coalesce(sum(b.nominal), 0)::numeric(18,2)::text
     FROM sppd_pejalan pj JOIN sppd_pejalan_biaya b ON b.pejalan_id = pj.id WHERE pj.sppd_id = s.id) AS total_biaya,
  (SELECT coalesce(sum(b.nominal) FILTER (WHERE NOT b.is_approved), 0)::numeric(18,2)::text
     FROM sppd_pejalan pj JOIN sppd_pejalan_biaya b ON b.pejalan_id = pj.id WHERE pj.sppd_id = s.id) AS biaya_pending`;

// Names, counts and cost sums are scalar subqueries of the select list, not joins: PostgreSQL computes
// them only for the rows returned (a lateral join of the sums ran for every trip before the page was
// cut), and with two joins instead of eight, planning a list request takes half the time.
const JOINS = sql`
  JOIN approval_request r ON r.type = ${SPPD_TYPE} AND r.subject_id = s.id
  JOIN pegawai p ON p.id = s.pegawai_id`;

const FROM = sql`FROM sppd s ${JOINS}`;

function whereOf(f: SppdFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (!f.seeAll)
    parts.push(sql`(s.user_id = ${f.userId}
      OR EXISTS (SELECT 1 FROM sppd_pejalan pj JOIN users u ON u.pegawai_id = pj.pegawai_id
                 WHERE pj.sppd_id = s.id AND u.id = ${f.userId})
      OR EXISTS (SELECT 1 FROM approval_step st JOIN approval_step_approver a ON a.step_id = st.id
                 WHERE st.request_id = r.id AND a.user_id = ${f.userId}))`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    // A UNION of three index searches (trigram on the two texts, the traveller's id): written as one
    // OR over the columns, PostgreSQL used no index and read every trip's texts (migration 0039).
    parts.push(sql`s.id IN (
      SELECT x.id FROM sppd x WHERE x.tujuan ILIKE ${pattern}
      UNION SELECT x.id FROM sppd x WHERE x.keperluan ILIKE ${pattern}
      UNION SELECT x.id FROM sppd x WHERE x.pegawai_id IN (SELECT id FROM pegawai WHERE nama ILIKE ${pattern}))`);
  }
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.is_myturn)
    parts.push(sql`r.status = 'menunggu' AND EXISTS (
      SELECT 1 FROM approval_step st JOIN approval_step_approver a ON a.step_id = st.id
      WHERE st.request_id = r.id AND st.step_no = r.current_step AND a.user_id = ${f.userId})`);
  if (f.is_biaya_pending)
    parts.push(sql`EXISTS (SELECT 1 FROM sppd_pejalan pj JOIN sppd_pejalan_biaya b ON b.pejalan_id = pj.id
                           WHERE pj.sppd_id = s.id AND NOT b.is_approved)`);
  if (f.is_bukti_empty)
    parts.push(sql`r.status = 'disetujui' AND NOT EXISTS (
      SELECT 1 FROM files f WHERE f.owner_type = ${SPPD_BUKTI_OWNER} AND f.owner_id = s.id AND f.deleted_at IS NULL)`);
  if (f.kantor_id !== undefined) parts.push(sql`s.kantor_id = ${f.kantor_id}`);
  if (f.tahun !== undefined) parts.push(sql`extract(year FROM s.tanggal_mulai)::int = ${f.tahun}`);
  if (f.id !== undefined) parts.push(sql`s.id = ${f.id}`);
  if (f.token !== undefined) parts.push(sql`s.token = ${f.token}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The tables the filters read, and only those (whereOf uses s and r): every trip has its approval
 * request, so leaving the join out when no filter needs it changes no row and saves a hash join over
 * every trip.
 */
function matchFrom(f: SppdFilter): RawBuilder<unknown> {
  const needsRequest = !f.seeAll || f.status !== undefined || Boolean(f.is_myturn) || Boolean(f.is_bukti_empty);
  return needsRequest
    ? sql`FROM sppd s JOIN approval_request r ON r.type = ${SPPD_TYPE} AND r.subject_id = s.id`
    : sql`FROM sppd s`;
}

/** No filter at all: the caller sees every trip and asked for no narrower list. */
function isUnfiltered(f: SppdFilter): boolean {
  const { userId: _userId, seeAll, ...filters } = f;
  return seeAll && Object.values(filters).every((v) => v === undefined || v === false || v === '');
}

/**
 * The page's ids and the count of all matches. With filters, the matches are collected once
 * (materialized) and both read from them. Without, the page walks the list order's index
 * (sppd_tanggal_id) and stops after it, and the count reads the table alone: collecting and sorting
 * 10 000 ids for ten took three times as long.
 */
function pageOf(f: SppdFilter, page: { page: number; perPage: number }) {
  const limit = sql`LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`;
  if (isUnfiltered(f))
    return {
      ctes: sql`page AS MATERIALIZED (SELECT s.id FROM sppd s ORDER BY s.tanggal_mulai DESC, s.id DESC ${limit})`,
      total: sql`(SELECT count(*)::int FROM sppd)`,
    };
  return {
    ctes: sql`matched AS MATERIALIZED (
      SELECT s.id, s.tanggal_mulai ${matchFrom(f)} WHERE ${whereOf(f)}
    ), page AS MATERIALIZED (SELECT id FROM matched ORDER BY tanggal_mulai DESC, id DESC ${limit})`,
    total: sql`(SELECT count(*)::int FROM matched)`,
  };
}

/**
 * One page of trips and the total. The page's ids are found first over the filters alone; only those
 * rows are joined to their names and get the turn, the counts and the cost sums (computed for every
 * matching trip before the page was cut, one request over 10 000 trips took seconds).
 */
export async function listSppd(
  db: Db,
  f: SppdFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: SppdDbRow[]; total: number }> {
  const { ctes, total } = pageOf(f, page);
  const result = await sql<SppdDbRow & { total: number }>`
    WITH ${ctes}
    SELECT ${ROW_SELECT(f.userId)}, ${total} AS total
    FROM page JOIN sppd s ON s.id = page.id ${JOINS}
    ORDER BY s.tanggal_mulai DESC, s.id DESC`.execute(db);
  if (result.rows.length > 0) return { rows: result.rows, total: result.rows[0].total };
  // A page past the end has no row to carry the total.
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n ${matchFrom(f)} WHERE ${whereOf(f)}`.execute(db);
  return { rows: [], total: count.rows[0].n };
}

export async function allSppd(db: Db, f: SppdFilter): Promise<SppdDbRow[]> {
  const result = await sql<SppdDbRow>`
    SELECT ${ROW_SELECT(f.userId)} ${FROM} WHERE ${whereOf(f)} ORDER BY s.tanggal_mulai, s.id`.execute(db);
  return result.rows;
}

export async function findSppd(db: Db, by: { id?: number; token?: string }, userId: number) {
  const rows = await allSppd(db, { userId, seeAll: true, ...by });
  return rows[0];
}

/** Whether the user may see the trip without a see-all role: requester, traveller or approver. */
export async function isVisibleTo(db: Db, sppdId: number, userId: number): Promise<boolean> {
  const rows = await allSppd(db, { userId, seeAll: false, id: sppdId });
  return rows.length > 0;
}

export async function lockSppd(db: Db, id: number) {
  const result = await sql<{
    id: number;
    user_id: number;
    kantor_id: number;
    kendaraan_id: number | null;
    wilayah_id: number;
    tanggal_mulai: string;
    tanggal_selesai: string;
    status: ApprovalStatus;
  }>`SELECT s.id, s.user_id, s.kantor_id, s.kendaraan_id, s.wilayah_id, s.tanggal_mulai::text AS tanggal_mulai,
            s.tanggal_selesai::text AS tanggal_selesai, r.status
     FROM sppd s JOIN approval_request r ON r.type = ${SPPD_TYPE} AND r.subject_id = s.id
     WHERE s.id = ${id} FOR UPDATE OF s`.execute(db);
  return result.rows[0];
}

export interface SppdValues {
  kantor_id: number;
  jenis_id: number;
  wilayah_id: number;
  kendaraan_id: number | null;
  parent_id: number | null;
  keperluan: string;
  tujuan: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
}

export async function insertSppd(
  db: Db,
  v: SppdValues & { token: string; pegawai_id: number; user_id: number },
): Promise<number> {
  const result = await sql<{ id: number }>`
    INSERT INTO sppd (token, kantor_id, pegawai_id, user_id, jenis_id, wilayah_id, kendaraan_id, parent_id, keperluan, tujuan,
                      tanggal_mulai, tanggal_selesai)
    VALUES (${v.token}, ${v.kantor_id}, ${v.pegawai_id}, ${v.user_id}, ${v.jenis_id}, ${v.wilayah_id}, ${v.kendaraan_id},
            ${v.parent_id}, ${v.keperluan}, ${v.tujuan}, ${v.tanggal_mulai}::date, ${v.tanggal_selesai}::date)
    RETURNING id`.execute(db);
  return result.rows[0].id;
}

export async function updateSppd(db: Db, id: number, v: SppdValues): Promise<void> {
  await sql`
    UPDATE sppd SET kantor_id = ${v.kantor_id}, jenis_id = ${v.jenis_id}, wilayah_id = ${v.wilayah_id},
      kendaraan_id = ${v.kendaraan_id}, parent_id = ${v.parent_id}, keperluan = ${v.keperluan}, tujuan = ${v.tujuan},
      tanggal_mulai = ${v.tanggal_mulai}::date, tanggal_selesai = ${v.tanggal_selesai}::date, updated_at = now()
    WHERE id = ${id}`.execute(db);
}

export async function deleteSppd(db: Db, id: number): Promise<void> {
  await sql`DELETE FROM sppd WHERE id = ${id}`.execute(db);
}

export async function pegawaiOfUser(db: Db, userId: number): Promise<number | null> {
  const result = await sql<{ pegawai_id: number | null }>`SELECT pegawai_id FROM users WHERE id = ${userId}`.execute(
    db,
  );
  return result.rows[0]?.pegawai_id ?? null;
}

/** Grafik: trips, cost and pending cost per kantor and month of a year (waiting and approved trips). */
export async function grafik(db: Db, tahun: number) {
  const result = await sql<{
    kantor_id: number;
    kantor_nama: string;
    bulan: string;
    jumlah: number;
    total_biaya: string;
    biaya_pending: string;
  }>`
    SELECT s.kantor_id, k.nama AS kantor_nama, to_char(s.tanggal_mulai, 'YYYY-MM') AS bulan, count(*)::int AS jumlah,
           coalesce(sum(c.total), 0)::numeric(18,2)::text AS total_biaya,
           coalesce(sum(c.pending), 0)::numeric(18,2)::text AS biaya_pending
    FROM sppd s
    JOIN approval_request r ON r.type = ${SPPD_TYPE} AND r.subject_id = s.id AND r.status IN ('menunggu', 'disetujui')
    JOIN kantor k ON k.id = s.kantor_id
    LEFT JOIN LATERAL (
      SELECT sum(b.nominal) AS total, sum(b.nominal) FILTER (WHERE NOT b.is_approved) AS pending
      FROM sppd_pejalan pj JOIN sppd_pejalan_biaya b ON b.pejalan_id = pj.id WHERE pj.sppd_id = s.id
    ) c ON true
    WHERE extract(year FROM s.tanggal_mulai)::int = ${tahun}
    GROUP BY s.kantor_id, k.nama, to_char(s.tanggal_mulai, 'YYYY-MM')
    ORDER BY k.nama, bulan`.execute(db);
  return result.rows;
}
