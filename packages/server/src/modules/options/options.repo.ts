/** The rows behind the static option files. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface OptionRow {
  id: number;
  nama: string;
}

export interface KantorOptionRow extends OptionRow {
  class_name: string | null;
  kantor_level_id: number;
  parent_nama: string | null;
  parent_class_name: string | null;
}

/** Live offices (not deleted) with what their display name needs: class, level, parent. */
export function listKantor(db: Db): Promise<KantorOptionRow[]> {
  return db
    .selectFrom('kantor as k')
    .leftJoin('kantor_kelas as kk', 'kk.id', 'k.kelas_id')
    .leftJoin('kantor as p', 'p.id', 'k.parent_id')
    .leftJoin('kantor_kelas as pk', 'pk.id', 'p.kelas_id')
    .select([
      'k.id',
      'k.nama',
      'kk.nama as class_name',
      'k.kantor_level_id',
      'p.nama as parent_nama',
      'pk.nama as parent_class_name',
    ])
    .where('k.deleted_at', 'is', null)
    .orderBy('k.kantor_level_id')
    .orderBy('k.nama')
    .orderBy('k.id')
    .execute();
}

export function listKantorKelas(db: Db): Promise<OptionRow[]> {
  return db
    .selectFrom('kantor_kelas')
    .select(['id', 'nama'])
    .orderBy(sql`lower(nama)`)
    .orderBy('id')
    .execute();
}

/** Positions still in use; disabled ones ('Jabatan ini tidak dipakai lagi') are not offered. */
export function listJabatan(db: Db): Promise<OptionRow[]> {
  return db
    .selectFrom('jabatan')
    .select(['id', 'nama'])
    .where('is_disabled', '=', false)
    .orderBy(sql`lower(nama)`)
    .orderBy('id')
    .execute();
}

export function listAgama(db: Db): Promise<OptionRow[]> {
  return db.selectFrom('agama').select(['id', 'nama']).orderBy('id').execute();
}

export function listStatusPegawai(db: Db): Promise<OptionRow[]> {
  return db.selectFrom('status_pegawai').select(['id', 'nama']).orderBy('id').execute();
}
