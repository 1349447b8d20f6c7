/**
 * Kysely table types; they mirror db/migrations in order. A migration that changes a table
 * changes its interface here in the same commit; src/platform/db/schema-drift.test.ts fails when
 * the migrated database and these types disagree (tables, columns, nullability, type family).
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PegawaiCvTables } from './tables/pegawai-cv.js';
import type { JabatanPangkatTables } from './tables/jabatan-pangkat.js';
import type { KantorSotkTables } from './tables/kantor-sotk.js';
import type { ApprovalTables } from './tables/approval.js';
import type { IzinTables } from './tables/izin.js';
import type { AbsenTables } from './tables/absen.js';
import type { AbsenExtraTables } from './tables/absen-extra.js';
import type { GajiTables } from './tables/gaji.js';
import type { SppdTables } from './tables/sppd.js';
import type { MailTables } from './tables/mail.js';
import type { WlaTargetDanaTables } from './tables/wla-target-dana.js';
import type { KpiTables } from './tables/kpi.js';
import type { NotadinasSkmdTables } from './tables/notadinas-skmd.js';
import type { AiTables } from './tables/ai.js';
import type { SanksiTables } from './tables/sanksi.js';
import type { PegawaiPgsTable } from './tables/pgs.js';
import type { NotificationTables } from './tables/notifications.js';
import type { WhatsappPushTables } from './tables/whatsapp-push.js';
import type { SurveyLearningTables } from './tables/survey-learning.js';
import type { TaskTables } from './tables/task.js';
import type { PhkTables } from './tables/phk.js';
import type { DiklatTables } from './tables/diklat.js';
import type { HelpdeskWorksheetTables } from './tables/helpdesk-worksheet.js';
import type { InfobankBroadcastTables } from './tables/infobank-broadcast.js';
import type { OutsourcingTables } from './tables/outsourcing.js';
import type { QualificationTables } from './tables/qualification.js';
import type { PerawatanTables } from './tables/perawatan.js';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = ColumnType<string, string, string>;

export interface KantorLevelTable {
  id: number;
  nama: string;
}
export interface KantorKelasTable {
  id: Generated<number>;
  nama: string;
}

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
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface JabatanLevelTable {
  id: number;
  nama: string;
}
export interface EselonTable {
  id: number;
  nama: string;
}

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
  created_at: Timestamp;
  updated_at: Timestamp;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: number;
  nama: string;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  pegawai_id: number | null;
  email: string | null;
  password_hash: string;
  is_password_default: Generated<boolean>;
  status: Generated<'active' | 'inactive'>;
  fcm_tokens: Generated<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  // 0019_security: false for a self-registered account until HR confirms it
  registration_confirmed: Generated<boolean>;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CaptchaUsedTable {
  signature: string;
  expires_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  user_id: number | null;
  at: Timestamp;
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
  created_at: Timestamp;
  sent_at: Timestamp | null;
  // 0006_messaging: delivery state
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  updated_at: Timestamp;
  // 0019_security: which message this is (reset_password, verifikasi_email…), shown instead of the body
  template: string | null;
}

export interface UserSessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  refreshed_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RateLimitHitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

// 0006_messaging
export interface RealtimeTicketsTable {
  token_hash: string;
  user_id: number;
  session_id: string;
  expires_at: Timestamp;
}
export interface RealtimePayloadsTable {
  id: Generated<string>;
  user_id: number;
  type: string;
  data: unknown;
  created_at: Timestamp;
}
export interface ContactVerificationsTable {
  id: Generated<string>;
  user_id: number;
  channel: 'email' | 'whatsapp';
  target: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  // 0019_security
  purpose: Generated<'verify' | 'undo'>;
}
// 0037_realtime_presence: one row per open SSE stream, across server processes
export interface RealtimeConnectionsTable {
  stream_id: string;
  instance_id: string;
  user_id: number;
  session_id: string;
  connected_at: Generated<Timestamp>;
  seen_at: Generated<Timestamp>;
}
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AgamaTable {
  id: number;
  nama: string;
}
/** The general option lists of spec section 7 (migration 0024), keyed by list name. */
export interface GeneralListItemTable {
  list: string;
  id: number;
  nama: string;
  akronim: string | null;
  parent_id: number | null;
}
export interface StatusPegawaiTable {
  id: number;
  nama: string;
}

