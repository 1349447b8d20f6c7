/** Row-level attendance queries of the reports module: doubles, deleted rows, restores, export rows. */
import type { AbsenExportRow, AbsenRenewCounts } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Period } from './absen-reports.repo.js';

export interface RecordFilter extends Period {
  kantorId?: number;
  pegawaiId?: number;
  /** ILIKE pattern on the employee's name or npp. */
  search?: string;
}

function filterWhere(f: RecordFilter) {
  const parts = [sql`a.tanggal between ${f.start}::date and ${f.end}::date`];
  if (f.kantorId !== undefined) parts.push(sql`p.kantor_id = ${f.kantorId}`);
  if (f.pegawaiId !== undefined) parts.push(sql`a.pegawai_id = ${f.pegawaiId}`);
  if (f.search) parts.push(sql`(p.nama ilike ${f.search} or p.npp ilike ${f.search})`);
  return sql.join(parts, sql` and `);
}

const live = sql`a.is_active and a.deleted_at is null`;

/** Whose check it is (employee, office) and which (day, kind): the columns every record list starts with. */
interface RecordHead {
  pegawai_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
  tanggal: string;
  jenis: 'masuk' | 'pulang';
}

export interface DoubleRow extends RecordHead {
  jumlah: number;
  waktu: string[];
  total: number;
}

/** Same employee, day and kind more than once among the live rows; newest day first. */
export async function listDoubles(db: Db, f: RecordFilter, limit: number, offset: number): Promise<DoubleRow[]> {
  const { rows } = await sql<DoubleRow>`
    select a.pegawai_id, p.nama, p.npp, p.kantor_id, k.nama as kantor_nama, to_char(a.tanggal, 'YYYY-MM-DD') as tanggal, a.jenis,
           count(*)::int as jumlah,
           array_agg(to_char(a.waktu at time zone 'Asia/Jakarta', 'HH24:MI') order by a.waktu, a.id) as waktu,
           (count(*) over ())::int as total
    from absen a join pegawai p on p.id = a.pegawai_id left join kantor k on k.id = p.kantor_id
    where ${live} and ${filterWhere(f)}
    group by a.pegawai_id, p.nama, p.npp, p.kantor_id, k.nama, a.tanggal, a.jenis
    having count(*) > 1
    order by a.tanggal desc, p.nama, a.jenis
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/**
 * update_delete_double: keeps the earliest row of each double group and soft-deletes the rest,
 * in the caller's transaction; answers the deleted ids.
 */
export async function deleteDoubles(trx: Db, f: RecordFilter): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with ranked as (
      select a.id, row_number() over (partition by a.pegawai_id, a.tanggal, a.jenis order by a.waktu, a.id) as n
      from absen a join pegawai p on p.id = a.pegawai_id
      where ${live} and ${filterWhere(f)}
    )
    update absen set deleted_at = now() from ranked
    where absen.id = ranked.id and ranked.n > 1
    returning absen.id`.execute(trx);
  return rows.map((r) => String(r.id));
}

export interface DeletedRow extends RecordHead {
  id: string;
  waktu: Date;
  deleted_at: Date;
  delete_request_id: number | null;
}

export async function listDeleted(
  db: Db,
  f: RecordFilter,
  limit: number,
  offset: number,
): Promise<{ rows: DeletedRow[]; total: number }> {
  const where = sql`a.deleted_at is not null and ${filterWhere(f)}`;
  const [list, count] = await Promise.all([
    sql<DeletedRow>`
      select a.id::text as id, a.pegawai_id, p.nama, p.npp, p.kantor_id, k.nama as kantor_nama, to_char(a.tanggal, 'YYYY-MM-DD') as tanggal,
             a.jenis, a.waktu, a.deleted_at, a.delete_request_id
      from absen a join pegawai p on p.id = a.pegawai_id left join kantor k on k.id = p.kantor_id
      where ${where} order by a.deleted_at desc, a.id desc limit ${limit} offset ${offset}`.execute(db),
    sql<{
      n: number;
    }>`select count(*)::int as n from absen a join pegawai p on p.id = a.pegawai_id where ${where}`.execute(db),
  ]);
  return { rows: list.rows, total: count.rows[0].n };
}

