/** SQL of the position groups (jabatanGroup) and their standards per office level (jabatanGroupStandard). */
import { sql } from 'kysely';
import type { SotkJabatanGroupInput, SotkJabatanGroupStandardInput } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export async function listGroups(db: Db, q: { search?: string; limit: number; offset: number }) {
  const base = db
    .selectFrom('sotk_jabatan_group as g')
    .$if(q.search !== undefined, (b) => b.where('g.nama', 'ilike', containsPattern(q.search!)));
  return pageWithTotal(
    base
      .innerJoin('sotk_bidang_tugas as bt', 'bt.id', 'g.bidangtugas_id')
      .select([
        'g.id',
        'g.nama',
        'g.bidangtugas_id',
        'bt.nama as bidangtugas',
        'g.keterangan',
        sql<number>`(SELECT count(*)::int FROM sotk_jabatan_group_standard st WHERE st.jabatan_group_id = g.id)`.as(
          'standard_count',
        ),
      ])
      .orderBy('g.nama')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base,
  );
}

export function findGroup(db: Db, id: number) {
  return db.selectFrom('sotk_jabatan_group').selectAll().where('id', '=', id).executeTakeFirst();
}

export function groupNameTaken(db: Db, nama: string, exceptId?: number) {
  return db
    .selectFrom('sotk_jabatan_group')
    .select('id')
    .where(sql<boolean>`lower(nama) = lower(${nama})`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

export function insertGroup(db: Db, v: SotkJabatanGroupInput) {
  return db
    .insertInto('sotk_jabatan_group')
    .values({ nama: v.nama, bidangtugas_id: v.bidangtugas_id, keterangan: v.keterangan ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateGroup(db: Db, id: number, v: SotkJabatanGroupInput) {
  return db
    .updateTable('sotk_jabatan_group')
    .set({ nama: v.nama, bidangtugas_id: v.bidangtugas_id, keterangan: v.keterangan ?? null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function deleteGroup(db: Db, id: number) {
  return db.deleteFrom('sotk_jabatan_group').where('id', '=', id).execute();
}

export async function listStandards(
  db: Db,
  q: { search?: string; groupId?: number; levelId?: number; limit: number; offset: number },
) {
  const base = db
    .selectFrom('sotk_jabatan_group_standard as st')
    .innerJoin('jabatan as j', 'j.id', 'st.jabatan_id')
    .innerJoin('sotk_jabatan_group as g', 'g.id', 'st.jabatan_group_id')
    .$if(q.search !== undefined, (b) =>
      b.where((eb) =>
        eb.or([eb('j.nama', 'ilike', containsPattern(q.search!)), eb('g.nama', 'ilike', containsPattern(q.search!))]),
      ),
    )
    .$if(q.groupId !== undefined, (b) => b.where('st.jabatan_group_id', '=', q.groupId!))
    .$if(q.levelId !== undefined, (b) => b.where('st.kantor_level_id', '=', q.levelId!));
  return pageWithTotal(
    base
      .innerJoin('kantor_level as kl', 'kl.id', 'st.kantor_level_id')
      .select([
        'st.id',
        'st.jabatan_group_id',
        'g.nama as jabatan_group',
        'st.kantor_level_id',
        'kl.nama as kantor_level',
        'st.jabatan_id',
        'j.nama as jabatan',
        'st.formasi',
      ])
      .orderBy('st.kantor_level_id')
      .orderBy('g.nama')
      .orderBy('j.nama')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base,
  );
}

export function findStandard(db: Db, id: number) {
  return db.selectFrom('sotk_jabatan_group_standard').selectAll().where('id', '=', id).executeTakeFirst();
}

export function standardTaken(db: Db, v: SotkJabatanGroupStandardInput, exceptId?: number) {
  return db
    .selectFrom('sotk_jabatan_group_standard')
    .select('id')
    .where('kantor_level_id', '=', v.kantor_level_id)
    .where('jabatan_id', '=', v.jabatan_id)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

/** Which referenced rows are missing (field errors). */
export async function missingStandardRefs(db: Db, v: SotkJabatanGroupStandardInput) {
  const [group, level, jabatan] = await Promise.all([
    db.selectFrom('sotk_jabatan_group').select('id').where('id', '=', v.jabatan_group_id).executeTakeFirst(),
    db.selectFrom('kantor_level').select('id').where('id', '=', v.kantor_level_id).executeTakeFirst(),
    db.selectFrom('jabatan').select('id').where('id', '=', v.jabatan_id).executeTakeFirst(),
  ]);
  return { jabatan_group_id: !group, kantor_level_id: !level, jabatan_id: !jabatan };
}

export function insertStandard(db: Db, v: SotkJabatanGroupStandardInput) {
  return db.insertInto('sotk_jabatan_group_standard').values(v).returning('id').executeTakeFirstOrThrow();
}

export function updateStandard(db: Db, id: number, v: SotkJabatanGroupStandardInput) {
  return db
    .updateTable('sotk_jabatan_group_standard')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function deleteStandard(db: Db, id: number) {
  return db.deleteFrom('sotk_jabatan_group_standard').where('id', '=', id).execute();
}

export function jabatanOptions(db: Db, search?: string) {
  return db
    .selectFrom('jabatan')
    .select(['id', 'nama'])
    .where('is_disabled', '=', false)
    .$if(search !== undefined, (q) => q.where('nama', 'ilike', containsPattern(search!)))
    .orderBy('nama')
    .limit(100)
    .execute();
}
