/**
 * Kysely table types of the approval engine (migration 0013_approval.sql). Merged into `Database` in ../schema.ts; keep them in
 * step with the migration.
 */
import type { Generated } from 'kysely';
import type { ApprovalStatus, ApprovalStepStatus } from '@portal/domain';
import type { Timestamp } from '../schema.js';

export interface ApprovalRequestTable {
  id: Generated<number>;
  type: string;
  subject_id: number;
  requester_user_id: number;
  status: Generated<ApprovalStatus>;
  current_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApprovalStepTable {
  id: Generated<number>;
  request_id: number;
  step_no: number;
  label: string;
  status: Generated<ApprovalStepStatus>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  note: string | null;
}

export interface ApprovalStepApproverTable {
  step_id: number;
  user_id: number;
  /** 0049: the assignment (pegawai_pgs) an acting official decides by; null for a holder. */
  acting_pgs_id: number | null;
}

export interface ApprovalHistoryTable {
  id: Generated<number>;
  request_id: number;
  action: string;
  step_no: number | null;
  actor_user_id: number | null;
  from_status: ApprovalStatus | null;
  to_status: ApprovalStatus;
  note: string | null;
  created_at: Timestamp;
}

export interface ApprovalCounterTable {
  user_id: number;
  type: string;
  unapproved: Generated<number>;
}

export interface ApprovalTables {
  approval_request: ApprovalRequestTable;
  approval_step: ApprovalStepTable;
  approval_step_approver: ApprovalStepApproverTable;
  approval_history: ApprovalHistoryTable;
  approval_counter: ApprovalCounterTable;
}
