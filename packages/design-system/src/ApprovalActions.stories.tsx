// The approval actions of a request: what the server allows, an optional note, a confirmation for
// reject, cancel, reset and reverse. The story's `act` answers after a moment, as the server would.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ApprovalAction } from '@portal/domain';
import { ApprovalActions } from './ApprovalActions';

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

const meta: Meta<typeof ApprovalActions<{ action: ApprovalAction; note: string | null }>> = {
  title: 'Design system/ApprovalActions',
  component: ApprovalActions,
  args: { allowed: ['approve', 'reject'], act, onChanged: () => undefined, noun: 'nota dinas', testIdPrefix: 'story' },
};
export default meta;

type Story = StoryObj<typeof meta>;

/** An approver's turn: approve or reject (asked first). */
export const ApproverTurn: Story = {};

/** The requester of a Draft: request approval or cancel. */
export const RequesterDraft: Story = { args: { allowed: ['request', 'cancel'] } };

/** After a decision: reverse it or reset to Draft. */
export const AfterDecision: Story = { args: { allowed: ['reverse', 'reset'] } };
