/** Kysely table types of memos, SKMD letters and letter numbering (migration 0031_notadinas_skmd.sql). */
import type { Generated } from 'kysely';
import type { Timestamp, DateOnly } from '../schema.js';

export interface NotadinasSkmdTables {
  notadinas_surat: { id: Generated<number>; nama: string; kode: string; created_at: Timestamp; updated_at: Timestamp };
  notadinas_jabatan: { id: Generated<number>; nama: string; created_at: Timestamp; updated_at: Timestamp };
  notadinas: {
    id: Generated<number>;
    token: string;
    kantor_id: number;
    pegawai_id: number;
    user_id: number;
    surat_id: number;
    perihal: string;
    isi: string;
    tanggal: DateOnly;
    nomor_urut: number | null;
    nomor_tahun: number | null;
    nomor: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  notadinas_kepada: {
    id: Generated<number>;
    notadinas_id: number;
    jabatan_id: number | null;
    pegawai_id: number | null;
  };
  skmd: {
    id: Generated<number>;
    token: string;
    pegawai_id: number;
    user_id: number;
    kantor_id: number;
    tahun: number;
    bulan: number;
    uraian_tugas: string | null;
    tempat_tugas: string | null;
    nomor_urut: number | null;
    nomor_tahun: number | null;
    nomor: string | null;
    diterbitkan_at: Timestamp | null;
    diterbitkan_by: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  skmd_exclude_pegawai: { pegawai_id: number; created_by: number | null; created_at: Timestamp };
  skmd_exclude_kantor: { kantor_id: number; created_by: number | null; created_at: Timestamp };
  skmd_include_pegawai: { pegawai_id: number; created_by: number | null; created_at: Timestamp };
  surat_nomor_counter: { jenis: 'notadinas' | 'skmd'; kantor_id: number; tahun: number; last_no: number };
}
