/** Kysely queries of attendance delete requests and the attendance rows they hold. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { myTurnSubjectIds } from '../../platform/approval/index.js';

export const DELETE_REQUEST_TYPE = 'absen_delete_request';

export interface RequestDbRow {
  id: number;
  pegawai_id: number;
  user_id: number;
  nama: string;
  npp: string;
  kantor_id: number | null;
  kantor_nama: string | null;
  tanggal: string;
  alasan: string;
  created_at: Date;
  absen_count: number;
}

export interface ListFilter {
  /** Only requests this user made or may decide; undefined = every request (attendance admins). */
  visibleTo?: number;
  myTurnOf?: number;
  search?: string;
}

function base(db: Db) {
  return db
    .selectFrom('absen_delete_request as r')
    .innerJoin('pegawai as p', 'p.id', 'r.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .where('r.deleted_at', 'is', null);
}

function filtered(db: Db, f: ListFilter) {
  let q = base(db);
  if (f.visibleTo !== undefined) {
    const userId = f.visibleTo;
    q = q.where((eb) =>
      eb.or([
        eb('r.user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('approval_request as ar')
            .innerJoin('approval_step as s', 's.request_id', 'ar.id')
            .innerJoin('approval_step_approver as a', 'a.step_id', 's.id')
            .select('a.user_id')
            .where('ar.type', '=', DELETE_REQUEST_TYPE)
            .whereRef('ar.subject_id', '=', 'r.id')
            .where('a.user_id', '=', userId),
        ),
      ]),
    );
  }
  if (f.myTurnOf !== undefined) q = q.where('r.id', 'in', myTurnSubjectIds(db, DELETE_REQUEST_TYPE, f.myTurnOf));
  if (f.search)
    q = q.where((eb) =>
      eb.or([eb('p.nama', 'ilike', f.search!), eb('p.npp', 'ilike', f.search!), eb('r.alasan', 'ilike', f.search!)]),
    );
  return q;
}

function selectRow(q: ReturnType<typeof base>) {
  return q.select((eb) => [
    'r.id',
    'r.pegawai_id',
    'r.user_id',
    'p.nama',
    'p.npp',
    'p.kantor_id',
    'k.nama as kantor_nama',
    sql<string>`to_char(r.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
    'r.alasan',
    'r.created_at',
    eb
      .selectFrom('absen as a')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('a.delete_request_id', '=', 'r.id')
      .as('absen_count'),
  ]);
}

export async function listRequests(
  db: Db,
  f: ListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RequestDbRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectRow(filtered(db, f))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, f)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as RequestDbRow[], total: count.n };
}

export async function findRequest(db: Db, id: number): Promise<RequestDbRow | undefined> {
  return (await selectRow(base(db)).where('r.id', '=', id).executeTakeFirst()) as RequestDbRow | undefined;
}

export async function lockRequest(trx: Db, id: number) {
  return trx
    .selectFrom('absen_delete_request')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function rowsOf(db: Db, requestId: number) {
  return db
    .selectFrom('absen')
    .select([sql<string>`id::text`.as('id'), 'jenis', 'waktu', 'is_active', 'deleted_at'])
    .where('delete_request_id', '=', requestId)
    .orderBy('waktu')
    .execute();
}

/**
 * Takes the employee's live rows of the day that no other request holds (or the ones it held
 * before), hiding them while the request is open; answers how many it holds. FOR UPDATE through
 * the UPDATE itself: two requests for the same day cannot both take a row.
 */
export async function holdRows(trx: Db, requestId: number, pegawaiId: number, tanggal: string): Promise<number> {
  const result = await trx
    .updateTable('absen')
    .set({ is_active: false, deleted_at: null, delete_request_id: requestId })
    .where((eb) =>
      eb.or([
        eb('delete_request_id', '=', requestId),
        eb.and([
          eb('pegawai_id', '=', pegawaiId),
          eb('tanggal', '=', tanggal),
          eb('delete_request_id', 'is', null),
          eb('is_active', '=', true),
          eb('deleted_at', 'is', null),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Rejected, cancelled or deleted: the rows count again and are free ("clearing": delete_request_id null). */
export async function releaseRows(trx: Db, requestId: number): Promise<void> {
  await trx
    .updateTable('absen')
    .set({ is_active: true, deleted_at: null, delete_request_id: null })
    .where('delete_request_id', '=', requestId)
    .execute();
}

/** Approved: the held rows are soft-deleted (they show in the deleted list). */
export async function deleteHeldRows(trx: Db, requestId: number): Promise<void> {
  await trx.updateTable('absen').set({ deleted_at: new Date() }).where('delete_request_id', '=', requestId).execute();
}
