/**
 * The approval part of every request that needs approval (izin now; trips, memos, SKMD, KPI later),
 * as the caller sees it (docs/adr/0011-approval-engine.md). Status codes and their words live in
 * @portal/domain (APPROVAL_STATUS, labels, colours) because pages show them without an API call.
 */
import type { ApprovalAction, ApprovalStatus, ApprovalStepStatus } from '@portal/domain';
import { APPROVAL_STATUS } from './domain-values.js';
import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from './common.js';

const APPROVAL_ACTIONS: readonly ApprovalAction[] = ['request', 'approve', 'reject', 'cancel', 'reset', 'reverse'];

export const ApprovalStatusSchema = Type.Unsafe<ApprovalStatus>({
  type: 'string',
  enum: Object.values(APPROVAL_STATUS),
});
export const ApprovalActionSchema = Type.Unsafe<ApprovalAction>({ type: 'string', enum: [...APPROVAL_ACTIONS] });

export const ApprovalStepView = Type.Object({
  step_no: Type.Integer(),
  label: Type.String(),
  status: Type.Unsafe<ApprovalStepStatus>({
    type: 'string',
    enum: ['antri', 'terbuka', 'disetujui', 'ditolak'] satisfies ApprovalStepStatus[],
  }),
  approvers: Type.Array(Type.Object({ user_id: Type.Integer(), name: Type.String() })),
  decided_by: NullableInteger,
  decided_by_name: NullableString,
  decided_at: NullableString,
  note: NullableString,
});
export type ApprovalStepView = Static<typeof ApprovalStepView>;

export const ApprovalHistoryView = Type.Object({
  id: Type.Integer(),
  action: Type.Unsafe<ApprovalAction | 'create'>({ type: 'string', enum: [...APPROVAL_ACTIONS, 'create'] }),
  step_no: NullableInteger,
  actor_user_id: NullableInteger,
  actor_name: NullableString,
  from_status: Type.Unsafe<ApprovalStatus | null>({
    type: ['string', 'null'],
    enum: [...Object.values(APPROVAL_STATUS), null],
  }),
  to_status: ApprovalStatusSchema,
  note: NullableString,
  created_at: Type.String(),
});
export type ApprovalHistoryView = Static<typeof ApprovalHistoryView>;

export const ApprovalView = Type.Object({
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  current_step: NullableInteger,
  is_myturn: Type.Boolean(),
  /** Actions the caller may take now (the server refuses the others). */
  allowed_actions: Type.Array(ApprovalActionSchema),
  steps: Type.Array(ApprovalStepView),
  history: Type.Array(ApprovalHistoryView),
});
export type ApprovalView = Static<typeof ApprovalView>;
