/**
 * Deductions' SQL (both kinds): the list, the deadline, upload attempts, pivot, laporan,
 * belum_upload and an employee's own months. Every sum is PostgreSQL's (numeric, then `moneySql`);
 * only offices with is_allow_salary_deduction take part.
 */
import type { DeductionKind, DeductionSortColumn } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { pageWithTotal } from '../../platform/paging.js';
import { moneySql } from './money.js';

export interface DeductionScope {
  kind: DeductionKind;
  tahun?: number;
  bulan?: number;
  kantorId?: number;
  pegawaiId?: number;
  jenisId?: number;
  /** An ILIKE pattern on nama/NPP. */
  search?: string;
}

const joinAnd = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);

/** Conditions on `g` (gaji_potongan), `p` (pegawai) and `k` (kantor). */
function scopeWhere(s: DeductionScope): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`g.kind = ${s.kind}`, sql`k.is_allow_salary_deduction`];
  if (s.tahun !== undefined) parts.push(sql`g.tahun = ${s.tahun}`);
  if (s.bulan !== undefined) parts.push(sql`g.bulan = ${s.bulan}`);
  if (s.kantorId !== undefined) parts.push(sql`g.kantor_id = ${s.kantorId}`);
  if (s.pegawaiId !== undefined) parts.push(sql`g.pegawai_id = ${s.pegawaiId}`);
  if (s.jenisId !== undefined) parts.push(sql`g.jenis_id = ${s.jenisId}`);
  if (s.search) parts.push(sql`(p.nama ilike ${s.search} or p.npp ilike ${s.search})`);
  return joinAnd(parts);
}

const FROM = sql`gaji_potongan g join pegawai p on p.id = g.pegawai_id join kantor k on k.id = g.kantor_id`;

export interface JenisRow {
  id: number;
  kind: DeductionKind;
  kode: string;
  nama: string;
}

export function listJenis(db: Db, kind: DeductionKind): Promise<JenisRow[]> {
  return db
    .selectFrom('gaji_potongan_jenis')
    .select(['id', 'kind', 'kode', 'nama'])
    .where('kind', '=', kind)
    .where('is_disabled', '=', false)
    .orderBy('id')
    .execute();
}

export interface DeductionDbRow {
  id: number;
  kind: DeductionKind;
  tahun: number;
  bulan: number;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  pegawai_kantor_id: number | null;
  pegawai_kantor_nama: string | null;
  kantor_id: number;
  kantor_nama: string;
  jenis_id: number;
  jenis_kode: string;
  jenis_nama: string;
  jumlah: string;
  keterangan: string | null;
  upload_id: number | null;
  created_at: Date;
}

const SORT_SQL: Record<DeductionSortColumn, RawBuilder<unknown>> = {
  nama: sql`p.nama`,
  npp: sql`p.npp`,
  kantor: sql`k.nama`,
  jenis: sql`j.kode`,
  jumlah: sql`g.jumlah`,
};

