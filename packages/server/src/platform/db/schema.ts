/**
 * Kysely table types; they mirror db/migrations in order. A migration that changes a table
 * changes its interface here in the same commit.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;

export interface KantorLevelTable { id: number; nama: string }
export interface KantorKelasTable { id: Generated<number>; nama: string }

export interface KantorTable {
  id: Generated<number>;
  nama: string;
  kode: string | null;
  kelas_id: number | null;
  kantor_level_id: number;
  parent_id: number | null;
  kantor_induk_id: number | null;
  is_kantor_absen: Generated<boolean>;
  is_kantor_induk: Generated<boolean>;
  is_allow_absence: Generated<boolean>;
  is_allow_salary_deduction: Generated<boolean>;
  is_link_issuer: Generated<boolean>;
  is_parent: Generated<boolean>;
  alamat: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_m: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  deleted_at: Timestamp | null;
}

export interface JabatanLevelTable { id: number; nama: string }
export interface EselonTable { id: number; nama: string }

export interface JabatanTable {
  id: Generated<number>;
  nama: string;
  ket: string | null;
  level_id: number | null;
  eselon_id: number | null;
  parent_id: number | null;
  is_bidangtugas: Generated<boolean>;
  is_kpi: Generated<boolean>;
  is_disabled: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface PangkatTable {
  id: Generated<number>;
  nama: string;
  grade: string;
  corporate_title: string;
  is_disabled: Generated<boolean>;
}

export interface PegawaiTable {
  id: Generated<number>;
  nama: string;
  npp: string;
  tanggal_lahir: DateOnly | null;
  jenis_kelamin: 'L' | 'P' | null;
  kantor_id: number | null;
  jabatan_id: number | null;
  pangkat_id: number | null;
  label: string | null;
  bidangtugas: string | null;
  permanent_date: DateOnly | null;
  email: string | null;
  phone: string | null;
  photo: string | null;
  photo_cv: string | null;
  is_active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface RolesTable { id: number; nama: string }

export interface UsersTable {
  id: Generated<number>;
  name: string;
  pegawai_id: number | null;
  email: string | null;
  password_hash: string;
  is_password_default: Generated<boolean>;
  status: Generated<'active' | 'inactive'>;
  fcm_tokens: Generated<string[]>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface UserRolesTable { user_id: number; role_id: number }

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: number;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CaptchaUsedTable { signature: string; expires_at: Timestamp }

export interface AuditLogTable {
  id: Generated<string>;
  user_id: number | null;
  at: Generated<Timestamp>;
  method: string;
  route: string;
  entity: string;
  entity_id: string | null;
  before: unknown | null;
  after: unknown | null;
  ip: string | null;
}

export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  status: Generated<'queue' | 'sent' | 'unsent' | 'invalid' | 'expired'>;
  created_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
}

export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<Timestamp>;
  refreshed_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RateLimitHitsTable { key: string; count: number; reset_at: Timestamp }

export interface Database {
  kantor_level: KantorLevelTable;
  kantor_kelas: KantorKelasTable;
  kantor: KantorTable;
  jabatan_level: JabatanLevelTable;
  eselon: EselonTable;
  jabatan: JabatanTable;
  pangkat: PangkatTable;
  pegawai: PegawaiTable;
  roles: RolesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  captcha_used: CaptchaUsedTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  user_sessions: UserSessionsTable;
  rate_limit_hits: RateLimitHitsTable;
}

export type Kantor = Selectable<KantorTable>;
export type Pegawai = Selectable<PegawaiTable>;
export type User = Selectable<UsersTable>;
