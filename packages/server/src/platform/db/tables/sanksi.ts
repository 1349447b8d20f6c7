/**
 * Kysely table types of sanctions (migration 0038_sanksi_pgs.sql). Merged into `Database` in ../schema.ts;
 * keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface SanksiKelasTable {
  id: number;
  nama: string;
}

export interface SanksiParentTable {
  id: Generated<number>;
  nama: string;
  kelas_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SanksiJenisTable {
  id: Generated<number>;
  nama: string;
  parent_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PegawaiSanksiTable {
  id: Generated<number>;
  pegawai_id: number;
  jenis_id: number;
  nomor_sk: string | null;
  awal: DateOnly;
  akhir: DateOnly | null;
  keterangan: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SanksiTables {
  sanksi_kelas: SanksiKelasTable;
  sanksi_parent: SanksiParentTable;
  sanksi_jenis: SanksiJenisTable;
  pegawai_sanksi: PegawaiSanksiTable;
}
