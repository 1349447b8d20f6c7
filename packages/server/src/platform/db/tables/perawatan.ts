/**
 * Kysely table types of care claims (migration 0051_perawatan.sql, ADR 0050). Merged into `Database`
 * in ../schema.ts; keep them in step with the migration. numeric(14,2) amounts are decimal strings.
 */
import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

type Money = ColumnType<string, string | number, string | number>;

export interface PerawatanJenisTable {
  id: Generated<number>;
  nama: string;
  is_kaca_mata: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PerawatanRsGolonganTable {
  id: Generated<number>;
  nama: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PerawatanRsTempatTable {
  id: Generated<number>;
  nama: string;
  golongan_id: number;
  kota: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PerawatanKacaMataPlafonTable {
  id: Generated<number>;
  grade_min: number;
  grade_max: number;
  plafon: Money;
}

export interface PerawatanNotaTable {
  id: Generated<number>;
  token: string;
  pegawai_id: number;
  user_id: number;
  jenis_id: number;
  rs_tempat_id: number | null;
  tanggal: DateOnly;
  nomor_nota: string | null;
  nominal: Money;
  keterangan: string | null;
  kaca_mata_periode: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PerawatanTables {
  perawatan_jenis: PerawatanJenisTable;
  perawatan_rs_golongan: PerawatanRsGolonganTable;
  perawatan_rs_tempat: PerawatanRsTempatTable;
  perawatan_kaca_mata_plafon: PerawatanKacaMataPlafonTable;
  perawatan_nota: PerawatanNotaTable;
}
