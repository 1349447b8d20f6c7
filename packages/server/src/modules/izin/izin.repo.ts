/** Kysely queries of izin (leave); status comes from the approval engine (type 'izin'). */
import type { ApprovalStatus } from '@portal/domain';
import { sql, type SqlBool } from 'kysely';
import { myTurnSubjectIds } from '../../platform/approval/index.js';
import type { Db } from '../../platform/db/database.js';
import { pageWithTotal } from '../../platform/paging.js';
import type { IzinSortColumn } from '@portal/contracts';

export const IZIN_TYPE = 'izin';

export interface IzinDbRow {
  id: number;
  token: string;
  pegawai_id: number;
  user_id: number;
  pegawai_nama: string;
  pegawai_npp: string;
  kantor_nama: string | null;
  jenis_id: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  hari: number;
  alasan: string;
  status: ApprovalStatus;
  is_myturn: SqlBool;
  attachments_count: number;
  created_at: Date;
}

export interface IzinFilter {
  userId: number;
  /** Admins see every izin; others their own and those they approve. */
  seeAll: boolean;
  search?: string;
  status?: ApprovalStatus;
  jenis_id?: number;
  is_myturn?: boolean;
  tahun?: number;
  /** Leave overlapping [from, to] (calendar). */
  from?: string;
  to?: string;
}

/** The contract's sort columns, as SQL. */
export const IZIN_SORT_COLUMNS = {
  tanggal_mulai: 'i.tanggal_mulai',
  created_at: 'i.created_at',
  pegawai_nama: 'p.nama',
} as const satisfies Record<IzinSortColumn, string>;

function baseQuery(db: Db, f: IzinFilter) {
  let query = db
    .selectFrom('izin as i')
    .innerJoin('pegawai as p', 'p.id', 'i.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .innerJoin('approval_request as r', (join) => join.on('r.type', '=', IZIN_TYPE).onRef('r.subject_id', '=', 'i.id'));
  if (!f.seeAll) {
    query = query.where((eb) =>
      eb.or([
        eb('i.user_id', '=', f.userId),
        eb.exists(
          eb
            .selectFrom('approval_step as s')
            .innerJoin('approval_step_approver as a', 'a.step_id', 's.id')
            .whereRef('s.request_id', '=', 'r.id')
            .where('a.user_id', '=', f.userId)
            .select('a.user_id'),
        ),
      ]),
    );
  }
  if (f.search)
    query = query.where((eb) =>
      eb.or([eb('p.nama', 'ilike', f.search!), eb('p.npp', 'ilike', f.search!), eb('i.alasan', 'ilike', f.search!)]),
    );
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.jenis_id !== undefined) query = query.where('i.jenis_id', '=', f.jenis_id);
  if (f.is_myturn) query = query.where('i.id', 'in', myTurnSubjectIds(db, IZIN_TYPE, f.userId));
  if (f.tahun !== undefined) {
    query = query
      .where('i.tanggal_mulai', '<=', `${f.tahun}-12-31`)
      .where('i.tanggal_selesai', '>=', `${f.tahun}-01-01`);
  }
  if (f.from && f.to) query = query.where('i.tanggal_mulai', '<=', f.to).where('i.tanggal_selesai', '>=', f.from);
  return query;
}

function rowQuery(db: Db, f: IzinFilter) {
  return baseQuery(db, f).select([
    'i.id',
    'i.token',
    'i.pegawai_id',
    'i.user_id',
    'p.nama as pegawai_nama',
    'p.npp as pegawai_npp',
    'k.nama as kantor_nama',
    'i.jenis_id',
    'i.tanggal_mulai',
    'i.tanggal_selesai',
    'i.alasan',
    'r.status',
    'i.created_at',
    sql<number>`izin_hari_kerja(i.tanggal_mulai, i.tanggal_selesai)`.as('hari'),
    sql<number>`(SELECT count(*)::int FROM files f WHERE f.owner_type = 'izin' AND f.owner_id = i.id AND f.deleted_at IS NULL)`.as(
      'attachments_count',
    ),
    sql<SqlBool>`(r.status = 'menunggu' AND EXISTS (
      SELECT 1 FROM approval_step s JOIN approval_step_approver a ON a.step_id = s.id
      WHERE s.request_id = r.id AND s.step_no = r.current_step AND a.user_id = ${f.userId}))`.as('is_myturn'),
  ]);
}

