/** Kysely queries of care claims; a claim's status is the approval engine's (type 'perawatan'). */
import type { ApprovalStatus } from '@portal/domain';
import type { PerawatanNotaSortColumn } from '@portal/contracts';
import { sql, type SqlBool } from 'kysely';
import { myTurnSubjectIds } from '../../platform/approval/index.js';
import type { Db } from '../../platform/db/database.js';
import { pageWithTotal } from '../../platform/paging.js';
import { PERAWATAN_TYPE } from './perawatan-rules.js';

/** files.owner_type of a claim's bill scans (perawatan-files.ts). */
export const PERAWATAN_FILE_OWNER = 'perawatan_nota';

export interface NotaDbRow {
  id: number;
  token: string;
  pegawai_id: number;
  user_id: number;
  pegawai_nama: string;
  pegawai_npp: string | null;
  kantor_id: number | null;
  kantor_nama: string | null;
  jenis_id: number;
  jenis_nama: string;
  is_kaca_mata: boolean;
  rs_tempat_id: number | null;
  rs_tempat_nama: string | null;
  golongan_nama: string | null;
  tanggal: string;
  nomor_nota: string | null;
  /** numeric(14,2): PostgreSQL answers it with its two decimals ('350000.00'), as the API does. */
  nominal: string;
  keterangan: string | null;
  kaca_mata_periode: number | null;
  status: ApprovalStatus;
  is_myturn: SqlBool;
  registered_by: string;
  created_at: Date;
}

export interface NotaFilter {
  userId: number;
  search?: string;
  status?: ApprovalStatus;
  jenis_id?: number;
  rs_tempat_id?: number;
  pegawai_id?: number;
  tahun?: number;
  is_kaca_mata?: boolean;
  is_myturn?: boolean;
}

export const NOTA_SORT_COLUMNS = {
  tanggal: 'n.tanggal',
  nominal: 'n.nominal',
  pegawai_nama: 'p.nama',
  created_at: 'n.created_at',
} as const satisfies Record<PerawatanNotaSortColumn, string>;

function baseQuery(db: Db, f: NotaFilter) {
  let query = db
    .selectFrom('perawatan_nota as n')
    .innerJoin('pegawai as p', 'p.id', 'n.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .innerJoin('perawatan_jenis as j', 'j.id', 'n.jenis_id')
    .leftJoin('perawatan_rs_tempat as t', 't.id', 'n.rs_tempat_id')
    .leftJoin('perawatan_rs_golongan as g', 'g.id', 't.golongan_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .innerJoin('approval_request as r', (join) =>
      join.on('r.type', '=', PERAWATAN_TYPE).onRef('r.subject_id', '=', 'n.id'),
    );
  if (f.search)
    query = query.where((eb) =>
      eb.or([
        eb('p.nama', 'ilike', f.search!),
        eb('p.npp', 'ilike', f.search!),
        eb('n.nomor_nota', 'ilike', f.search!),
        eb('t.nama', 'ilike', f.search!),
      ]),
    );
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.jenis_id !== undefined) query = query.where('n.jenis_id', '=', f.jenis_id);
  if (f.rs_tempat_id !== undefined) query = query.where('n.rs_tempat_id', '=', f.rs_tempat_id);
  if (f.pegawai_id !== undefined) query = query.where('n.pegawai_id', '=', f.pegawai_id);
  if (f.is_kaca_mata !== undefined) query = query.where('j.is_kaca_mata', '=', f.is_kaca_mata);
  if (f.tahun !== undefined)
    query = query.where('n.tanggal', '>=', `${f.tahun}-01-01`).where('n.tanggal', '<=', `${f.tahun}-12-31`);
  if (f.is_myturn) query = query.where('n.id', 'in', myTurnSubjectIds(db, PERAWATAN_TYPE, f.userId));
  return query;
}

function rowQuery(db: Db, f: NotaFilter) {
  return baseQuery(db, f)
    .select([
      'n.id',
      'n.token',
      'n.pegawai_id',
      'n.user_id',
      'p.nama as pegawai_nama',
      'p.npp as pegawai_npp',
      'k.id as kantor_id',
      'k.nama as kantor_nama',
      'n.jenis_id',
      'j.nama as jenis_nama',
      'j.is_kaca_mata',
      'n.rs_tempat_id',
      't.nama as rs_tempat_nama',
      'g.nama as golongan_nama',
      sql<string>`n.tanggal::text`.as('tanggal'),
      'n.nomor_nota',
      'n.nominal',
      'n.keterangan',
      'n.kaca_mata_periode',
      'r.status',
      'u.name as registered_by',
      'n.created_at',
    ])
    .select((eb) => eb('n.id', 'in', myTurnSubjectIds(db, PERAWATAN_TYPE, f.userId)).as('is_myturn'));
}

