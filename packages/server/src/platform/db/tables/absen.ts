/**
 * Kysely table types of attendance records and the attendance admin registers (migration 0015_absen.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from '../schema.js';

export type AbsenJenis = 'masuk' | 'pulang';
export type AbsenSumber = 'kantor' | 'temporer' | 'dispensasi';

export interface AbsenTable {
  id: Generated<string>; // bigserial: pg returns int8 as string
  pegawai_id: number;
  kantor_id: number | null;
  tanggal: DateOnly;
  waktu: Timestamp;
  jenis: AbsenJenis;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  mocked: Generated<boolean>;
  sumber: AbsenSumber;
  lokasi_temporer_id: number | null;
  is_active: Generated<boolean>;
  delete_request_id: number | null;
  deleted_at: Timestamp | null;
  menit: string | number; // epoch minute (int8)
  created_at: Generated<Date>;
}

export interface AbsenExcludePegawaiTable {
  id: Generated<number>;
  pegawai_id: number;
  keterangan: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AbsenExcludeKantorTable {
  id: Generated<number>;
  kantor_id: number;
  keterangan: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AbsenDispensasiTable {
  id: Generated<number>;
  pegawai_id: number;
  tanggal_mulai: DateOnly;
  tanggal_selesai: DateOnly;
  keterangan: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AbsenDispensasiJabatanTable {
  id: Generated<number>;
  jabatan_id: number;
  tanggal_mulai: DateOnly;
  tanggal_selesai: DateOnly;
  keterangan: string;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AbsenLokasiTemporerTable {
  id: Generated<number>;
  pegawai_id: number;
  nama_lokasi: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  tanggal_mulai: DateOnly;
  tanggal_selesai: DateOnly;
  keterangan: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A refused check-in and its reasons (migration 0017_absen_error.sql); no `absen` row exists for it. */
export interface AbsenErrorTable {
  id: Generated<string>; // bigserial: pg returns int8 as string
  pegawai_id: number;
  waktu: Generated<Timestamp>;
  tanggal: ColumnType<string, string | undefined, string>; // Asia/Jakarta date of waktu (database default)
  jenis: AbsenJenis;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  mocked: Generated<boolean>;
  messages: string[];
}

export interface AbsenTables {
  absen: AbsenTable;
  absen_error: AbsenErrorTable;
  absen_exclude_pegawai: AbsenExcludePegawaiTable;
  absen_exclude_kantor: AbsenExcludeKantorTable;
  absen_dispensasi: AbsenDispensasiTable;
  absen_dispensasi_jabatan: AbsenDispensasiJabatanTable;
  absen_lokasi_temporer: AbsenLokasiTemporerTable;
}
