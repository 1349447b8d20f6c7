/** Kysely queries of the health declarations (tables covid, covid_status of 0016_absen_extra.sql). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { CovidSortColumn } from '@portal/contracts';

export const COVID_SORT_COLUMNS: Record<CovidSortColumn, string> = {
  tanggal: 'c.tanggal',
  nama: 'p.nama',
  status_id: 'c.status_id',
  approval_at: 'c.approval_at',
};

export interface CovidFilter {
  /** Only this employee (non-admin callers are always pinned to themselves). */
  pegawaiId?: number;
  tahun?: number;
  bulan?: number;
  kantorId?: number;
  statusId?: number;
  /** ILIKE patterns. */
  search?: string;
  roleName?: string;
  jabatanName?: string;
  type?: 'wfo' | 'wfh';
  approved?: boolean;
}

export interface CovidDbRow {
  id: number;
  pegawai_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
  jabatan_name: string | null;
  tanggal: string;
  type: 'wfo' | 'wfh';
  keterangan: string | null;
  status_id: number;
  status_nama: string;
  status_variant: 'success' | 'info' | 'warning' | 'danger';
  approved: boolean;
  approval_at: Date | null;
  surat_count: number;
  user_id: number | null;
}

function base(db: Db) {
  return db
    .selectFrom('covid as c')
    .innerJoin('pegawai as p', 'p.id', 'c.pegawai_id')
    .innerJoin('covid_status as s', 's.id', 'c.status_id')
    .leftJoin('kantor as k', 'k.id', 'c.kantor_id')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .where('c.deleted_at', 'is', null);
}

function applyFilter<Q extends ReturnType<typeof base>>(q: Q, f: CovidFilter): Q {
  let r = q as unknown as ReturnType<typeof base>;
  if (f.pegawaiId !== undefined) r = r.where('c.pegawai_id', '=', f.pegawaiId);
  if (f.tahun !== undefined) r = r.where(sql<number>`extract(year from c.tanggal)`, '=', f.tahun);
  if (f.bulan !== undefined) r = r.where(sql<number>`extract(month from c.tanggal)`, '=', f.bulan);
  if (f.kantorId !== undefined) r = r.where('c.kantor_id', '=', f.kantorId);
  if (f.statusId !== undefined) r = r.where('c.status_id', '=', f.statusId);
  if (f.type !== undefined) r = r.where('c.type', '=', f.type);
  if (f.approved !== undefined) r = r.where('c.approved', '=', f.approved);
  if (f.search) r = r.where((eb) => eb.or([eb('p.nama', 'ilike', f.search!), eb('p.npp', 'ilike', f.search!)]));
  if (f.jabatanName) r = r.where('j.nama', 'ilike', f.jabatanName);
  if (f.roleName) {
    const pattern = f.roleName;
    r = r.where((eb) =>
      eb.exists(
        eb
          .selectFrom('users as u')
          .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
          .innerJoin('roles as ro', 'ro.id', 'ur.role_id')
          .select(sql`1`.as('one'))
          .whereRef('u.pegawai_id', '=', 'c.pegawai_id')
          .where('ro.nama', 'ilike', pattern),
      ),
    );
  }
  return r as unknown as Q;
}

function selectRow(q: ReturnType<typeof base>) {
  return q.select((eb) => [
    'c.id',
    'c.pegawai_id',
    'p.nama',
    'p.npp',
    'c.kantor_id',
    'k.nama as kantor_nama',
    'j.nama as jabatan_name',
    sql<string>`to_char(c.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
    'c.type',
    'c.keterangan',
    'c.status_id',
    's.nama as status_nama',
    's.variant as status_variant',
    'c.approved',
    'c.approval_at',
    eb
      .selectFrom('files as f')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('f.owner_type', '=', 'covid')
      .whereRef('f.owner_id', '=', 'c.id')
      .where('f.deleted_at', 'is', null)
      .as('surat_count'),
    eb.selectFrom('users as u').select('u.id').whereRef('u.pegawai_id', '=', 'c.pegawai_id').as('user_id'),
  ]);
}

export async function listPivot(
  db: Db,
  f: CovidFilter,
  sort: { column: CovidSortColumn; direction: 'asc' | 'desc' } | null,
  limit: number,
  offset: number,
): Promise<CovidDbRow[]> {
  let q = selectRow(applyFilter(base(db), f));
  q = sort ? q.orderBy(sql.raw(COVID_SORT_COLUMNS[sort.column]), sort.direction) : q.orderBy('c.tanggal', 'desc');
  return (await q.orderBy('c.id', 'desc').limit(limit).offset(offset).execute()) as unknown as CovidDbRow[];
}

export async function countPivot(db: Db, f: CovidFilter): Promise<number> {
  const row = await applyFilter(base(db), f)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** terkini: the latest declaration of each employee matching the filter. */
export async function listLatest(
  db: Db,
  f: CovidFilter,
  limit: number,
  offset: number,
): Promise<{ rows: CovidDbRow[]; total: number }> {
  const latest = applyFilter(base(db), f)
    .select('c.id')
    .distinctOn('c.pegawai_id')
    .orderBy('c.pegawai_id')
    .orderBy('c.tanggal', 'desc')
    .orderBy('c.id', 'desc');
  const rows = await selectRow(base(db))
    .where('c.id', 'in', latest)
    .orderBy('p.nama')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom(latest.as('l'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows as unknown as CovidDbRow[], total: count.n };
}

export async function findRow(db: Db, id: number): Promise<CovidDbRow | undefined> {
  return (await selectRow(base(db)).where('c.id', '=', id).executeTakeFirst()) as unknown as CovidDbRow | undefined;
}

export async function lockCovid(trx: Db, id: number) {
  return trx
    .selectFrom('covid')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function listStatuses(db: Db) {
  return db.selectFrom('covid_status').select(['id', 'nama', 'variant']).orderBy('id').execute();
}

export interface KantorSummaryRow {
  kantor_id: number;
  kantor_nama: string;
  pegawai: number;
  melapor: number;
  per_status: { status_id: number; jumlah: number }[] | null;
}

/** Per office: active employees, how many declared on `tanggal`, and how many per status. */
export async function kantorSummary(db: Db, tanggal: string, kantorId?: number): Promise<KantorSummaryRow[]> {
  const only = kantorId === undefined ? sql`` : sql`and k.id = ${kantorId}`;
  const { rows } = await sql<KantorSummaryRow>`
    with decl as (
      select c.kantor_id, c.status_id, count(*)::int as jumlah from covid c
      where c.deleted_at is null and c.tanggal = ${tanggal}::date group by c.kantor_id, c.status_id
    ),
    staff as (select p.kantor_id, count(*)::int as n from pegawai p where p.is_active group by p.kantor_id)
    select k.id as kantor_id, k.nama as kantor_nama, coalesce(st.n, 0) as pegawai,
           coalesce((select sum(d.jumlah) from decl d where d.kantor_id = k.id), 0)::int as melapor,
           (select json_agg(json_build_object('status_id', d.status_id, 'jumlah', d.jumlah) order by d.status_id) from decl d where d.kantor_id = k.id) as per_status
    from kantor k left join staff st on st.kantor_id = k.id
    where k.deleted_at is null and (st.n > 0 or exists (select 1 from decl d where d.kantor_id = k.id)) ${only}
    order by k.nama`.execute(db);
  return rows;
}
