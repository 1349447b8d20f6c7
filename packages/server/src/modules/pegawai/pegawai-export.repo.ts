/** SQL of the employee export: every employee with position, office and rank, read in keyset batches. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';

/** Where an employee sits, by name: the office (its class, level, parent and the parent's class) and the rank. */
export interface PegawaiPlacementNames {
  kantor: string | null;
  kantor_kelas: string | null;
  kantor_level_id: number | null;
  kantor_parent: string | null;
  kantor_parent_kelas: string | null;
  pangkat: string | null;
  grade: string | null;
  corporate_title: string | null;
}

export interface PegawaiExportRow extends PegawaiPlacementNames {
  id: number;
  nama: string;
  npp: string;
  jenis_kelamin: 'L' | 'P' | null;
  tanggal_lahir: string | null;
  umur: number | null;
  jabatan: string | null;
  jabatan_level: string | null;
  label: string | null;
  bidangtugas: string | null;
  permanent_date: string | null;
  masa_kerja: number | null;
  tanggal_pensiun: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
}

export async function countPegawai(db: Db): Promise<number> {
  return (
    await db
      .selectFrom('pegawai')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
}

/** One batch after `afterId`, in id order (the primary key makes each batch an index range scan). */
export function pegawaiExportBatch(
  db: Db,
  afterId: number,
  limit: number,
  retirementAge: number,
): Promise<PegawaiExportRow[]> {
  return db
    .selectFrom('pegawai as p')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('jabatan_level as jl', 'jl.id', 'j.level_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .leftJoin('kantor_kelas as kk', 'kk.id', 'k.kelas_id')
    .leftJoin('kantor as kp', 'kp.id', 'k.parent_id')
    .leftJoin('kantor_kelas as kpk', 'kpk.id', 'kp.kelas_id')
    .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
    .select([
      'p.id',
      'p.nama',
      'p.npp',
      'p.jenis_kelamin',
      'p.tanggal_lahir',
      sql<number | null>`date_part('year', age(${TODAY}, p.tanggal_lahir))::int`.as('umur'),
      'j.nama as jabatan',
      'jl.nama as jabatan_level',
      'k.nama as kantor',
      'kk.nama as kantor_kelas',
      'k.kantor_level_id',
      'kp.nama as kantor_parent',
      'kpk.nama as kantor_parent_kelas',
      'pg.nama as pangkat',
      'pg.grade',
      'pg.corporate_title',
      'p.label',
      'p.bidangtugas',
      'p.permanent_date',
      sql<number | null>`date_part('year', age(${TODAY}, p.permanent_date))::int`.as('masa_kerja'),
      sql<string | null>`(p.tanggal_lahir + make_interval(years => ${retirementAge}))::date`.as('tanggal_pensiun'),
      'p.email',
      'p.phone',
      'p.is_active',
    ])
    .where('p.id', '>', afterId)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** All employees as an async iterable, `batchSize` rows per query: never all in memory. */
export async function* iteratePegawaiForExport(
  db: Db,
  batchSize: number,
  retirementAge: number,
): AsyncGenerator<PegawaiExportRow> {
  let after = 0;
  for (;;) {
    const batch = await pegawaiExportBatch(db, after, batchSize, retirementAge);
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1].id;
  }
}
