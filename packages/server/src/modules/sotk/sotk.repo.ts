/** SQL of SOTK: an office's structure (formasi per position), its differences with the staff, verification. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';
import { namedKantor } from '../kantor/public.js';

export interface Page {
  limit: number;
  offset: number;
}

export async function listStructure(db: Db, q: Page & { kantorId?: number; search?: string }) {
  const base = db
    .selectFrom('sotk_structure as s')
    .innerJoin('jabatan as j', 'j.id', 's.jabatan_id')
    .$if(q.kantorId !== undefined, (b) => b.where('s.kantor_id', '=', q.kantorId!))
    .$if(q.search !== undefined, (b) => b.where('j.nama', 'ilike', containsPattern(q.search!)));
  return pageWithTotal(
    base
      .innerJoin('sotk_bidang_tugas as bt', 'bt.id', 's.bidangtugas_id')
      .select([
        's.id',
        's.kantor_id',
        's.jabatan_id',
        'j.nama as jabatan',
        's.bidangtugas_id',
        'bt.nama as bidangtugas',
        's.formasi',
        's.updated_at',
      ])
      .orderBy('s.kantor_id')
      .orderBy('bt.nama')
      .orderBy('j.nama')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base,
  );
}

/** Display-name parts of some offices, by id. */
export function namesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return namedKantor(db)
    .where(sql<boolean>`k.id = any(${ids}::int[])`)
    .execute();
}

/**
 * Per (office, position): the standard (formasi, 0 when only employees hold it) and the active
 * employees (jumlah, 0 when nobody does). Positions on either side count.
 */
function positions(kantorIds: number[]) {
  return sql<{ kantor_id: number; jabatan_id: number; formasi: number; jumlah: number }>`
    SELECT coalesce(s.kantor_id, e.kantor_id) AS kantor_id, coalesce(s.jabatan_id, e.jabatan_id) AS jabatan_id,
           coalesce(s.formasi, 0)::int AS formasi, coalesce(e.n, 0)::int AS jumlah
    FROM (SELECT kantor_id, jabatan_id, formasi FROM sotk_structure WHERE kantor_id = any(${kantorIds}::int[])) s
    FULL JOIN (
      SELECT kantor_id, jabatan_id, count(*)::int AS n FROM pegawai
      WHERE is_active AND jabatan_id IS NOT NULL AND kantor_id = any(${kantorIds}::int[])
      GROUP BY kantor_id, jabatan_id
    ) e ON e.kantor_id = s.kantor_id AND e.jabatan_id = s.jabatan_id`;
}

