/**
 * Kysely table types of business trips (SPPD: master data, trips, travellers and their costs;
 * migration 0030_sppd.sql). Merged into `Database` in ../schema.ts; keep them in step with the
 * migration. numeric(18,2) columns are decimal strings (Money), never JavaScript numbers.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';
import type { Money } from './gaji.js';

export type JenisPejalanColumn = 'pegawai' | 'outsourching' | 'mitra';

/** The shape of the simple named lists (jenis, wilayah, kendaraan, level). */
export interface SppdNamedTable {
  id: Generated<number>;
  nama: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SppdJenisBiayaTable extends SppdNamedTable {
  /** 'hari': counted for each day of the trip; 'perjalanan': once per trip. */
  satuan: Generated<'hari' | 'perjalanan'>;
}

export interface SppdMitraJabatanTable extends SppdNamedTable {
  level_id: number;
}

export interface SppdRekeningTable extends SppdNamedTable {
  bank: string;
  nomor: string;
}

export interface SppdBiayaTable {
  id: Generated<number>;
  jenis_pejalan: JenisPejalanColumn;
  level_id: number;
  wilayah_id: number;
  jenis_biaya_id: number;
  kendaraan_id: number | null;
  nominal: Money;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SppdAnggaranTable {
  id: Generated<number>;
  kantor_id: number;
  tahun: number;
  nominal: Money;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SppdTable {
  id: Generated<number>;
  token: string;
  kantor_id: number;
  pegawai_id: number;
  user_id: number;
  jenis_id: number;
  wilayah_id: number;
  kendaraan_id: number | null;
  /** An addition (penambahan) to an earlier trip. */
  parent_id: number | null;
  keperluan: string;
  tujuan: string;
  tanggal_mulai: DateOnly;
  tanggal_selesai: DateOnly;
  biaya_generated_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SppdPejalanTable {
  id: Generated<number>;
  sppd_id: number;
  jenis_pejalan: JenisPejalanColumn;
  pegawai_id: number | null;
  nama: string;
  level_id: number;
  mitra_jabatan_id: number | null;
  created_at: Timestamp;
}

export interface SppdPejalanBiayaTable {
  id: Generated<number>;
  pejalan_id: number;
  tanggal: DateOnly;
  jenis_biaya_id: number;
  nominal: Money;
  keterangan: string | null;
  is_generated: Generated<boolean>;
  is_approved: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SppdTables {
  sppd_jenis: SppdNamedTable;
  sppd_jenis_biaya: SppdJenisBiayaTable;
  sppd_wilayah: SppdNamedTable;
  sppd_kendaraan: SppdNamedTable;
  sppd_level: SppdNamedTable;
  sppd_mitra_jabatan: SppdMitraJabatanTable;
  sppd_rekening: SppdRekeningTable;
  sppd_biaya: SppdBiayaTable;
  sppd_anggaran: SppdAnggaranTable;
  sppd: SppdTable;
  sppd_pejalan: SppdPejalanTable;
  sppd_pejalan_biaya: SppdPejalanBiayaTable;
}