export async function listNota(
  db: Db,
  f: NotaFilter,
  page: { page: number; perPage: number; sort: PerawatanNotaSortColumn; desc: boolean },
): Promise<{ rows: NotaDbRow[]; total: number }> {
  return pageWithTotal(
    rowQuery(db, f)
      .orderBy(sql.ref(NOTA_SORT_COLUMNS[page.sort]), page.desc ? 'desc' : 'asc')
      .orderBy('n.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    baseQuery(db, f),
  );
}

export async function countAllNota(db: Db): Promise<number> {
  const row = await db
    .selectFrom('perawatan_nota')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every claim, newest bill first, in batches (export). */
export async function* iterateNota(db: Db, batch: number): AsyncGenerator<NotaDbRow> {
  for (let offset = 0; ; offset += batch) {
    const rows = await rowQuery(db, { userId: 0 })
      .orderBy('n.tanggal', 'desc')
      .orderBy('n.id', 'desc')
      .limit(batch)
      .offset(offset)
      .execute();
    yield* rows;
    if (rows.length < batch) return;
  }
}

export async function findNotaByToken(db: Db, token: string, userId: number): Promise<NotaDbRow | undefined> {
  return rowQuery(db, { userId }).where('n.token', '=', token).executeTakeFirst();
}

export async function findNotaById(db: Db, id: number, userId: number): Promise<NotaDbRow | undefined> {
  return rowQuery(db, { userId }).where('n.id', '=', id).executeTakeFirst();
}

export interface NotaValues {
  pegawai_id: number;
  jenis_id: number;
  rs_tempat_id: number | null;
  tanggal: string;
  nomor_nota: string | null;
  nominal: string;
  keterangan: string | null;
  kaca_mata_periode: number | null;
}

export async function insertNota(
  db: Db,
  values: NotaValues & { token: string; user_id: number },
): Promise<{ id: number }> {
  return db.insertInto('perawatan_nota').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateNota(db: Db, id: number, values: NotaValues): Promise<void> {
  await db
    .updateTable('perawatan_nota')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteNota(db: Db, id: number): Promise<void> {
  await db.deleteFrom('perawatan_nota').where('id', '=', id).execute();
}

/** The claim row, locked; the date as 'YYYY-MM-DD' text whatever DATE parser the connection has. */
export async function lockNota(db: Db, id: number) {
  return db
    .selectFrom('perawatan_nota')
    .select([
      'id',
      'pegawai_id',
      'user_id',
      'jenis_id',
      'rs_tempat_id',
      'nomor_nota',
      'nominal',
      'keterangan',
      sql<string>`tanggal::text`.as('tanggal'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Serialises claims of one employee (the glasses period is read, then a status changes). */
export async function lockPegawai(db: Db, pegawaiId: number): Promise<void> {
  await db.selectFrom('pegawai').select('id').where('id', '=', pegawaiId).forUpdate().execute();
}

export async function activePegawai(db: Db, pegawaiId: number): Promise<boolean> {
  const row = await db
    .selectFrom('pegawai')
    .select('id')
    .where('id', '=', pegawaiId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export async function pegawaiOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('pegawai_id').where('id', '=', userId).executeTakeFirst();
  return row?.pegawai_id ?? null;
}

export async function tokenOfNota(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('perawatan_nota').select('token').where('id', '=', id).executeTakeFirstOrThrow();
  return row.token;
}

/** The accounts of the employee a claim is for (they never decide it: the engine's excludedApprovers). */
export async function usersOfNotaPegawai(db: Db, notaId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('perawatan_nota as n')
    .innerJoin('users as u', 'u.pegawai_id', 'n.pegawai_id')
    .select('u.id')
    .where('n.id', '=', notaId)
    .execute();
  return rows.map((r) => r.id);
}

export async function findJenis(db: Db, id: number) {
  return db
    .selectFrom('perawatan_jenis')
    .select(['id', 'nama', 'is_kaca_mata'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function tempatExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('perawatan_rs_tempat').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function gradeOfPegawai(db: Db, pegawaiId: number): Promise<string | null> {
  const row = await db
    .selectFrom('pegawai as p')
    .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
    .select('pg.grade')
    .where('p.id', '=', pegawaiId)
    .executeTakeFirst();
  return row?.grade ?? null;
}

export async function plafonOfGrade(db: Db, grade: number): Promise<string | null> {
  const row = await db
    .selectFrom('perawatan_kaca_mata_plafon')
    .select('plafon')
    .where('grade_min', '<=', grade)
    .where('grade_max', '>=', grade)
    .orderBy('grade_min', 'desc')
    .executeTakeFirst();
  return row?.plafon ?? null;
}

export async function allPlafon(db: Db) {
  return db
    .selectFrom('perawatan_kaca_mata_plafon')
    .select(['grade_min', 'grade_max', 'plafon'])
    .orderBy('grade_min')
    .execute();
}

/** The employee's glasses claim of the period whose status is one of `statuses` (not `exceptId`). */
export async function kacaMataClaimOfPeriod(
  db: Db,
  pegawaiId: number,
  periode: number,
  statuses: readonly ApprovalStatus[],
  exceptId: number | null,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('perawatan_nota as n')
    .innerJoin('perawatan_jenis as j', 'j.id', 'n.jenis_id')
    .innerJoin('approval_request as r', (join) =>
      join.on('r.type', '=', PERAWATAN_TYPE).onRef('r.subject_id', '=', 'n.id'),
    )
    .select('n.id')
    .where('n.pegawai_id', '=', pegawaiId)
    .where('j.is_kaca_mata', '=', true)
    .where('n.kaca_mata_periode', '=', periode)
    .where('r.status', 'in', [...statuses])
    .where('n.id', '<>', exceptId ?? 0)
    .executeTakeFirst();
}
