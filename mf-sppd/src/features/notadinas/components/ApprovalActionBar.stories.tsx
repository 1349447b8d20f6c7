// The approval buttons of a letter: what the server allows, an optional note, a confirmation for
// reject, cancel, reset and reverse. The story's `act` answers after a moment, as the server would.
import type { ApprovalAction } from '@portal/domain';
import { ApprovalActionBar } from './ApprovalActionBar';

const act = (action: ApprovalAction, note: string | null) =>
  new Promise<{ message: string; data: { action: ApprovalAction; note: string | null } }>((resolve) =>
    setTimeout(
      () =>
        resolve({
          message: action === 'reverse' ? 'Nota Dinas Reviewed' : 'Nota Dinas updated',
          data: { action, note },
        }),
      400,
    ),
  );

const meta = {
  title: 'mf-sppd/notadinas/ApprovalActionBar',
  component: ApprovalActionBar,
  args: { allowed: ['approve', 'reject'] as ApprovalAction[], act, onChanged: () => undefined },
};

export default meta;

/** An approver's turn: approve or reject (asked first). */
export const ApproverTurn = {};

/** The author of a Draft: request approval or cancel. */
export const AuthorDraft = { args: { allowed: ['request', 'cancel'] as ApprovalAction[] } };

/** HR after a decision: reverse it or reset to Draft. */
export const AfterDecision = { args: { allowed: ['reverse', 'reset'] as ApprovalAction[] } };
