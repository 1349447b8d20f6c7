/** Kysely queries of memos (nota dinas); status comes from the approval engine (type 'notadinas'). */
import type { ApprovalStatus } from '@portal/domain';
import { sql, type SqlBool } from 'kysely';
import { myTurnSubjectIds } from '../../platform/approval/index.js';
import type { Db } from '../../platform/db/database.js';
import { pageWithTotal } from '../../platform/paging.js';

export const NOTADINAS_TYPE = 'notadinas';

export interface NotadinasDbRow {
  id: number;
  token: string;
  kantor_id: number;
  kantor_nama: string;
  kantor_kode: string | null;
  pegawai_id: number;
  pegawai_nama: string;
  user_id: number;
  surat_id: number;
  surat_nama: string;
  perihal: string;
  isi: string;
  tanggal: string;
  nomor: string | null;
  status: ApprovalStatus;
  is_myturn: SqlBool;
  created_at: Date;
}

export interface NotadinasFilter {
  userId: number;
  /** HR sees every memo; others their own and those whose chain they are in. */
  seeAll: boolean;
  search?: string;
  status?: ApprovalStatus;
  kantor_id?: number;
  tahun?: number;
  is_myturn?: boolean;
}

function baseQuery(db: Db, f: NotadinasFilter) {
  let query = db
    .selectFrom('notadinas as n')
    .innerJoin('pegawai as p', 'p.id', 'n.pegawai_id')
    .innerJoin('kantor as k', 'k.id', 'n.kantor_id')
    .innerJoin('notadinas_surat as s', 's.id', 'n.surat_id')
    .innerJoin('approval_request as r', (join) =>
      join.on('r.type', '=', NOTADINAS_TYPE).onRef('r.subject_id', '=', 'n.id'),
    );
  if (!f.seeAll) {
    query = query.where((eb) =>
      eb.or([
        eb('n.user_id', '=', f.userId),
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
      eb.or([
        eb('n.perihal', 'ilike', f.search!),
        eb('n.nomor', 'ilike', f.search!),
        eb('p.nama', 'ilike', f.search!),
        eb('k.nama', 'ilike', f.search!),
      ]),
    );
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.kantor_id !== undefined) query = query.where('n.kantor_id', '=', f.kantor_id);
  if (f.tahun !== undefined)
    query = query.where('n.tanggal', '>=', `${f.tahun}-01-01`).where('n.tanggal', '<=', `${f.tahun}-12-31`);
  if (f.is_myturn) query = query.where('n.id', 'in', myTurnSubjectIds(db, NOTADINAS_TYPE, f.userId));
  return query;
}

function rowQuery(db: Db, f: NotadinasFilter) {
  return baseQuery(db, f).select([
    'n.id',
    'n.token',
    'n.kantor_id',
    'k.nama as kantor_nama',
    'k.kode as kantor_kode',
    'n.pegawai_id',
    'p.nama as pegawai_nama',
    'n.user_id',
    'n.surat_id',
    's.nama as surat_nama',
    'n.perihal',
    'n.isi',
    'n.tanggal',
    'n.nomor',
    'r.status',
    'n.created_at',
    sql<SqlBool>`(r.status = 'menunggu' AND EXISTS (
      SELECT 1 FROM approval_step s2 JOIN approval_step_approver a2 ON a2.step_id = s2.id
      WHERE s2.request_id = r.id AND s2.step_no = r.current_step AND a2.user_id = ${f.userId}))`.as('is_myturn'),
  ]);
}

export async function listNotadinas(
  db: Db,
  f: NotadinasFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: NotadinasDbRow[]; total: number }> {
  return pageWithTotal(
    rowQuery(db, f)
      .orderBy('n.tanggal', 'desc')
      .orderBy('n.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute(),
    baseQuery(db, f),
  );
}

/** Every memo (the export) in id order, read a thousand at a time (keyset) so memory stays flat. */
export async function* allNotadinas(db: Db): AsyncIterable<NotadinasDbRow> {
  let after = 0;
  for (;;) {
    const rows = await rowQuery(db, { userId: 0, seeAll: true })
      .where('n.id', '>', after)
      .orderBy('n.id')
      .limit(1000)
      .execute();
    yield* rows;
    if (rows.length < 1000) return;
    after = rows[rows.length - 1].id;
  }
}

export async function findNotadinas(
  db: Db,
  by: { id: number } | { token: string },
  userId: number,
): Promise<NotadinasDbRow | undefined> {
  const query = rowQuery(db, { userId, seeAll: true });
  return ('id' in by ? query.where('n.id', '=', by.id) : query.where('n.token', '=', by.token)).executeTakeFirst();
}

export async function kepadaOf(db: Db, id: number) {
  return db
    .selectFrom('notadinas_kepada as t')
    .leftJoin('notadinas_jabatan as j', 'j.id', 't.jabatan_id')
    .leftJoin('pegawai as p', 'p.id', 't.pegawai_id')
    .select(['t.jabatan_id', 't.pegawai_id', sql<string>`coalesce(j.nama, p.nama, '')`.as('nama')])
    .where('t.notadinas_id', '=', id)
    .orderBy('t.id')
    .execute();
}

export async function replaceKepada(trx: Db, id: number, jabatanIds: readonly number[], pegawaiIds: readonly number[]) {
  await trx.deleteFrom('notadinas_kepada').where('notadinas_id', '=', id).execute();
  const rows = [
    ...[...new Set(jabatanIds)].map((jabatan_id) => ({ notadinas_id: id, jabatan_id, pegawai_id: null })),
    ...[...new Set(pegawaiIds)].map((pegawai_id) => ({ notadinas_id: id, jabatan_id: null, pegawai_id })),
  ];
  if (rows.length > 0) await trx.insertInto('notadinas_kepada').values(rows).execute();
}

export async function lockNotadinas(trx: Db, id: number) {
  return trx
    .selectFrom('notadinas')
    .select(['id', 'user_id', 'kantor_id', 'tanggal', 'nomor'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function statusOf(db: Db, id: number): Promise<ApprovalStatus | undefined> {
  const row = await db
    .selectFrom('approval_request')
    .select('status')
    .where('type', '=', NOTADINAS_TYPE)
    .where('subject_id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

export async function authorOfUser(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('pegawai as p', 'p.id', 'u.pegawai_id')
    .select(['p.id as pegawai_id', 'p.kantor_id'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Ids among `ids` that exist in `table` (recipients and the letter type are checked before writing). */
export async function existingIds(
  db: Db,
  table: 'notadinas_jabatan' | 'pegawai' | 'notadinas_surat',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}
