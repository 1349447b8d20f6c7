/**
 * Kysely table types of outsourced staff (migration 0052_outsourcing.sql). Merged into `Database`
 * in ../schema.ts; keep them in step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface OutsourcingNamedTable {
  id: Generated<number>;
  nama: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutsourcingTable {
  id: Generated<number>;
  nama: string;
  nik: string | null;
  tanggal_lahir: DateOnly | null;
  jenis_kelamin: 'L' | 'P' | null;
  telepon: string | null;
  jabatan_id: number | null;
  photo: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutsourcingKontrakTable {
  id: Generated<number>;
  outsourcing_id: number;
  jenis_id: number;
  kantor_id: number;
  nomor: string | null;
  perusahaan: string | null;
  awal: DateOnly;
  akhir: DateOnly;
  keterangan: string | null;
  expiry_notified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutsourcingPhkTable {
  id: Generated<number>;
  outsourcing_id: number;
  tanggal: DateOnly;
  alasan: string;
  keterangan: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutsourcingTables {
  outsourcing_jenis: OutsourcingNamedTable;
  outsourcing_jabatan: OutsourcingNamedTable;
  outsourcing: OutsourcingTable;
  outsourcing_kontrak: OutsourcingKontrakTable;
  outsourcing_phk: OutsourcingPhkTable;
}
