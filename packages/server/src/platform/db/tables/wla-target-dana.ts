/**
 * Kysely table types of workload analysis (WLA) and the funds targets of contract staff (migration
 * 0033_wla_target_dana.sql). Merged into `Database` in ../schema.ts; keep them in step with the
 * migration. numeric columns are strings (pg answers numeric as text; amounts, FTE and gaps never
 * become JavaScript numbers on the server).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.js';

/** numeric(p,2): read as a decimal string, written as one (or a number for the small config fields). */
type Decimal = ColumnType<string, string | number, string | number>;

export interface WlaConfigTable {
  id: Generated<number>;
  hari_efektif: Generated<number>;
  jam_efektif: ColumnType<string, string | number | undefined, string | number>;
  user_id: number | null;
  updated_at: Timestamp;
}

export interface WlaAktivitasTable {
  id: Generated<number>;
  jabatan_id: number;
  nama: string;
  frekuensi: Decimal;
  periode: 'hari' | 'minggu' | 'bulan' | 'tahun';
  menit: Decimal;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WlaHasilTable {
  jabatan_id: number;
  kantor_id: number;
  beban_menit: Decimal;
  menit_efektif: Decimal;
  fte: Decimal;
  pegawai_count: number;
  pegawai_id: number[];
  gap: Decimal;
  computed_at: Timestamp;
}

export interface TargetDanaTypeTable {
  id: Generated<number>;
  nama: string;
  is_disabled: Generated<boolean>;
}

export interface TargetDanaUploadTable {
  id: Generated<number>;
  tahun: number;
  bulan: number;
  type_id: number;
  row_count: number;
  total: Decimal;
  user_id: number | null;
  created_at: Timestamp;
}

/** status_id: 0 Menunggu, 1 Approved, 2 Rejected. */
export interface TargetDanaTable {
  id: Generated<number>;
  upload_id: number | null;
  pegawai_id: number;
  kantor_id: number;
  type_id: number;
  tahun: number;
  bulan: number;
  rekening: string;
  nominal: Decimal;
  status_id: Generated<0 | 1 | 2>;
  approval_at: Timestamp | null;
  approval_by: number | null;
  note: string | null;
  is_fraud: Generated<boolean>;
  fraud_at: Timestamp | null;
  fraud_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WlaTargetDanaTables {
  wla_config: WlaConfigTable;
  wla_aktivitas: WlaAktivitasTable;
  wla_hasil: WlaHasilTable;
  target_dana_type: TargetDanaTypeTable;
  target_dana_upload: TargetDanaUploadTable;
  target_dana: TargetDanaTable;
}
