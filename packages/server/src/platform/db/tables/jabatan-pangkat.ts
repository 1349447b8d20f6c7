/**
 * Kysely table types of the position and rank registers (migration 0010_jabatan_pangkat.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export interface PegawaiJabatanTable {
  id: Generated<number>;
  pegawai_id: number;
  jabatan_id: number;
  kantor_id: number | null;
  awal: DateOnly;
  akhir: DateOnly | null;
  is_permanent: Generated<boolean>;
  nomor_sk: string | null;
  keterangan: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PegawaiPangkatTable {
  id: Generated<number>;
  pegawai_id: number;
  pangkat_id: number;
  awal: DateOnly;
  akhir: DateOnly | null;
  nomor_sk: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JabatanLabelTable {
  id: Generated<number>;
  nama: string;
}
export interface JabatanLabelLinkTable {
  jabatan_id: number;
  label_id: number;
}
export interface JabatanUnitTable {
  jabatan_id: number;
  kantor_id: number;
}
export interface BidangTugasTable {
  id: Generated<number>;
  jabatan_id: number;
  nama: string;
}
export interface JabatanAttributeTable {
  id: Generated<number>;
  jabatan_id: number;
  nama: string;
  nilai: string;
}
export interface JabatanSuratTable {
  id: Generated<number>;
  jabatan_id: number;
  nomor: string;
  tanggal: DateOnly;
  perihal: string | null;
  created_at: Timestamp;
}

export interface JabatanPangkatTables {
  pegawai_jabatan: PegawaiJabatanTable;
  pegawai_pangkat: PegawaiPangkatTable;
  jabatan_label: JabatanLabelTable;
  jabatan_label_link: JabatanLabelLinkTable;
  jabatan_unit: JabatanUnitTable;
  bidang_tugas: BidangTugasTable;
  jabatan_attribute: JabatanAttributeTable;
  jabatan_surat: JabatanSuratTable;
}