/** One page of offices that have a structure, with their summed differences. */
export async function listDiff(db: Db, q: Page & { search?: string; levels?: number[] }) {
  const offices = db
    .selectFrom('kantor as k')
    .where('k.deleted_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('sotk_structure as s').select('s.id').whereRef('s.kantor_id', '=', 'k.id')))
    .$if(q.search !== undefined, (b) => b.where('k.nama', 'ilike', containsPattern(q.search!)))
    .$if(q.levels !== undefined, (b) => b.where(sql<boolean>`k.kantor_level_id = any(${q.levels}::int[])`));
  const { rows: page, total } = await pageWithTotal(
    offices
      .select('k.id')
      .orderBy('k.kantor_level_id')
      .orderBy('k.nama')
      .orderBy('k.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    offices,
  );
  const ids = page.map((p) => p.id);
  if (ids.length === 0) return { rows: [], names: [], total };
  const [sums, names] = await Promise.all([
    sql<{ kantor_id: number; formasi: number; jumlah: number; kurang: number; lebih: number }>`
      SELECT kantor_id, sum(formasi)::int AS formasi, sum(jumlah)::int AS jumlah,
             sum(greatest(formasi - jumlah, 0))::int AS kurang, sum(greatest(jumlah - formasi, 0))::int AS lebih
      FROM (${positions(ids)}) p GROUP BY kantor_id`.execute(db),
    namesOf(db, ids),
  ]);
  const byId = new Map(sums.rows.map((r) => [r.kantor_id, r]));
  return {
    rows: ids.map((id) => byId.get(id) ?? { kantor_id: id, formasi: 0, jumlah: 0, kurang: 0, lebih: 0 }),
    names,
    total,
  };
}

/** Every position of one office (structure or staffed), with the position's bidang tugas. */
export async function listDiffKantor(db: Db, kantorId: number) {
  const result = await sql<{
    jabatan_id: number;
    jabatan: string;
    bidangtugas: string | null;
    formasi: number;
    jumlah: number;
  }>`
    SELECT p.jabatan_id, j.nama AS jabatan, bt.nama AS bidangtugas, p.formasi, p.jumlah
    FROM (${positions([kantorId])}) p
    JOIN jabatan j ON j.id = p.jabatan_id
    LEFT JOIN sotk_structure s ON s.kantor_id = ${kantorId} AND s.jabatan_id = p.jabatan_id
    LEFT JOIN sotk_bidang_tugas bt ON bt.id = s.bidangtugas_id
    ORDER BY bt.nama NULLS LAST, j.nama, p.jabatan_id`.execute(db);
  return result.rows;
}

/** Every bidang tugas with the office's verification of that month, if any. */
export function listVerifikasi(db: Db, q: { kantorId: number; tahun: number; bulan: number }) {
  return db
    .selectFrom('sotk_bidang_tugas as bt')
    .leftJoin('sotk_verifikasi_faktual as v', (join) =>
      join
        .onRef('v.bidangtugas_id', '=', 'bt.id')
        .on('v.kantor_id', '=', q.kantorId)
        .on('v.tahun', '=', q.tahun)
        .on('v.bulan', '=', q.bulan),
    )
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'bt.id as bidangtugas_id',
      'bt.nama as bidangtugas',
      'v.status_id',
      'v.keterangan',
      'v.verified_at',
      'v.updated_at',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .orderBy('bt.nama')
    .execute();
}

export function upsertVerifikasi(
  db: Db,
  // Every column the verifier gives; a verification always names its verifier.
  v: Required<Omit<Insertable<Database['sotk_verifikasi_faktual']>, 'id' | 'verified_at' | 'updated_at'>> & {
    user_id: number;
  },
) {
  const now = new Date();
  return db
    .insertInto('sotk_verifikasi_faktual')
    .values({ ...v, verified_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['kantor_id', 'tahun', 'bulan', 'bidangtugas_id']).doUpdateSet({
        status_id: v.status_id,
        keterangan: v.keterangan,
        user_id: v.user_id,
        verified_at: now,
        updated_at: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findLiveKantor(db: Db, id: number) {
  return db
    .selectFrom('kantor')
    .select(['id', 'nama', 'kantor_level_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function bidangTugasExists(db: Db, id: number) {
  return db.selectFrom('sotk_bidang_tugas').select('id').where('id', '=', id).executeTakeFirst();
}

export function listBidangTugas(db: Db) {
  return db.selectFrom('sotk_bidang_tugas').select(['id', 'nama']).orderBy('nama').execute();
}

/** Replaces an office's structure by the standard of its level (the reset job). */
export async function rebuildStructure(db: Db, kantorId: number, levelId: number): Promise<number> {
  await db.deleteFrom('sotk_structure').where('kantor_id', '=', kantorId).execute();
  const inserted = await db
    .insertInto('sotk_structure')
    .columns(['kantor_id', 'jabatan_id', 'bidangtugas_id', 'formasi'])
    .expression(
      db
        .selectFrom('sotk_jabatan_group_standard as st')
        .innerJoin('sotk_jabatan_group as g', 'g.id', 'st.jabatan_group_id')
        .select([sql<number>`${kantorId}::int`.as('kantor_id'), 'st.jabatan_id', 'g.bidangtugas_id', 'st.formasi'])
        .where('st.kantor_level_id', '=', levelId),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

export async function deleteVerifikasi(db: Db, q: { kantorId: number; tahun: number; bulan: number }): Promise<number> {
  const result = await db
    .deleteFrom('sotk_verifikasi_faktual')
    .where('kantor_id', '=', q.kantorId)
    .where('tahun', '=', q.tahun)
    .where('bulan', '=', q.bulan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
