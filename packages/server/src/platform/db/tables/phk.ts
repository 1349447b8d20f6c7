/**
 * Kysely table types of terminations (migration 0048_phk.sql). Merged into `Database` in ../schema.ts;
 * keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface PhkTypeTable {
  id: Generated<number>;
  nama: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PegawaiPhkTable {
  id: Generated<number>;
  pegawai_id: number;
  type_id: number;
  tanggal: DateOnly;
  nomor_sk: string | null;
  penyelenggara: string | null;
  keterangan: string | null;
  applied_at: Timestamp | null;
  deactivated_pegawai: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PhkTables {
  phk_type: PhkTypeTable;
  pegawai_phk: PegawaiPhkTable;
}
