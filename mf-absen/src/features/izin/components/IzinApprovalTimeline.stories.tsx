// The approval history of a leave request (ADR 0011): the chain of steps with who decides each and
// every action taken, oldest first, with its actor, time and note — as a Draft, waiting for the
// superior, waiting for HR after the superior approved, approved, rejected with a reason, canceled.
// Props only: the detail page passes `izin.approval` from GET ?event=index_show_by_token.
import { approvals } from '../../../testing/story-fixtures';
import { ApprovalTimeline } from '@portal/design-system';

const meta = {
  title: 'mf-absen/Izin/IzinApprovalTimeline',
  component: ApprovalTimeline,
  args: { approval: approvals.waitingAtasan },
};

export default meta;

/** Just created: the chain still queued, one 'Dibuat' entry. */
export const Draft = { args: { approval: approvals.draft } };

/** Requested: the superior's step is open ('menunggu keputusan'). */
export const WaitingForSuperior = {};

/** The superior approved with a note; HR's step is open. */
export const WaitingForHr = { args: { approval: approvals.waitingSdm } };

/** Both steps approved, each with its decider. */
export const Approved = { args: { approval: approvals.approved } };

/** Rejected at the first step, with the superior's reason. */
export const Rejected = { args: { approval: approvals.rejected } };

/** Canceled by the requester while waiting. */
export const Canceled = { args: { approval: approvals.canceled } };
