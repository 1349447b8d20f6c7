/**
 * Kysely table types of salary deductions, income and allowances (migration 0028_gaji.sql). Merged
 * into `Database` in ../schema.ts; keep them in step with the migration. numeric(18,2) columns are
 * strings (pg answers numeric as text, and amounts never become JavaScript numbers).
 */
import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export type DeductionKindColumn = 'gaji' | 'service';
/** numeric(18,2): read as a decimal string, written as one. */
export type Money = ColumnType<string, string, string>;

export interface GajiPotonganJenisTable {
  id: Generated<number>;
  kind: DeductionKindColumn;
  kode: string;
  nama: string;
  is_disabled: Generated<boolean>;
}

export interface GajiPotonganUploadTable {
  id: Generated<number>;
  kind: DeductionKindColumn;
  kantor_id: number;
  tahun: number;
  bulan: number;
  status: Generated<'proses' | 'berhasil' | 'gagal' | 'dihapus' | 'diganti'>;
  row_count: Generated<number>;
  total: ColumnType<string, string | undefined, string>;
  error_count: Generated<number>;
  errors: unknown;
  job_id: string | null;
  file_key: string | null;
  user_id: number | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface GajiPotonganTable {
  id: Generated<number>;
  kind: DeductionKindColumn;
  upload_id: number | null;
  kantor_id: number;
  tahun: number;
  bulan: number;
  pegawai_id: number;
  jenis_id: number;
  jumlah: Money;
  keterangan: string | null;
  created_at: Timestamp;
}

export interface GajiBatasUploadTable {
  kind: DeductionKindColumn;
  tahun: number;
  bulan: number;
  tanggal: DateOnly;
  user_id: number | null;
  updated_at: Timestamp;
}

export interface GajiPenghasilanTable {
  id: Generated<number>;
  pegawai_id: number;
  tahun: number;
  bulan: number;
  kategori: 'penghasilan' | 'potongan' | 'imbalan_kerja';
  komponen: string;
  jumlah: Money;
  updated_at: Timestamp;
}

export interface PlafondJenisTable {
  id: Generated<number>;
  nama: string;
}

export interface PegawaiPlafondTable {
  pegawai_id: number;
  jenis_id: number;
  tahun: number;
  plafond: Money;
}

export interface PegawaiPlafondPemakaianTable {
  id: Generated<number>;
  pegawai_id: number;
  jenis_id: number;
  tahun: number;
  tanggal: DateOnly;
  jumlah: Money;
  keterangan: string | null;
  created_at: Timestamp;
}

export interface GajiTables {
  gaji_potongan_jenis: GajiPotonganJenisTable;
  gaji_potongan_upload: GajiPotonganUploadTable;
  gaji_potongan: GajiPotonganTable;
  gaji_batas_upload: GajiBatasUploadTable;
  gaji_penghasilan: GajiPenghasilanTable;
  plafond_jenis: PlafondJenisTable;
  pegawai_plafond: PegawaiPlafondTable;
  pegawai_plafond_pemakaian: PegawaiPlafondPemakaianTable;
}