// 0005_jobs
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  boss_id: string | null;
  name: string;
  user_id: number | null;
  status: Generated<JobStatus>;
  progress: Generated<number>;
  message: string | null;
  result_location: string | null;
  result: unknown | null;
  error: string | null;
  attempts: Generated<number>;
  /** Timestamp's insert type is optional already (DEFAULT now()); Timestamp would break selects. */
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** The process running it (random per process) and its last sign of life: see job-service reconcile. */
  worker_instance: string | null;
  heartbeat_at: Timestamp | null;
  /** Set in the transaction that wrote the job's domain rows: a resumed attempt must not write them again. */
  effects_committed_at: Timestamp | null;
}

export interface DashboardStatsTable {
  topic: string;
  value: unknown | null;
  note: string | null;
  updated_at: Timestamp;
}

// 0004_files
export interface FilesTable {
  id: Generated<number>;
  event_id: number | null;
  owner_type: string;
  owner_id: number | null;
  path: string;
  original_name: string;
  content_type: string;
  /** bigint: pg returns a string; repositories turn it into a number. */
  size: ColumnType<string, number, number>;
  sha256: string;
  uploaded_by: number | null;
  /** Plain Timestamp (optional on insert): Timestamp would select as the ColumnType itself. */
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface FileUploadGrantsTable {
  id: Generated<string>;
  path: string;
  user_id: number;
  action: string;
  max_bytes: ColumnType<string, number, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

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
  // 0004_files
  files: FilesTable;
  file_upload_grants: FileUploadGrantsTable;
  // 0006_messaging
  realtime_tickets: RealtimeTicketsTable;
  realtime_payloads: RealtimePayloadsTable;
  contact_verifications: ContactVerificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  realtime_connections: RealtimeConnectionsTable;
  agama: AgamaTable;
  general_list_item: GeneralListItemTable;
  status_pegawai: StatusPegawaiTable;
  // 0005_jobs
  jobs: JobsTable;
  dashboard_stats: DashboardStatsTable;
}

export type Kantor = Selectable<KantorTable>;
export type Pegawai = Selectable<PegawaiTable>;
export type User = Selectable<UsersTable>;

// 0007_link
export interface LinkTable {
  id: Generated<number>;
  judul: string;
  url: string | null;
  keterangan: string | null;
  /** The creator; null once their account is gone. */
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

// Declaration merging adds the table to Database above (appended here so edits there do not collide).
export interface Database {
  link: LinkTable;
}

// Each domain keeps its table types in tables/<domain>.ts; merged here so every query sees them.
export interface Database
  extends
    PegawaiCvTables,
    JabatanPangkatTables,
    KantorSotkTables,
    ApprovalTables,
    IzinTables,
    AbsenTables,
    AbsenExtraTables,
    GajiTables,
    SppdTables,
    MailTables,
    WlaTargetDanaTables,
    KpiTables,
    NotadinasSkmdTables {}

// 0038_sanksi_pgs (issue #22): its own merge (members, not an empty `extends`), so edits above do not collide.
export interface Database {
  sanksi_kelas: SanksiTables['sanksi_kelas'];
  sanksi_parent: SanksiTables['sanksi_parent'];
  sanksi_jenis: SanksiTables['sanksi_jenis'];
  pegawai_sanksi: SanksiTables['pegawai_sanksi'];
  pegawai_pgs: PegawaiPgsTable;
}

// 0036_ai (issue #21): its own merge (members, not an empty `extends`), so edits above do not collide.
export interface Database {
  ai_agent: AiTables['ai_agent'];
  ai_session: AiTables['ai_session'];
  ai_message: AiTables['ai_message'];
  ai_faq: AiTables['ai_faq'];
}

// 0040_dashboard_office_stats (issue #23): its own merge (members), so edits above do not collide.
export interface DashboardStatsKantorTable {
  kantor_id: number;
  topic: string;
  value: unknown | null;
  updated_at: Timestamp;
}
export interface Database {
  dashboard_stats_kantor: DashboardStatsKantorTable;
}

// 0042_notifications (issue #19): its own merge (members), so edits above do not collide.
export interface Database {
  notifications: NotificationTables['notifications'];
  pic: NotificationTables['pic'];
}

// 0044_whatsapp_inbound (issue #19): WhatsApp webhook messages and the web-push queue.
export interface Database {
  whatsapp_inbound: WhatsappPushTables['whatsapp_inbound'];
  push_queue: WhatsappPushTables['push_queue'];
}

// 0045_tasks (issue #20): its own merge (members), so edits above do not collide.
export interface Database {
  task_status: TaskTables['task_status'];
  task: TaskTables['task'];
  task_history: TaskTables['task_history'];
  task_status_count: TaskTables['task_status_count'];
}

// 0046_survey_learning (issue #20): surveys and learning (docs/adr/0045).
export interface Database {
  survey: SurveyLearningTables['survey'];
  survey_question: SurveyLearningTables['survey_question'];
  survey_option: SurveyLearningTables['survey_option'];
  survey_participant: SurveyLearningTables['survey_participant'];
  survey_response: SurveyLearningTables['survey_response'];
  survey_answer: SurveyLearningTables['survey_answer'];
  learning_modul: SurveyLearningTables['learning_modul'];
  learning_materi: SurveyLearningTables['learning_materi'];
  learning_quiz: SurveyLearningTables['learning_quiz'];
  learning_quiz_question: SurveyLearningTables['learning_quiz_question'];
  learning_quiz_choice: SurveyLearningTables['learning_quiz_choice'];
  learning_attempt: SurveyLearningTables['learning_attempt'];
  learning_attempt_answer: SurveyLearningTables['learning_attempt_answer'];
}

// 0050_diklat (issue #22): the training register (docs/adr/0049).
export interface Database {
  diklat_penyelenggara: DiklatTables['diklat_penyelenggara'];
  diklat_kategori: DiklatTables['diklat_kategori'];
  diklat_status: DiklatTables['diklat_status'];
  diklat_sertifikasi_parent: DiklatTables['diklat_sertifikasi_parent'];
  diklat_sertifikasi: DiklatTables['diklat_sertifikasi'];
  diklat_qualification_parent: DiklatTables['diklat_qualification_parent'];
  diklat_qualification: DiklatTables['diklat_qualification'];
  diklat_event_penyelenggara: DiklatTables['diklat_event_penyelenggara'];
  jabatan_kompetensi: DiklatTables['jabatan_kompetensi'];
  set_sertifikasi: DiklatTables['set_sertifikasi'];
  set_klasifikasi: DiklatTables['set_klasifikasi'];
  set_perawatan: DiklatTables['set_perawatan'];
}

// 0048_phk (issue #22): terminations (docs/adr/0047).
export interface Database {
  phk_type: PhkTables['phk_type'];
  pegawai_phk: PhkTables['pegawai_phk'];
}

// 0047_helpdesk_worksheet (issue #20): helpdesk tickets and worksheets (docs/adr/0046).
export interface Database {
  helpdesk_kategori: HelpdeskWorksheetTables['helpdesk_kategori'];
  helpdesk_tiket: HelpdeskWorksheetTables['helpdesk_tiket'];
  helpdesk_message: HelpdeskWorksheetTables['helpdesk_message'];
  worksheet_attribute: HelpdeskWorksheetTables['worksheet_attribute'];
  worksheet: HelpdeskWorksheetTables['worksheet'];
  worksheet_attribute_link: HelpdeskWorksheetTables['worksheet_attribute_link'];
}

// 0043_infobank_broadcast (issue #19): info board, public channel, broadcasts (docs/adr/0042).
export interface Database {
  infobank: InfobankBroadcastTables['infobank'];
  channel_public: InfobankBroadcastTables['channel_public'];
  broadcast: InfobankBroadcastTables['broadcast'];
  broadcast_outbox: InfobankBroadcastTables['broadcast_outbox'];
}

// 0052_outsourcing (issue #22): outsourced staff (docs/adr/0051).
export interface Database {
  outsourcing_jenis: OutsourcingTables['outsourcing_jenis'];
  outsourcing_jabatan: OutsourcingTables['outsourcing_jabatan'];
  outsourcing: OutsourcingTables['outsourcing'];
  outsourcing_kontrak: OutsourcingTables['outsourcing_kontrak'];
  outsourcing_phk: OutsourcingTables['outsourcing_phk'];
}

// 0053_qualification (issue #22): qualifications by position, rank and office (docs/adr/0052).
export interface Database {
  qualification: QualificationTables['qualification'];
}

// 0051_perawatan (issue #22): care claims, hospital classes and places (docs/adr/0050).
export interface Database {
  perawatan_jenis: PerawatanTables['perawatan_jenis'];
  perawatan_rs_golongan: PerawatanTables['perawatan_rs_golongan'];
  perawatan_rs_tempat: PerawatanTables['perawatan_rs_tempat'];
  perawatan_kaca_mata_plafon: PerawatanTables['perawatan_kaca_mata_plafon'];
  perawatan_nota: PerawatanTables['perawatan_nota'];
}
