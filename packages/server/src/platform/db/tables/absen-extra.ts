/**
 * Kysely table types of attendance delete requests and health declarations (migration
 * 0016_absen_extra.sql). Merged into `Database` in ../schema.ts; keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface AbsenDeleteRequestTable {
  id: Generated<number>;
  pegawai_id: number;
  user_id: number;
  tanggal: DateOnly;
  alasan: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface CovidStatusTable {
  id: number;
  nama: string;
  variant: 'success' | 'info' | 'warning' | 'danger';
}

export interface CovidTable {
  id: Generated<number>;
  pegawai_id: number;
  kantor_id: number | null;
  status_id: number;
  tanggal: DateOnly;
  type: 'wfo' | 'wfh';
  keterangan: string | null;
  approved: Generated<boolean>;
  approval_at: Timestamp | null;
  approved_by: number | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface AbsenExtraTables {
  absen_delete_request: AbsenDeleteRequestTable;
  covid_status: CovidStatusTable;
  covid: CovidTable;
}
