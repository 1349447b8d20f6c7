/** Kysely queries of SKMD letters; status comes from the approval engine (type 'skmd'). */
import type { ApprovalStatus } from '@portal/domain';
import { sql, type SqlBool } from 'kysely';
import { myTurnSubjectIds } from '../../platform/approval/index.js';
import type { Db } from '../../platform/db/database.js';
import { pageWithTotal } from '../../platform/paging.js';

export const SKMD_TYPE = 'skmd';

export interface SkmdDbRow {
  id: number;
  token: string;
  pegawai_id: number;
  pegawai_nama: string;
  pegawai_npp: string;
  user_id: number;
  kantor_id: number;
  kantor_nama: string;
  tahun: number;
  bulan: number;
  uraian_tugas: string | null;
  tempat_tugas: string | null;
  nomor: string | null;
  diterbitkan_at: Date | null;
  status: ApprovalStatus;
  is_myturn: SqlBool;
  files_count: number;
  created_at: Date;
}

export interface SkmdFilter {
  userId: number;
  seeAll: boolean;
  search?: string;
  tahun?: number;
  bulan?: number;
  is_myturn?: boolean;
  is_penerbitan?: boolean;
}

function baseQuery(db: Db, f: SkmdFilter) {
  let query = db
    .selectFrom('skmd as m')
    .innerJoin('pegawai as p', 'p.id', 'm.pegawai_id')
    .innerJoin('kantor as k', 'k.id', 'm.kantor_id')
    .innerJoin('approval_request as r', (join) => join.on('r.type', '=', SKMD_TYPE).onRef('r.subject_id', '=', 'm.id'));
  if (!f.seeAll) {
    query = query.where((eb) =>
      eb.or([
        eb('m.user_id', '=', f.userId),
        eb.exists(
          eb
            .selectFrom('approval_step as st')
            .innerJoin('approval_step_approver as a', 'a.step_id', 'st.id')
            .whereRef('st.request_id', '=', 'r.id')
            .where('a.user_id', '=', f.userId)
            .select('a.user_id'),
        ),
      ]),
    );
  }
  if (f.search)
    query = query.where((eb) =>
      eb.or([eb('p.nama', 'ilike', f.search!), eb('p.npp', 'ilike', f.search!), eb('m.nomor', 'ilike', f.search!)]),
    );
  if (f.tahun !== undefined) query = query.where('m.tahun', '=', f.tahun);
  if (f.bulan !== undefined) query = query.where('m.bulan', '=', f.bulan);
  if (f.is_myturn) query = query.where('m.id', 'in', myTurnSubjectIds(db, SKMD_TYPE, f.userId));
  if (f.is_penerbitan) query = query.where('r.status', '=', 'disetujui').where('m.nomor', 'is', null);
  return query;
}

function rowQuery(db: Db, f: SkmdFilter) {
  return baseQuery(db, f).select([
    'm.id',
    'm.token',
    'm.pegawai_id',
    'p.nama as pegawai_nama',
    'p.npp as pegawai_npp',
    'm.user_id',
    'm.kantor_id',
    'k.nama as kantor_nama',
    'm.tahun',
    'm.bulan',
    'm.uraian_tugas',
    'm.tempat_tugas',
    'm.nomor',
    'm.diterbitkan_at',
    'r.status',
    'm.created_at',
    sql<number>`(SELECT count(*)::int FROM files f WHERE f.owner_type = 'skmd' AND f.owner_id = m.id AND f.deleted_at IS NULL)`.as(
      'files_count',
    ),
    sql<SqlBool>`(r.status = 'menunggu' AND EXISTS (
      SELECT 1 FROM approval_step s2 JOIN approval_step_approver a2 ON a2.step_id = s2.id
      WHERE s2.request_id = r.id AND s2.step_no = r.current_step AND a2.user_id = ${f.userId}))`.as('is_myturn'),
  ]);
}

export async function listSkmd(db: Db, f: SkmdFilter, page: { page: number; perPage: number }) {
  return pageWithTotal(
    rowQuery(db, f)
      .orderBy('m.tahun', 'desc')
      .orderBy('m.bulan', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    baseQuery(db, f),
  );
}

export async function findSkmd(db: Db, by: { id: number } | { token: string }, userId: number) {
  const query = rowQuery(db, { userId, seeAll: true });
  return ('id' in by ? query.where('m.id', '=', by.id) : query.where('m.token', '=', by.token)).executeTakeFirst();
}

export async function lockSkmd(trx: Db, id: number) {
  return trx
    .selectFrom('skmd')
    .select(['id', 'user_id', 'kantor_id', 'tahun', 'nomor'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function statusOf(db: Db, id: number): Promise<ApprovalStatus | undefined> {
  const row = await db
    .selectFrom('approval_request')
    .select('status')
    .where('type', '=', SKMD_TYPE)
    .where('subject_id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

/** Whether the employee is left out of SKMD: excluded themselves, or their office is and they are not included. */
export async function isExcluded(db: Db, pegawaiId: number, kantorId: number): Promise<boolean> {
  const { rows } = await sql<{ excluded: boolean }>`
    SELECT EXISTS (SELECT 1 FROM skmd_exclude_pegawai WHERE pegawai_id = ${pegawaiId})
        OR (EXISTS (SELECT 1 FROM skmd_exclude_kantor WHERE kantor_id = ${kantorId})
            AND NOT EXISTS (SELECT 1 FROM skmd_include_pegawai WHERE pegawai_id = ${pegawaiId})) AS excluded`.execute(
    db,
  );
  return rows[0].excluded;
}
