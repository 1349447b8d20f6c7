/** SQL of the office pages beyond the list: tree, map, parents, employees, modance report, writes. */
import { sql } from 'kysely';
import type { KantorInput } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

/** Live offices with what the display name needs (class, parent and the parent's class). */
export function namedKantor(db: Db) {
  return db
    .selectFrom('kantor as k')
    .leftJoin('kantor_kelas as kk', 'kk.id', 'k.kelas_id')
    .leftJoin('kantor as p', 'p.id', 'k.parent_id')
    .leftJoin('kantor_kelas as pk', 'pk.id', 'p.kelas_id')
    .where('k.deleted_at', 'is', null)
    .select([
      'k.id',
      'k.nama',
      'k.kantor_level_id',
      'kk.nama as class_name',
      'p.nama as parent_name',
      'pk.nama as parent_class_name',
    ]);
}

export function listTree(db: Db) {
  return namedKantor(db).select('k.parent_id').orderBy('k.kantor_level_id').orderBy('k.nama').orderBy('k.id').execute();
}

export function listMapPoints(db: Db) {
  return namedKantor(db)
    .select(['k.alamat', 'k.latitude', 'k.longitude'])
    .where('k.latitude', 'is not', null)
    .where('k.longitude', 'is not', null)
    .orderBy('k.kantor_level_id')
    .orderBy('k.nama')
    .execute();
}

/** Offices flagged as parent or kantor induk, or actually used as one, with how many hang under them. */
export function listParents(db: Db, search: string | undefined) {
  return namedKantor(db)
    .select([
      'k.is_parent',
      'k.is_kantor_induk',
      sql<number>`(SELECT count(*)::int FROM kantor c WHERE c.parent_id = k.id AND c.deleted_at IS NULL)`.as(
        'children_count',
      ),
      sql<number>`(SELECT count(*)::int FROM kantor c WHERE c.kantor_induk_id = k.id AND c.id <> k.id AND c.deleted_at IS NULL)`.as(
        'induk_of_count',
      ),
    ])
    .where((eb) =>
      eb.or([
        eb('k.is_parent', '=', true),
        eb('k.is_kantor_induk', '=', true),
        eb.exists(
          eb
            .selectFrom('kantor as c')
            .select('c.id')
            .whereRef('c.parent_id', '=', 'k.id')
            .where('c.deleted_at', 'is', null),
        ),
      ]),
    )
    .$if(search !== undefined, (q) => q.where('k.nama', 'ilike', containsPattern(search!)))
    .orderBy('k.kantor_level_id')
    .orderBy('k.nama')
    .execute();
}

