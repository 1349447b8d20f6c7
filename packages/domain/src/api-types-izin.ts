/**
 * Wire types (server responses and request bodies) of the approval engine, izin (leave) and libur
 * (public holidays); both sides import them from @portal/domain. The approval statuses and their
 * labels live here because every approval screen (izin now; trips, memos, SKMD, KPI later) shows
 * the same words (docs/adr/0011-approval-engine.md).
 */
import type { LeaveTypeId } from './leave-types';

/** Status of a request that needs approval, stored as these codes. */
export const APPROVAL_STATUS = {
  DRAFT: 'draft',
  MENUNGGU: 'menunggu',
  DISETUJUI: 'disetujui',
  DITOLAK: 'ditolak',
  DIBATALKAN: 'dibatalkan',
} as const;

export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  draft: 'Draft',
  menunggu: 'Menunggu Persetujuan',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
  dibatalkan: 'Dibatalkan',
};

/** Badge colours (design-system palettes) per status. */
export const APPROVAL_STATUS_VARIANTS: Record<ApprovalStatus, 'gray' | 'orange' | 'green' | 'red' | 'purple'> = {
  draft: 'gray',
  menunggu: 'orange',
  disetujui: 'green',
  ditolak: 'red',
  dibatalkan: 'purple',
};

/** What a user can do to a request; `delete` is the owning module's (drafts only). */
export type ApprovalAction = 'request' | 'approve' | 'reject' | 'cancel' | 'reset' | 'reverse';

export const APPROVAL_ACTION_LABELS: Record<ApprovalAction, string> = {
  request: 'Request Approval',
  approve: 'Setujui',
  reject: 'Tolak',
  cancel: 'Batalkan',
  reset: 'Reset ke Draft',
  reverse: 'Batalkan Keputusan',
};

export type ApprovalStepStatus = 'antri' | 'terbuka' | 'disetujui' | 'ditolak';

export interface ApprovalStepView {
  step_no: number;
  label: string;
  status: ApprovalStepStatus;
  approvers: { user_id: number; name: string }[];
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  note: string | null;
}

export interface ApprovalHistoryView {
  id: number;
  action: ApprovalAction | 'create';
  step_no: number | null;
  actor_user_id: number | null;
  actor_name: string | null;
  from_status: ApprovalStatus | null;
  to_status: ApprovalStatus;
  note: string | null;
  created_at: string;
}

/** The approval part of a detail answer, as seen by the caller. */
export interface ApprovalView {
  status: ApprovalStatus;
  status_label: string;
  current_step: number | null;
  is_myturn: boolean;
  /** Actions the caller may take now (the server refuses the others). */
  allowed_actions: ApprovalAction[];
  steps: ApprovalStepView[];
  history: ApprovalHistoryView[];
}

// ---- izin ---------------------------------------------------------------------------------------

export interface IzinAttachment {
  id: number;
  name: string;
  content_type: string;
  size: number;
  location: string;
  created_at: string;
}

export interface IzinRow {
  id: number;
  token: string;
  pegawai_id: number;
  pegawai_nama: string;
  pegawai_npp: string;
  kantor_nama: string | null;
  jenis_id: LeaveTypeId;
  jenis_nama: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  /** Working days of leave (weekends and libur excluded). */
  hari: number;
  alasan: string;
  status: ApprovalStatus;
  status_label: string;
  is_myturn: boolean;
  attachments_count: number;
  created_at: string;
}

export interface IzinDetail extends IzinRow {
  attachments: IzinAttachment[];
  approval: ApprovalView;
  /** The caller may delete it (requester, draft). */
  can_delete: boolean;
  can_edit_attachments: boolean;
}

export interface IzinListAnswer {
  data: IzinRow[];
  current_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  last_page: number;
  /** Izin requests waiting for the caller's action (drafts to request, steps to decide). */
  unapproved: number;
}

export interface IzinFileInput {
  name: string;
  /** The file's bytes, base64. */
  content_base64: string;
}

export interface IzinCreateInput {
  jenis_id: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  alasan: string;
  attachment?: IzinFileInput | null;
}

export interface IzinEventInput {
  event: string;
  note?: string | null;
  file?: IzinFileInput;
  file_id?: number;
}

export interface IzinMutationAnswer {
  message: string;
  data: IzinDetail;
}

export interface IzinBalance {
  tahun: number;
  jatah: number;
  terpakai: number;
  menunggu: number;
  sisa: number;
}

export interface IzinCalendarItem {
  token: string;
  pegawai_nama: string;
  jenis_id: LeaveTypeId;
  jenis_nama: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  status: ApprovalStatus;
}

// ---- libur --------------------------------------------------------------------------------------

export interface LiburRow {
  id: number;
  tanggal: string;
  nama: string;
}

export interface LiburInput {
  tanggal: string;
  nama: string;
}
