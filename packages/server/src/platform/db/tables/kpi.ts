/** Kysely table types of the KPI module (migration 0032_kpi.sql); schema-drift.test.ts holds them to the database. */
import type { Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

type Polaritas = 'higher' | 'lower';

export interface KpiTables {
  kpi_perspektif: { id: number; nama: string };
  kpi_indikator: {
    id: Generated<number>;
    perspektif_id: number;
    nama: string;
    satuan: string;
    polaritas: Generated<Polaritas>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_jabatan_indikator: {
    id: Generated<number>;
    jenis: Generated<'jabatan' | 'non'>;
    jabatan_id: number;
    indikator_id: number;
    bobot: string;
    target: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_periode: {
    id: Generated<number>;
    nama: string;
    tanggal_mulai: DateOnly;
    tanggal_selesai: DateOnly;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_target: {
    id: Generated<number>;
    periode_id: number;
    pegawai_id: number;
    indikator_id: number;
    target: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_rules: {
    id: Generated<number>;
    batas_bawah: string;
    nilai: number;
    predikat: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_options: { id: Generated<number>; kelompok: string; nama: string; created_at: Timestamp; updated_at: Timestamp };
  kpi_config: {
    id: Generated<number>;
    capaian_minimum: Generated<string>;
    capaian_maksimum: Generated<string>;
    updated_at: Timestamp;
  };
  kpi_punishment: {
    id: Generated<number>;
    nama: string;
    pengurang: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_punishment_pegawai_type: { id: Generated<number>; nama: string; created_at: Timestamp; updated_at: Timestamp };
  kpi_punishment_pegawai: {
    id: Generated<number>;
    periode_id: number;
    pegawai_id: number;
    punishment_id: number;
    type_id: number | null;
    keterangan: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_event: {
    id: Generated<number>;
    periode_id: number;
    nama: string;
    is_active: Generated<boolean>;
    is_active_admin: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_event_pegawai: {
    id: Generated<number>;
    token: string;
    event_id: number;
    pegawai_id: number;
    user_id: number | null;
    jabatan_id: number;
    kantor_id: number | null;
    skor: Generated<string>;
    catatan: string | null;
    created_by: number;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kpi_penilaian: {
    id: Generated<number>;
    event_pegawai_id: number;
    indikator_id: number;
    perspektif_id: number;
    polaritas: Polaritas;
    bobot: string;
    target: string;
    realisasi: string | null;
    realisasi_atasan: string | null;
    capaian: string | null;
    nilai: string | null;
  };
  kpi_resume: {
    periode_id: number;
    pegawai_id: number;
    event_pegawai_id: number;
    kantor_id: number | null;
    jabatan_id: number | null;
    skor: string;
    pengurang: string;
    skor_akhir: string;
    nilai: number | null;
    predikat: string | null;
    status: string;
    updated_at: Timestamp;
  };
}