export async function listPegawaiOfKantor(
  db: Db,
  kantorId: number,
  q: { search?: string; searchNpp?: boolean; limit: number; offset: number },
) {
  const base = db
    .selectFrom('pegawai as pg')
    .where('pg.kantor_id', '=', kantorId)
    .where('pg.is_active', '=', true)
    .$if(q.search !== undefined, (b) =>
      b.where((eb) =>
        eb.or([
          eb('pg.nama', 'ilike', containsPattern(q.search!)),
          ...(q.searchNpp === false ? [] : [eb('pg.npp', 'ilike', containsPattern(q.search!))]),
        ]),
      ),
    );
  return pageWithTotal(
    base
      .leftJoin('jabatan as j', 'j.id', 'pg.jabatan_id')
      .leftJoin('pangkat as pk', 'pk.id', 'pg.pangkat_id')
      .select(['pg.id', 'pg.nama', 'pg.npp', 'j.nama as jabatan', 'pk.nama as pangkat'])
      .orderBy('pg.nama')
      .orderBy('pg.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base,
  );
}

export async function modanceReport(
  db: Db,
  q: { modanceId?: number | null; search?: string; limit: number; offset: number },
) {
  const base = namedKantor(db)
    .leftJoin('kantor_setting as s', 's.kantor_id', 'k.id')
    .$if(q.modanceId === null, (b) => b.where('s.modance_id', 'is', null))
    .$if(typeof q.modanceId === 'number', (b) => b.where('s.modance_id', '=', q.modanceId!))
    .$if(q.search !== undefined, (b) => b.where('k.nama', 'ilike', containsPattern(q.search!)));
  const [rows, count, summary] = await Promise.all([
    base
      .leftJoin('kantor_modance as m', 'm.id', 's.modance_id')
      .leftJoin('kantor_jenis as kj', 'kj.id', 's.jenis_id')
      .select([
        's.modance_id',
        'm.nama as modance',
        'kj.nama as jenis',
        sql<number>`(SELECT count(*)::int FROM pegawai pg WHERE pg.kantor_id = k.id AND pg.is_active)`.as(
          'pegawai_count',
        ),
      ])
      .orderBy('k.kantor_level_id')
      .orderBy('k.nama')
      .orderBy('k.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('kantor as k')
      .leftJoin('kantor_setting as s', 's.kantor_id', 'k.id')
      .leftJoin('kantor_modance as m', 'm.id', 's.modance_id')
      .where('k.deleted_at', 'is', null)
      .select(['s.modance_id', 'm.nama as modance', sql<number>`count(*)::int`.as('kantor_count')])
      .groupBy(['s.modance_id', 'm.nama'])
      .orderBy('s.modance_id')
      .execute(),
  ]);
  return { rows, total: count.n, summary };
}

export function listRegister(db: Db, table: 'kantor_jenis' | 'kantor_modance') {
  return db.selectFrom(table).select(['id', 'nama']).orderBy('id').execute();
}

/** What the edit form needs beyond the list row: ids of class and kantor induk, address, jenis, modance. */
export async function findSetting(db: Db, kantorId: number) {
  return db
    .selectFrom('kantor as k')
    .leftJoin('kantor_setting as s', 's.kantor_id', 'k.id')
    .select(['k.kelas_id', 'k.kantor_induk_id', 'k.alamat', 's.jenis_id', 's.modance_id'])
    .where('k.id', '=', kantorId)
    .executeTakeFirst();
}

/** Which of the referenced ids do not exist (for field errors); each list is small. */
export async function missingReferences(db: Db, input: KantorInput) {
  const exists = async (
    table: 'kantor_level' | 'kantor_kelas' | 'kantor_jenis' | 'kantor_modance',
    id: number | null | undefined,
  ) => id == null || (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const liveKantor = async (id: number | null | undefined) =>
    id == null ||
    (await db
      .selectFrom('kantor')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) !== undefined;
  return {
    kantor_level_id: !(await exists('kantor_level', input.kantor_level_id)),
    kelas_id: !(await exists('kantor_kelas', input.kelas_id)),
    jenis_id: !(await exists('kantor_jenis', input.jenis_id)),
    modance_id: !(await exists('kantor_modance', input.modance_id)),
    parent_id: !(await liveKantor(input.parent_id)),
    kantor_induk_id: !(await liveKantor(input.kantor_induk_id)),
  };
}

/** True when `candidateParent` is `id` itself or lies below it (the new parent would close a loop). */
export async function isSelfOrDescendant(db: Db, id: number, candidateParent: number): Promise<boolean> {
  const row = await sql<{ found: boolean }>`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM kantor WHERE id = ${candidateParent}
      UNION ALL
      SELECT k.id, k.parent_id, up.depth + 1 FROM kantor k JOIN up ON k.id = up.parent_id WHERE up.depth < 50
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${id}) AS found`.execute(db);
  return row.rows[0]?.found ?? false;
}

export function kodeTaken(db: Db, kode: string, exceptId?: number) {
  return db
    .selectFrom('kantor')
    .select('id')
    .where('kode', '=', kode)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
}

export function kantorColumns(input: KantorInput) {
  return {
    nama: input.nama,
    kode: input.kode ?? null,
    kelas_id: input.kelas_id ?? null,
    kantor_level_id: input.kantor_level_id,
    parent_id: input.parent_id ?? null,
    kantor_induk_id: input.kantor_induk_id ?? null,
    alamat: input.alamat ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    is_kantor_absen: input.is_kantor_absen ?? false,
    is_kantor_induk: input.is_kantor_induk ?? false,
    is_allow_absence: input.is_allow_absence ?? true,
    is_allow_salary_deduction: input.is_allow_salary_deduction ?? false,
    is_link_issuer: input.is_link_issuer ?? false,
    is_parent: input.is_parent ?? false,
  };
}

export async function upsertSetting(db: Db, kantorId: number, input: KantorInput) {
  const values = { jenis_id: input.jenis_id ?? null, modance_id: input.modance_id ?? null };
  await db
    .insertInto('kantor_setting')
    .values({ kantor_id: kantorId, ...values })
    .onConflict((oc) => oc.column('kantor_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** Every live office for the export, in tree-ish order (level, name). */
export function listForExport(db: Db) {
  return namedKantor(db)
    .leftJoin('kantor_setting as s', 's.kantor_id', 'k.id')
    .leftJoin('kantor_modance as m', 'm.id', 's.modance_id')
    .leftJoin('kantor_jenis as kj', 'kj.id', 's.jenis_id')
    .leftJoin('kantor_level as kl', 'kl.id', 'k.kantor_level_id')
    .select([
      'k.kode',
      'kl.nama as level',
      'k.alamat',
      'k.latitude',
      'k.longitude',
      'k.is_kantor_absen',
      'k.is_kantor_induk',
      'k.is_parent',
      'm.nama as modance',
      'kj.nama as jenis',
    ])
    .orderBy('k.kantor_level_id')
    .orderBy('k.nama')
    .orderBy('k.id')
    .execute();
}
