/**
 * Kysely table type of acting officials (migration 0038_sanksi_pgs.sql). Merged into `Database` in
 * ../schema.ts; keep it in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface PegawaiPgsTable {
  id: Generated<number>;
  pegawai_id: number;
  jabatan_id: number;
  kantor_id: number | null;
  pangkat_id: number | null;
  nomor_sk: string | null;
  start_date: DateOnly;
  end_date: DateOnly;
  keterangan: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
