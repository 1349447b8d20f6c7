/**
 * Kysely table types of offices' extra registers and SOTK (migration 0011_kantor_sotk.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

export interface KantorSotkTables {
  kantor_jenis: { id: Generated<number>; nama: string };
  kantor_modance: { id: Generated<number>; nama: string; keterangan: string | null };
  kantor_setting: { kantor_id: number; jenis_id: number | null; modance_id: number | null; updated_at: Timestamp };
  sotk_bidang_tugas: { id: Generated<number>; nama: string };
  sotk_jabatan_group: {
    id: Generated<number>;
    nama: string;
    bidangtugas_id: number;
    keterangan: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  sotk_jabatan_group_standard: {
    id: Generated<number>;
    jabatan_group_id: number;
    kantor_level_id: number;
    jabatan_id: number;
    formasi: number;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  sotk_structure: {
    id: Generated<number>;
    kantor_id: number;
    jabatan_id: number;
    bidangtugas_id: number;
    formasi: number;
    updated_at: Timestamp;
  };
  sotk_verifikasi_faktual: {
    id: Generated<number>;
    kantor_id: number;
    tahun: number;
    bulan: number;
    bidangtugas_id: number;
    status_id: number;
    keterangan: string | null;
    verified_at: Timestamp;
    user_id: number | null;
    updated_at: Timestamp;
  };
}
