/**
 * Funds targets' SQL (migration 0033). Amounts stay numeric in PostgreSQL and leave it as text with
 * two decimals; every sum is made here.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export const money = (expr: RawBuilder<unknown>) => sql<string>`round(coalesce(${expr}, 0), 2)::text`;

/** Who the caller may see: every row, or one employee's (null: nobody, an account without employee). */
export type Scope = { all: true } | { all: false; pegawaiId: number | null };

const scopeSql = (s: Scope) => (s.all ? sql`` : sql`and t.pegawai_id = ${s.pegawaiId ?? -1}`);

export interface TargetFilter {
  tahun?: number;
  bulan?: number;
  kantorId?: number;
  typeId?: number;
  statusId?: number;
  search?: string;
}

const filterSql = (f: TargetFilter) => sql`
  ${f.tahun !== undefined ? sql`and t.tahun = ${f.tahun}` : sql``}
  ${f.bulan !== undefined ? sql`and t.bulan = ${f.bulan}` : sql``}
  ${f.kantorId !== undefined ? sql`and t.kantor_id = ${f.kantorId}` : sql``}
  ${f.typeId !== undefined ? sql`and t.type_id = ${f.typeId}` : sql``}
  ${f.statusId !== undefined ? sql`and t.status_id = ${f.statusId}` : sql``}
  ${f.search ? sql`and (p.nama ilike ${f.search} or p.npp ilike ${f.search} or t.rekening ilike ${f.search})` : sql``}`;

export interface TargetDbRow {
  id: number;
  tahun: number;
  bulan: number;
  rekening: string;
  nominal: string;
  type_id: number;
  type_nama: string;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  kantor_id: number;
  kantor_nama: string;
  status_id: number;
  approval_at: Date | null;
  note: string | null;
  is_fraud: boolean;
  fraud_at: Date | null;
}

const rowSelect = sql`
  t.id, t.tahun, t.bulan, t.rekening, ${money(sql`t.nominal`)} as nominal, t.type_id, ty.nama as type_nama,
  t.pegawai_id, p.nama as pegawai_nama, p.npp, t.kantor_id, k.nama as kantor_nama, t.status_id, t.approval_at,
  t.note, t.is_fraud, t.fraud_at`;
const rowFrom = sql`
  from target_dana t join pegawai p on p.id = t.pegawai_id join kantor k on k.id = t.kantor_id
  join target_dana_type ty on ty.id = t.type_id`;

export async function listTargets(
  db: Db,
  scope: Scope,
  f: TargetFilter & { limit: number; offset: number },
): Promise<{ rows: TargetDbRow[]; total: number; totalNominal: string }> {
  const [{ rows }, { rows: sums }] = await Promise.all([
    sql<TargetDbRow>`
      select ${rowSelect} ${rowFrom}
      where true ${scopeSql(scope)} ${filterSql(f)}
      order by t.tahun desc, t.bulan desc, k.nama, p.nama, t.id
      limit ${f.limit} offset ${f.offset}`.execute(db),
    sql<{ n: number; total: string }>`
      select count(*)::int as n, ${money(sql`sum(t.nominal)`)} as total ${rowFrom}
      where true ${scopeSql(scope)} ${filterSql(f)}`.execute(db),
  ]);
  return { rows, total: sums[0]!.n, totalNominal: sums[0]!.total };
}

export async function targetsByIds(db: Db, ids: readonly number[]): Promise<TargetDbRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<TargetDbRow>`
    select ${rowSelect} ${rowFrom} where t.id = any(${[...ids]}::int[]) order by t.id`.execute(db);
  return rows;
}

export async function pivot(
  db: Db,
  scope: Scope,
  f: { tahun: number; kantorId?: number; typeId?: number },
): Promise<{ kantor_id: number; kantor_nama: string; bulan: Record<string, string>; total: string }[]> {
  const { rows } = await sql<{ kantor_id: number; kantor_nama: string; bulan: Record<string, string>; total: string }>`
    with m as (
      select t.kantor_id, t.bulan, sum(t.nominal) as total
      from target_dana t
      where t.tahun = ${f.tahun} and t.status_id <> 2 ${scopeSql(scope)}
        ${f.kantorId !== undefined ? sql`and t.kantor_id = ${f.kantorId}` : sql``}
        ${f.typeId !== undefined ? sql`and t.type_id = ${f.typeId}` : sql``}
      group by t.kantor_id, t.bulan
    )
    select m.kantor_id, k.nama as kantor_nama,
           jsonb_object_agg(m.bulan::text, round(m.total, 2)::text) as bulan, ${money(sql`sum(m.total)`)} as total
    from m join kantor k on k.id = m.kantor_id
    group by m.kantor_id, k.nama
    order by k.nama, m.kantor_id`.execute(db);
  return rows;
}

