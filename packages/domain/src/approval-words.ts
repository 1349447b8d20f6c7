/**
 * The approval engine's words (statuses, actions, their labels and colours). The approval statuses live here because every approval screen (izin now;
 * trips, memos, SKMD, KPI later) shows the same words (docs/adr/0011-approval-engine.md); the
 * answers that carry them are contracts (@portal/contracts approval.ts, izin.ts).
 */

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
