/**
 * Kysely table types of the employee CV sub-records and the minimal diklat tables (migration
 * 0009_pegawai_cv.sql). Merged into `Database` in ../schema.ts; keep them in step with the migration.
 * Position/rank history (pegawai_jabatan, pegawai_pangkat) are in ./jabatan-pangkat.ts.
 */
import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

interface SubRecordColumns {
  id: Generated<number>;
  pegawai_id: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** numeric(14,2): pg returns a string; written as a number. */
type Money = ColumnType<string, number | null, number | null>;

export interface PegawaiPendidikanTable extends SubRecordColumns {
  jenjang: string;
  institusi: string;
  jurusan: string | null;
  tahun: number;
  keterangan: string | null;
}
export interface PegawaiFamilyTable extends SubRecordColumns {
  nama: string;
  hubungan: string;
  status: string | null;
  tanggal_lahir: DateOnly | null;
  tahun: number;
  keterangan: string | null;
}
export interface PegawaiDiklatTable extends SubRecordColumns {
  diklat_event_id: number;
  keterangan: string | null;
}
export interface PegawaiSertifikasiTable extends SubRecordColumns {
  nama: string;
  nomor: string | null;
  penerbit: string | null;
  tanggal: DateOnly;
  berlaku_sampai: DateOnly | null;
}
export interface PegawaiKlasifikasiTable extends SubRecordColumns {
  nama: string;
  keterangan: string | null;
}
export interface PegawaiRekTabTable extends SubRecordColumns {
  bank: string;
  nomor_rekening: string;
  atas_nama: string;
}
export interface PegawaiPerawatanTable extends SubRecordColumns {
  jenis: string;
  tanggal: DateOnly;
  biaya: Money | null;
  keterangan: string | null;
}
export interface PegawaiKompetensiTable extends SubRecordColumns {
  nama: string;
  is_exist: Generated<boolean>;
  keterangan: string | null;
}
export interface PegawaiPrestasiTable extends SubRecordColumns {
  nama: string;
  tahun: number;
  pemberi: string | null;
  keterangan: string | null;
}

export interface DiklatEventTable {
  id: Generated<number>;
  nama: string;
  jenis_id: number;
  awal: DateOnly;
  akhir: DateOnly | null;
  penyelenggara: string | null;
  // 0050_diklat (the training register): token, category, status, certification, qualification, place.
  token: Generated<string>;
  kategori_id: number | null;
  status_id: number | null;
  sertifikasi_id: number | null;
  qualification_id: number | null;
  tempat: string | null;
  keterangan: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface PegawaiCvTables {
  pegawai_pendidikan: PegawaiPendidikanTable;
  pegawai_family: PegawaiFamilyTable;
  diklat_event: DiklatEventTable;
  pegawai_diklat: PegawaiDiklatTable;
  pegawai_sertifikasi: PegawaiSertifikasiTable;
  pegawai_klasifikasi: PegawaiKlasifikasiTable;
  pegawai_rek_tab: PegawaiRekTabTable;
  pegawai_perawatan: PegawaiPerawatanTable;
  pegawai_kompetensi: PegawaiKompetensiTable;
  pegawai_prestasi: PegawaiPrestasiTable;
}
