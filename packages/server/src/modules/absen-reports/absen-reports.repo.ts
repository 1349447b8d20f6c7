/**
 * Attendance report queries. One set-based classification (`dayCells`) of every (employee, day)
 * of a period: generate_series of the days × the employees in scope, left-joined to the day's
 * live checks, the public holidays (`libur`) and approved leave days (`izin_hari`). No loop per
 * employee: the whole month of 20 000 employees is one statement (bench: absen-report.mjs).
 */
import { sql, type RawBuilder } from 'kysely';
import type { AbsenDayStatus } from '@portal/domain';
import type { Db } from '../../platform/db/database.js';

export interface ReportScope {
  kantorId?: number;
  pegawaiId?: number;
  search?: string;
}

export interface Period {
  start: string;
  end: string;
}

export interface PegawaiRefRow {
  pegawai_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
}

export interface TotalsRow {
  hari_kerja: number;
  hadir: number;
  terlambat: number;
  izin: number;
  libur: number;
  weekend: number;
  alpa: number;
}

export interface CellRow {
  pegawai_id: number;
  tanggal: string;
  status: AbsenDayStatus;
  masuk: string | null;
  pulang: string | null;
  keterangan: string | null;
}

function scopeWhere(scope: ReportScope): RawBuilder<unknown> {
  const parts = [sql`p.is_active`];
  if (scope.kantorId !== undefined) parts.push(sql`p.kantor_id = ${scope.kantorId}`);
  if (scope.pegawaiId !== undefined) parts.push(sql`p.id = ${scope.pegawaiId}`);
  if (scope.search) parts.push(sql`(p.nama ilike ${scope.search} or p.npp ilike ${scope.search})`);
  return sql.join(parts, sql` and `);
}

/** The employees of the scope (optionally one page of them, by name), as a CTE body. */
function employees(scope: ReportScope, page?: { limit: number; offset: number }): RawBuilder<unknown> {
  const paging = page ? sql`order by p.nama, p.id limit ${page.limit} offset ${page.offset}` : sql``;
  return sql`select p.id, p.nama, p.npp, p.kantor_id from pegawai p where ${scopeWhere(scope)} ${paging}`;
}

/**
 * WITH … cells(pegawai_id, tanggal, status, masuk, pulang, keterangan): the classification, in
 * the precedence of ADR 0017 (libur, weekend, izin, hadir/terlambat, belum for today and days to come, alpa).
 * `today` is the local date in Asia/Jakarta.
 */
function dayCells(period: Period, emp: RawBuilder<unknown>, jamMasuk: string): RawBuilder<unknown> {
  return sql`
    with emp as materialized (${emp}),
    days as (
      select d::date as tanggal, extract(isodow from d) >= 6 as weekend
      from generate_series(${period.start}::date, ${period.end}::date, interval '1 day') d
    ),
    hol as (
      select distinct on (l.tanggal) l.tanggal, l.nama from libur l
      where l.tanggal between ${period.start}::date and ${period.end}::date order by l.tanggal, l.id
    ),
    lv as (
      select distinct i.pegawai_id, i.tanggal from izin_hari i
      where i.tanggal between ${period.start}::date and ${period.end}::date and i.pegawai_id in (select id from emp)
    ),
    att as (
      select a.pegawai_id, a.tanggal,
             min(a.waktu) filter (where a.jenis = 'masuk') as masuk,
             max(a.waktu) filter (where a.jenis = 'pulang') as pulang
      from absen a
      where a.tanggal between ${period.start}::date and ${period.end}::date
        and a.is_active and a.deleted_at is null and a.pegawai_id in (select id from emp)
      group by a.pegawai_id, a.tanggal
    ),
    cells as (
      select e.id as pegawai_id, d.tanggal,
        case
          when h.tanggal is not null then 'libur'
          when d.weekend then 'weekend'
          when lv.pegawai_id is not null then 'izin'
          when att.pegawai_id is not null then
            case when att.masuk is null or (att.masuk at time zone 'Asia/Jakarta')::time >= (${jamMasuk}::time + interval '1 minute')
                 then 'terlambat' else 'hadir' end
          -- Today is not over: without a check yet it is not an absence (not 'A') but still to come.
          when d.tanggal >= (now() at time zone 'Asia/Jakarta')::date then 'belum'
          else 'alpa'
        end as status,
        att.masuk, att.pulang, h.nama as keterangan
      from emp e
      cross join days d
      left join hol h on h.tanggal = d.tanggal
      left join lv on lv.pegawai_id = e.id and lv.tanggal = d.tanggal
      left join att on att.pegawai_id = e.id and att.tanggal = d.tanggal
    )`;
}

const totalsSelect = sql`
  -- Working days that have ended (or have a check already): hadir + terlambat + izin + alpa.
  count(*) filter (where c.status not in ('libur', 'weekend', 'belum'))::int as hari_kerja,
  count(*) filter (where c.status = 'hadir')::int as hadir,
  count(*) filter (where c.status = 'terlambat')::int as terlambat,
  count(*) filter (where c.status = 'izin')::int as izin,
  count(*) filter (where c.status = 'libur')::int as libur,
  count(*) filter (where c.status = 'weekend')::int as weekend,
  count(*) filter (where c.status = 'alpa')::int as alpa`;

export async function countPegawai(db: Db, scope: ReportScope): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pegawai p where ${scopeWhere(scope)}`.execute(db);
  return rows[0].n;
}

/** Sums over every employee of the scope. */
export async function summaryTotals(db: Db, scope: ReportScope, period: Period, jamMasuk: string): Promise<TotalsRow> {
  const { rows } =
    await sql<TotalsRow>`${dayCells(period, employees(scope), jamMasuk)} select ${totalsSelect} from cells c`.execute(
      db,
    );
  return rows[0];
}

/** One page of employees with their totals (akumulasi and the report's rows). */
export async function pegawaiTotals(
  db: Db,
  scope: ReportScope,
  period: Period,
  jamMasuk: string,
  page?: { limit: number; offset: number },
): Promise<(PegawaiRefRow & TotalsRow)[]> {
  const { rows } = await sql<PegawaiRefRow & TotalsRow>`
    ${dayCells(period, employees(scope, page), jamMasuk)}
    select e.id as pegawai_id, e.nama, e.npp, e.kantor_id, k.nama as kantor_nama, ${totalsSelect}
    from emp e join cells c on c.pegawai_id = e.id left join kantor k on k.id = e.kantor_id
    group by e.id, e.nama, e.npp, e.kantor_id, k.nama
    order by e.nama, e.id`.execute(db);
  return rows;
}

/** Every day of the page's employees ('HH:mm' times in Asia/Jakarta). */
export async function pageCells(
  db: Db,
  scope: ReportScope,
  period: Period,
  jamMasuk: string,
  page: { limit: number; offset: number },
): Promise<CellRow[]> {
  const { rows } = await sql<CellRow>`
    ${dayCells(period, employees(scope, page), jamMasuk)}
    select c.pegawai_id, to_char(c.tanggal, 'YYYY-MM-DD') as tanggal, c.status,
           to_char(c.masuk at time zone 'Asia/Jakarta', 'HH24:MI') as masuk,
           to_char(c.pulang at time zone 'Asia/Jakarta', 'HH24:MI') as pulang, c.keterangan
    from cells c order by c.pegawai_id, c.tanggal`.execute(db);
  return rows;
}