/** Offices with active employees but no target row of the period (optionally of one type). */
export async function belumUpload(
  db: Db,
  f: { tahun: number; bulan: number; typeId?: number; search?: string; limit: number; offset: number },
): Promise<{ rows: { kantor_id: number; kantor_nama: string; pegawai_count: number }[]; total: number }> {
  const { rows } = await sql<{ kantor_id: number; kantor_nama: string; pegawai_count: number; total: number }>`
    select k.id as kantor_id, k.nama as kantor_nama, count(p.id)::int as pegawai_count, count(*) over ()::int as total
    from kantor k join pegawai p on p.kantor_id = k.id and p.is_active
    where k.deleted_at is null ${f.search ? sql`and k.nama ilike ${f.search}` : sql``}
      and not exists (select 1 from target_dana t where t.kantor_id = k.id and t.tahun = ${f.tahun} and t.bulan = ${f.bulan}
                      ${f.typeId !== undefined ? sql`and t.type_id = ${f.typeId}` : sql``})
    group by k.id, k.nama
    order by k.nama, k.id
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export interface SaldoDbRow {
  rekening: string;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  target_count: number;
  nominal: string;
  approved: string;
  is_fraud: boolean;
  total: number;
}

export async function cekSaldo(db: Db, f: TargetFilter & { limit: number; offset: number }): Promise<SaldoDbRow[]> {
  const { rows } = await sql<SaldoDbRow>`
    select t.rekening, min(t.pegawai_id) as pegawai_id, min(p.nama) as pegawai_nama, min(p.npp) as npp,
           count(*)::int as target_count, ${money(sql`sum(t.nominal)`)} as nominal,
           ${money(sql`sum(t.nominal) filter (where t.status_id = 1)`)} as approved, bool_or(t.is_fraud) as is_fraud,
           count(*) over ()::int as total
    ${rowFrom}
    where true ${filterSql(f)}
    group by t.rekening
    order by t.rekening
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return rows;
}

export interface CekTargetDbRow {
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  kantor_id: number;
  kantor_nama: string;
  rekening_count: number;
  target: string;
  approved: string;
  pending: string;
  rejected: string;
  total: number;
}

export async function cekTarget(
  db: Db,
  f: TargetFilter & { limit: number; offset: number },
): Promise<CekTargetDbRow[]> {
  const { rows } = await sql<CekTargetDbRow>`
    select t.pegawai_id, p.nama as pegawai_nama, p.npp, t.kantor_id, k.nama as kantor_nama,
           count(distinct t.rekening)::int as rekening_count, ${money(sql`sum(t.nominal)`)} as target,
           ${money(sql`sum(t.nominal) filter (where t.status_id = 1)`)} as approved,
           ${money(sql`sum(t.nominal) filter (where t.status_id = 0)`)} as pending,
           ${money(sql`sum(t.nominal) filter (where t.status_id = 2)`)} as rejected,
           count(*) over ()::int as total
    ${rowFrom}
    where true ${filterSql(f)}
    group by t.pegawai_id, p.nama, p.npp, t.kantor_id, k.nama
    order by k.nama, p.nama, t.pegawai_id
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return rows;
}

// ---- changes --------------------------------------------------------------------------------------

/** Sets rows' status; answers the ids changed. Rows already in the target status are left alone. */
export async function setStatus(
  trx: Db,
  ids: readonly number[],
  statusId: 0 | 1 | 2,
  userId: number,
  note?: string | null,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    update target_dana set status_id = ${statusId},
      approval_at = ${statusId === 0 ? null : sql`now()`}, approval_by = ${statusId === 0 ? null : userId},
      note = ${note ?? null}, updated_at = now()
    where id = any(${[...ids]}::int[])
    returning id`.execute(trx);
  return rows.map((r) => r.id);
}

/** Marks every row of the account of row `id` as fraud; answers their ids (none: the row does not exist). */
export async function markFraud(trx: Db, id: number, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    update target_dana set is_fraud = true, fraud_at = coalesce(fraud_at, now()), fraud_by = coalesce(fraud_by, ${userId}),
      updated_at = now()
    where rekening = (select rekening from target_dana where id = ${id})
    returning id`.execute(trx);
  return rows.map((r) => r.id);
}

export async function listTypes(db: Db): Promise<{ id: number; nama: string; is_disabled: boolean }[]> {
  const { rows } = await sql<{ id: number; nama: string; is_disabled: boolean }>`
    select id, nama, is_disabled from target_dana_type order by id`.execute(db);
  return rows;
}

export interface UploadDbRow {
  id: number;
  tahun: number;
  bulan: number;
  type_id: number;
  type_nama: string;
  row_count: number;
  total: string;
  user_name: string | null;
  created_at: Date;
  total_rows: number;
}

export async function listUploads(
  db: Db,
  f: { tahun?: number; id?: number; limit: number; offset: number },
): Promise<UploadDbRow[]> {
  const { rows } = await sql<UploadDbRow>`
    select u.id, u.tahun, u.bulan, u.type_id, ty.nama as type_nama, u.row_count, ${money(sql`u.total`)} as total,
           us.name as user_name, u.created_at, count(*) over ()::int as total_rows
    from target_dana_upload u join target_dana_type ty on ty.id = u.type_id left join users us on us.id = u.user_id
    where true ${f.tahun !== undefined ? sql`and u.tahun = ${f.tahun}` : sql``}
      ${f.id !== undefined ? sql`and u.id = ${f.id}` : sql``}
    order by u.id desc
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return rows;
}