/** update_set_active: deleted rows become live again (not rows still held by a delete request). */
export async function restoreRows(trx: Db, ids: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    update absen set deleted_at = null, is_active = true, delete_request_id = null
    where id = any(${ids}::bigint[]) and deleted_at is not null
    returning id::text as id`.execute(trx);
  return rows.map((r) => r.id);
}

/** A row of the export file and of its preview page (index_export_excel). */
export type ExportRow = AbsenExportRow;

/** The export's columns, shared by the job (iterateExportRows) and its preview page (index_export_excel). */
const exportSelect = sql`
  select a.id::text as id, p.npp, p.nama, k.nama as kantor_nama, to_char(a.tanggal, 'YYYY-MM-DD') as tanggal, a.jenis,
         to_char(a.waktu at time zone 'Asia/Jakarta', 'HH24:MI:SS') as jam, a.sumber, a.mocked, a.latitude, a.longitude
  from absen a join pegawai p on p.id = a.pegawai_id left join kantor k on k.id = a.kantor_id`;

/** The period's live rows in keyset batches (tanggal, id) for the export job. */
export async function* iterateExportRows(db: Db, f: RecordFilter, batch: number): AsyncGenerator<ExportRow> {
  let after: { tanggal: string; id: string } | null = null;
  for (;;) {
    const cursor: { tanggal: string; id: string } | null = after;
    const keyset: RawBuilder<unknown> = cursor
      ? sql`and (a.tanggal, a.id) > (${cursor.tanggal}::date, ${cursor.id}::bigint)`
      : sql``;
    const { rows }: { rows: ExportRow[] } = await sql<ExportRow>`
      ${exportSelect} where ${live} and ${filterWhere(f)} ${keyset}
      order by a.tanggal, a.id limit ${batch}`.execute(db);
    yield* rows;
    if (rows.length < batch) return;
    const last: ExportRow = rows[rows.length - 1];
    after = { tanggal: last.tanggal, id: last.id };
  }
}

export async function countExportRows(db: Db, f: RecordFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from absen a join pegawai p on p.id = a.pegawai_id where ${live} and ${filterWhere(f)}`.execute(
    db,
  );
  return rows[0].n;
}

/** index_export_excel: one page of the rows the export writes, in the same order. */
export async function listExportRows(db: Db, f: RecordFilter, limit: number, offset: number): Promise<ExportRow[]> {
  const { rows } = await sql<ExportRow>`
    ${exportSelect} where ${live} and ${filterWhere(f)}
    order by a.tanggal, a.id limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/** renew's counts: released (live again), deleted (request approved), held (request still open). */
export type RenewCounts = AbsenRenewCounts;

/**
 * renew: every row of the period that a delete request touches (or that is hidden without one)
 * is brought back in line with that request's state now, in the caller's transaction — the repair
 * for rows left behind by an interrupted or hand-made change. Rows already in line are not written.
 */
export async function renewRows(trx: Db, f: RecordFilter, requestType: string): Promise<RenewCounts> {
  const { rows } = await sql<{ wanted: keyof RenewCounts; n: number }>`
    with target as (
      select a.id, a.is_active, a.deleted_at,
             case
               when a.delete_request_id is null or dr.id is null or dr.deleted_at is not null or ar.status in ('ditolak', 'dibatalkan') then 'released'
               when ar.status = 'disetujui' then 'deleted'
               else 'held'
             end as wanted
      from absen a
      join pegawai p on p.id = a.pegawai_id
      left join absen_delete_request dr on dr.id = a.delete_request_id
      left join approval_request ar on ar.type = ${requestType} and ar.subject_id = dr.id
      where ${filterWhere(f)} and (a.delete_request_id is not null or (not a.is_active and a.deleted_at is null))
    ), changed as (
      update absen set
        is_active = target.wanted <> 'held',
        deleted_at = case target.wanted when 'deleted' then coalesce(absen.deleted_at, now()) else null end,
        delete_request_id = case target.wanted when 'released' then null else absen.delete_request_id end
      from target
      where absen.id = target.id and not (
        (target.wanted = 'released' and absen.is_active and absen.deleted_at is null and absen.delete_request_id is null) or
        (target.wanted = 'deleted' and absen.deleted_at is not null) or
        (target.wanted = 'held' and not absen.is_active and absen.deleted_at is null)
      )
      returning target.wanted
    )
    select wanted, count(*)::int as n from changed group by wanted`.execute(trx);
  const counts: RenewCounts = { released: 0, deleted: 0, held: 0 };
  for (const r of rows) counts[r.wanted] = r.n;
  return counts;
}