export async function listDeductions(
  db: Db,
  s: DeductionScope,
  page: {
    limit: number;
    offset: number;
    sort: { column: DeductionSortColumn; direction: 'asc' | 'desc' } | null;
  },
): Promise<{ rows: DeductionDbRow[]; total: number; totalJumlah: string }> {
  const order = page.sort
    ? sql`${SORT_SQL[page.sort.column]} ${page.sort.direction === 'desc' ? sql`desc` : sql`asc`}, g.id`
    : sql`g.tahun desc, g.bulan desc, p.nama, j.kode, g.id`;
  const [rows, totals] = await Promise.all([
    sql<DeductionDbRow>`
      select g.id, g.kind, g.tahun, g.bulan, g.pegawai_id, p.nama as pegawai_nama, p.npp,
             p.kantor_id as pegawai_kantor_id, pk.nama as pegawai_kantor_nama,
             g.kantor_id, k.nama as kantor_nama, g.jenis_id, j.kode as jenis_kode, j.nama as jenis_nama,
             ${moneySql(sql`g.jumlah`)} as jumlah, g.keterangan, g.upload_id, g.created_at
      from ${FROM} join gaji_potongan_jenis j on j.id = g.jenis_id left join kantor pk on pk.id = p.kantor_id
      where ${scopeWhere(s)}
      order by ${order}
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number; total: string }>`
      select count(*)::int as n, ${moneySql(sql`sum(g.jumlah)`)} as total
      from ${FROM} where ${scopeWhere(s)}`.execute(db),
  ]);
  return { rows: rows.rows, total: totals.rows[0]!.n, totalJumlah: totals.rows[0]!.total };
}

/** Batches of a year or month for the export (keyset on id; memory stays flat). */
export async function* iterateDeductions(db: Db, s: DeductionScope, batch = 2000): AsyncGenerator<DeductionDbRow> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<DeductionDbRow>`
      select g.id, g.kind, g.tahun, g.bulan, g.pegawai_id, p.nama as pegawai_nama, p.npp,
             null::int as pegawai_kantor_id, null::text as pegawai_kantor_nama,
             g.kantor_id, k.nama as kantor_nama, g.jenis_id, j.kode as jenis_kode, j.nama as jenis_nama,
             ${moneySql(sql`g.jumlah`)} as jumlah, g.keterangan, g.upload_id, g.created_at
      from ${FROM} join gaji_potongan_jenis j on j.id = g.jenis_id
      where ${scopeWhere(s)} and g.id > ${after}
      order by g.id limit ${batch}`.execute(db);
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}

export function countDeductions(db: Db, s: DeductionScope): Promise<number> {
  return sql<{ n: number }>`select count(*)::int as n from ${FROM} where ${scopeWhere(s)}`
    .execute(db)
    .then((r) => r.rows[0]!.n);
}

// ---- the deadline --------------------------------------------------------------------------------

export interface BatasDbRow {
  tanggal: string;
  is_default: boolean;
  is_lewat: boolean;
  updated_at: Date | null;
}

/** The month's deadline (default: its last day) and whether today (Asia/Jakarta) is past it. */
export async function batasOf(db: Db, kind: DeductionKind, tahun: number, bulan: number): Promise<BatasDbRow> {
  const { rows } = await sql<BatasDbRow>`
    with d as (
      select coalesce(b.tanggal, (make_date(${tahun}::int, ${bulan}::int, 1) + interval '1 month' - interval '1 day')::date) as tanggal,
             b.tanggal is null as is_default, b.updated_at
      from (select 1) one
      left join gaji_batas_upload b on b.kind = ${kind} and b.tahun = ${tahun} and b.bulan = ${bulan}
    )
    select to_char(tanggal, 'YYYY-MM-DD') as tanggal, is_default,
           (now() at time zone 'Asia/Jakarta')::date > tanggal as is_lewat, updated_at
    from d`.execute(db);
  return rows[0]!;
}

export async function saveBatas(
  db: Db,
  v: { kind: DeductionKind; tahun: number; bulan: number; tanggal: string; userId: number },
): Promise<void> {
  await db
    .insertInto('gaji_batas_upload')
    .values({ kind: v.kind, tahun: v.tahun, bulan: v.bulan, tanggal: v.tanggal, user_id: v.userId })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'tahun', 'bulan'])
        .doUpdateSet({ tanggal: v.tanggal, user_id: v.userId, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

// ---- offices --------------------------------------------------------------------------------------

/** The offices taking part in deductions: allowed and not deleted. */
function allowedOffices(db: Db) {
  return db
    .selectFrom('kantor')
    .select(['id', 'nama'])
    .where('deleted_at', 'is', null)
    .where('is_allow_salary_deduction', '=', true);
}

export function allowedKantor(db: Db, kantorId: number): Promise<{ id: number; nama: string } | undefined> {
  return allowedOffices(db).where('id', '=', kantorId).executeTakeFirst();
}

/** Every office taking part, by nama; `search` an ILIKE pattern on the name. */
export function listAllowedKantor(db: Db, search?: string): Promise<{ id: number; nama: string }[]> {
  return allowedOffices(db)
    .$if(search !== undefined, (b) => b.where('nama', 'ilike', search!))
    .orderBy('nama')
    .orderBy('id')
    .execute();
}

// ---- upload attempts ------------------------------------------------------------------------------

export interface UploadDbRow {
  id: number;
  kind: DeductionKind;
  tahun: number;
  bulan: number;
  kantor_id: number;
  kantor_nama: string;
  status: 'proses' | 'berhasil' | 'gagal' | 'dihapus' | 'diganti';
  row_count: number;
  total: string;
  error_count: number;
  errors: unknown;
  job_id: string | null;
  user_name: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface UploadScope {
  kind: DeductionKind;
  tahun: number;
  bulan: number;
  kantorId?: number;
  status?: UploadDbRow['status'];
}

/** The month's attempts of the kind (optionally one office, one status). */
function uploadsOf(db: Db, s: UploadScope) {
  return db
    .selectFrom('gaji_potongan_upload as u')
    .where('u.kind', '=', s.kind)
    .where('u.tahun', '=', s.tahun)
    .where('u.bulan', '=', s.bulan)
    .$if(s.kantorId !== undefined, (b) => b.where('u.kantor_id', '=', s.kantorId!))
    .$if(s.status !== undefined, (b) => b.where('u.status', '=', s.status!));
}

/** An attempt as the views show it: with its office and uploader, newest first. */
function uploadRows(q: ReturnType<typeof uploadsOf>) {
  return q
    .innerJoin('kantor as k', 'k.id', 'u.kantor_id')
    .leftJoin('users as us', 'us.id', 'u.user_id')
    .select([
      'u.id',
      'u.kind',
      'u.tahun',
      'u.bulan',
      'u.kantor_id',
      'k.nama as kantor_nama',
      'u.status',
      'u.row_count',
      moneySql(sql`u.total`).as('total'),
      'u.error_count',
      'u.job_id',
      'us.name as user_name',
      'u.created_at',
      'u.finished_at',
    ])
    .orderBy('u.id', 'desc');
}

export async function listUploads(
  db: Db,
  s: UploadScope,
  page: { limit: number; offset: number },
): Promise<{ rows: UploadDbRow[]; total: number }> {
  const filtered = uploadsOf(db, s);
  const rows = uploadRows(filtered)
    .select(sql<unknown>`null`.as('errors'))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return pageWithTotal(rows, filtered);
}

/** The newest attempt of office+month when it failed (not after a later good one). */
export async function lastFailedUpload(
  db: Db,
  s: { kind: DeductionKind; tahun: number; bulan: number; kantorId: number },
): Promise<UploadDbRow | undefined> {
  const last = await uploadRows(uploadsOf(db, s).where('u.status', '<>', 'proses'))
    .select('u.errors')
    .limit(1)
    .executeTakeFirst();
  return last?.status === 'gagal' ? last : undefined;
}

// ---- pivot, laporan, belum_upload -----------------------------------------------------------------

export interface PivotDbRow {
  pegawai_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
  jumlah: Record<string, string>;
  total: string;
}

/**
 * The pivot's rows of the employees `employees` selects (a query answering their `id`s): sums per
 * employee and type, folded per employee, all in SQL; by nama, then id.
 */
function pivotRows(s: DeductionScope, employees: RawBuilder<unknown>) {
  return sql<PivotDbRow>`
    with emp as (${employees}), cells as (
      select g.pegawai_id, g.jenis_id, sum(g.jumlah) as s
      from ${FROM} where ${scopeWhere(s)} and g.pegawai_id in (select id from emp)
      group by g.pegawai_id, g.jenis_id
    ), per as (
      select pegawai_id, jsonb_object_agg(jenis_id::text, round(s, 2)::text) as jumlah, sum(s) as total
      from cells group by pegawai_id
    )
    select p.id as pegawai_id, p.nama, p.npp, p.kantor_id, pk.nama as kantor_nama, per.jumlah,
           ${moneySql(sql`per.total`)} as total
    from per join pegawai p on p.id = per.pegawai_id left join kantor pk on pk.id = p.kantor_id
    order by p.nama, p.id`;
}

/** The employees of the month's pivot after `after` (by nama, then id), `limit` of them from `offset`. */
function pivotEmployees(
  s: DeductionScope,
  page: { limit: number; offset?: number; after?: { nama: string; id: number } },
): RawBuilder<unknown> {
  const keyset = page.after ? sql`and (p.nama, p.id) > (${page.after.nama}, ${page.after.id}::int)` : sql``;
  return sql`
    select distinct p.nama, p.id from ${FROM} where ${scopeWhere(s)} ${keyset}
    order by p.nama, p.id limit ${page.limit} offset ${page.offset ?? 0}`;
}

/** One page of the month's pivot (employees by nama), with the employee count and column totals of the whole filter. */
export async function pivot(
  db: Db,
  s: DeductionScope,
  page: { limit: number; offset: number },
): Promise<{ rows: PivotDbRow[]; total: number; perJenis: Record<string, string>; grandTotal: string }> {
  const [rows, totals] = await Promise.all([
    pivotRows(s, pivotEmployees(s, page)).execute(db),
    sql<{ n: number; per_jenis: Record<string, string> | null; total: string }>`
      with cells as (
        select g.pegawai_id, g.jenis_id, g.jumlah from ${FROM} where ${scopeWhere(s)}
      ), j as (select jenis_id, sum(jumlah) as s from cells group by jenis_id)
      select (select count(distinct pegawai_id)::int from cells) as n,
             (select jsonb_object_agg(jenis_id::text, round(s, 2)::text) from j) as per_jenis,
             ${moneySql(sql`(select sum(s) from j)`)} as total`.execute(db),
  ]);
  const t = totals.rows[0]!;
  return { rows: rows.rows, total: t.n, perJenis: t.per_jenis ?? {}, grandTotal: t.total };
}

/**
 * The whole month's pivot in batches of `batch` employees (keyset on nama, id): one query per
 * batch, so memory holds one batch however many employees the month has.
 */
export async function* iteratePivot(db: Db, s: DeductionScope, batch = 2000): AsyncGenerator<PivotDbRow> {
  let after: { nama: string; id: number } | undefined;
  for (;;) {
    const { rows } = await pivotRows(s, pivotEmployees(s, { limit: batch, after })).execute(db);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { nama: last.nama, id: last.pegawai_id };
  }
}

export interface LaporanDbRow {
  kantor_id: number;
  kantor_nama: string;
  jenis_id: number;
  jenis_kode: string;
  jenis_nama: string;
  pegawai_count: number;
  total: string;
}

export async function laporan(db: Db, s: DeductionScope): Promise<{ rows: LaporanDbRow[]; total: string }> {
  const { rows } = await sql<LaporanDbRow & { grand: string }>`
    select k.id as kantor_id, k.nama as kantor_nama, j.id as jenis_id, j.kode as jenis_kode, j.nama as jenis_nama,
           count(distinct g.pegawai_id)::int as pegawai_count, ${moneySql(sql`sum(g.jumlah)`)} as total,
           ${moneySql(sql`sum(sum(g.jumlah)) over ()`)} as grand
    from ${FROM} join gaji_potongan_jenis j on j.id = g.jenis_id
    where ${scopeWhere(s)}
    group by k.id, k.nama, j.id, j.kode, j.nama
    order by k.nama, k.id, j.kode`.execute(db);
  return { rows: rows.map(({ grand: _grand, ...r }) => r), total: rows[0]?.grand ?? '0.00' };
}

export interface BelumUploadDbRow {
  id: number;
  nama: string;
  pegawai_count: number;
  last_status: UploadDbRow['status'] | null;
}

/** Offices allowing deductions without a good (berhasil) upload of the month. */
export async function belumUpload(
  db: Db,
  s: { kind: DeductionKind; tahun: number; bulan: number; kantorId?: number },
): Promise<BelumUploadDbRow[]> {
  const { rows } = await sql<BelumUploadDbRow>`
    select k.id, k.nama,
           (select count(*)::int from pegawai p where p.kantor_id = k.id and p.is_active) as pegawai_count,
           (select u.status from gaji_potongan_upload u
             where u.kind = ${s.kind} and u.kantor_id = k.id and u.tahun = ${s.tahun} and u.bulan = ${s.bulan}
             order by u.id desc limit 1) as last_status
    from kantor k
    where k.is_allow_salary_deduction and k.deleted_at is null
      ${s.kantorId !== undefined ? sql`and k.id = ${s.kantorId}` : sql``}
      and not exists (
        select 1 from gaji_potongan_upload u
        where u.kind = ${s.kind} and u.kantor_id = k.id and u.tahun = ${s.tahun} and u.bulan = ${s.bulan}
          and u.status = 'berhasil')
    order by k.nama, k.id`.execute(db);
  return rows;
}

// ---- an employee's own months ---------------------------------------------------------------------

export interface OwnDbRow {
  tahun: number;
  bulan: number;
  jenis_id: number;
  jenis_kode: string;
  jenis_nama: string;
  kantor_id: number;
  kantor_nama: string;
  jumlah: string;
  keterangan: string | null;
  month_total: string;
  year_total: string;
}

export async function ownDeductions(
  db: Db,
  kind: DeductionKind,
  pegawaiId: number,
  tahun: number,
): Promise<OwnDbRow[]> {
  const { rows } = await sql<OwnDbRow>`
    select g.tahun, g.bulan, j.id as jenis_id, j.kode as jenis_kode, j.nama as jenis_nama,
           g.kantor_id, k.nama as kantor_nama, ${moneySql(sql`g.jumlah`)} as jumlah, g.keterangan,
           ${moneySql(sql`sum(g.jumlah) over (partition by g.bulan)`)} as month_total,
           ${moneySql(sql`sum(g.jumlah) over ()`)} as year_total
    from ${FROM} join gaji_potongan_jenis j on j.id = g.jenis_id
    where ${scopeWhere({ kind, tahun, pegawaiId })}
    order by g.bulan desc, j.kode, g.id`.execute(db);
  return rows;
}

// ---- hapus ----------------------------------------------------------------------------------------

/** Deletes the office+month rows of the kind; marks its good upload 'dihapus'. Answers the rows deleted. */
export async function deleteOfficeMonth(
  trx: Db,
  s: { kind: DeductionKind; tahun: number; bulan: number; kantorId: number },
): Promise<{ deleted: number; total: string }> {
  await lockOfficeMonth(trx, s);
  const { rows } = await sql<{ n: number; total: string }>`
    with d as (
      delete from gaji_potongan
      where kind = ${s.kind} and kantor_id = ${s.kantorId} and tahun = ${s.tahun} and bulan = ${s.bulan}
      returning jumlah)
    select count(*)::int as n, ${moneySql(sql`sum(jumlah)`)} as total from d`.execute(trx);
  await retireGoodUpload(trx, s, 'dihapus');
  return { deleted: rows[0]!.n, total: rows[0]!.total };
}

/** The office+month's good upload ends: 'diganti' (a later upload replaced it) or 'dihapus'. */
export async function retireGoodUpload(
  trx: Db,
  s: { kind: DeductionKind; tahun: number; bulan: number; kantorId: number },
  status: 'diganti' | 'dihapus',
): Promise<void> {
  await trx
    .updateTable('gaji_potongan_upload')
    .set({ status })
    .where('kind', '=', s.kind)
    .where('kantor_id', '=', s.kantorId)
    .where('tahun', '=', s.tahun)
    .where('bulan', '=', s.bulan)
    .where('status', '=', 'berhasil')
    .execute();
}

/** One writer per kind+office+month at a time (uploads, hapus, the service job). */
export async function lockOfficeMonth(
  trx: Db,
  s: { kind: DeductionKind; tahun: number; bulan: number; kantorId: number },
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`gaji_potongan:${s.kind}:${s.kantorId}:${s.tahun}:${s.bulan}`}))`.execute(
    trx,
  );
}