export async function listIzin(
  db: Db,
  f: IzinFilter,
  page: { page: number; perPage: number; sort: IzinSortColumn; desc: boolean },
): Promise<{ rows: IzinDbRow[]; total: number }> {
  return pageWithTotal(
    rowQuery(db, f)
      .orderBy(sql.ref(IZIN_SORT_COLUMNS[page.sort]), page.desc ? 'desc' : 'asc')
      .orderBy('i.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    baseQuery(db, f),
  );
}

/** Every row matching the filter, in date order (calendar, export). */
export async function allIzin(db: Db, f: IzinFilter): Promise<IzinDbRow[]> {
  return rowQuery(db, f).orderBy('i.tanggal_mulai').orderBy('i.id').execute();
}

export async function findIzinByToken(db: Db, token: string, userId: number): Promise<IzinDbRow | undefined> {
  return rowQuery(db, { userId, seeAll: true }).where('i.token', '=', token).executeTakeFirst();
}

export async function findIzinById(db: Db, id: number, userId: number): Promise<IzinDbRow | undefined> {
  return rowQuery(db, { userId, seeAll: true }).where('i.id', '=', id).executeTakeFirst();
}

export async function insertIzin(
  db: Db,
  values: {
    token: string;
    pegawai_id: number;
    user_id: number;
    jenis_id: number;
    tanggal_mulai: string;
    tanggal_selesai: string;
    alasan: string;
  },
): Promise<{ id: number }> {
  return db.insertInto('izin').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateIzin(
  db: Db,
  id: number,
  values: { jenis_id: number; tanggal_mulai: string; tanggal_selesai: string; alasan: string },
): Promise<void> {
  await db.updateTable('izin').set(values).where('id', '=', id).execute();
}

export async function deleteIzin(db: Db, id: number): Promise<void> {
  await db.deleteFrom('izin').where('id', '=', id).execute();
}

export async function countWorkingDays(db: Db, from: string, to: string): Promise<number> {
  const row = await sql<{ hari: number }>`SELECT izin_hari_kerja(${from}::date, ${to}::date) AS hari`.execute(db);
  return row.rows[0].hari;
}

/** Serialises requests of one employee (balance and overlap checks read, then write). */
export async function lockPegawai(db: Db, pegawaiId: number): Promise<void> {
  await db.selectFrom('pegawai').select('id').where('id', '=', pegawaiId).forUpdate().execute();
}

/** Annual leave days of the year: approved, and still waiting (both reserve the entitlement). */
export async function annualLeaveUsed(
  db: Db,
  pegawaiId: number,
  tahun: number,
  exceptIzinId?: number,
): Promise<{ terpakai: number; menunggu: number }> {
  const first = `${tahun}-01-01`;
  const last = `${tahun}-12-31`;
  const row = await db
    .selectFrom('izin as i')
    .innerJoin('approval_request as r', (join) => join.on('r.type', '=', IZIN_TYPE).onRef('r.subject_id', '=', 'i.id'))
    .where('i.pegawai_id', '=', pegawaiId)
    .where('i.jenis_id', '=', 5)
    .where('i.tanggal_mulai', '<=', last)
    .where('i.tanggal_selesai', '>=', first)
    .where('i.id', '<>', exceptIzinId ?? 0)
    .select([
      sql<number>`coalesce(sum(izin_hari_kerja(greatest(i.tanggal_mulai, ${first}::date), least(i.tanggal_selesai, ${last}::date))) FILTER (WHERE r.status = 'disetujui'), 0)::int`.as(
        'terpakai',
      ),
      sql<number>`coalesce(sum(izin_hari_kerja(greatest(i.tanggal_mulai, ${first}::date), least(i.tanggal_selesai, ${last}::date))) FILTER (WHERE r.status = 'menunggu'), 0)::int`.as(
        'menunggu',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Another izin of the employee, waiting or approved, sharing a date with [from, to]. */
export async function hasOverlap(
  db: Db,
  pegawaiId: number,
  from: string,
  to: string,
  exceptIzinId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('izin as i')
    .innerJoin('approval_request as r', (join) => join.on('r.type', '=', IZIN_TYPE).onRef('r.subject_id', '=', 'i.id'))
    .where('i.pegawai_id', '=', pegawaiId)
    .where('i.id', '<>', exceptIzinId)
    .where('r.status', 'in', ['menunggu', 'disetujui'])
    .where('i.tanggal_mulai', '<=', to)
    .where('i.tanggal_selesai', '>=', from)
    .select('i.id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The izin row, locked; dates as 'YYYY-MM-DD' text whatever DATE parser the connection has (demo loader). */
export async function lockIzin(db: Db, id: number) {
  return db
    .selectFrom('izin')
    .select([
      'id',
      'pegawai_id',
      'user_id',
      'jenis_id',
      sql<string>`tanggal_mulai::text`.as('tanggal_mulai'),
      sql<string>`tanggal_selesai::text`.as('tanggal_selesai'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function pegawaiOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('pegawai_id').where('id', '=', userId).executeTakeFirst();
  return row?.pegawai_id ?? null;
}

export async function countAttachments(db: Db, izinId: number): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_type', '=', 'izin')
    .where('owner_id', '=', izinId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
