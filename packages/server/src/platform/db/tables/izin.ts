/**
 * Kysely table types of leave/permits, leave balances and public holidays (migration 0014_izin_libur.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface LiburTable {
  id: Generated<number>;
  tanggal: DateOnly;
  nama: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IzinTable {
  id: Generated<number>;
  token: string;
  pegawai_id: number;
  user_id: number;
  jenis_id: number;
  tanggal_mulai: DateOnly;
  tanggal_selesai: DateOnly;
  alasan: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** View: one row per working day of approved leave (read-only). */
export interface IzinHariView {
  pegawai_id: number;
  tanggal: string;
  izin_id: number;
  jenis_id: number;
}

export interface IzinTables {
  libur: LiburTable;
  izin: IzinTable;
  izin_hari: IzinHariView;
}
