import type { ApprovalView } from '@portal/contracts';
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';

/**
 * The approval engine's view of a request (`approval` on leave, trips, letters, KPI) as a component
 * test starts from: a two-step chain — the superior (Budi Santoso), then `secondStep` (Citra Dewi) —
 * and the request's creation by Ani Lestari. `allowed` are the caller's actions; approve means it is
 * their turn.
 */
export function approvalView(
  status: ApprovalStatus = 'draft',
  allowed: ApprovalAction[] = [],
  { secondStep = 'Admin', ...patch }: Partial<ApprovalView> & { secondStep?: string } = {},
): ApprovalView {
  const step = (step_no: number, label: string, user_id: number, name: string) => ({
    step_no,
    label,
    status: 'antri' as const,
    approvers: [{ user_id, name }],
    decided_by: null,
    decided_by_name: null,
    decided_at: null,
    note: null,
  });
  return {
    status,
    status_label: status,
    current_step: status === 'menunggu' ? 1 : null,
    is_myturn: allowed.includes('approve'),
    allowed_actions: allowed,
    steps: [step(1, 'Atasan', 2, 'Budi Santoso'), step(2, secondStep, 3, 'Citra Dewi')],
    history: [
      {
        id: 1,
        action: 'create',
        step_no: null,
        actor_user_id: 1,
        actor_name: 'Ani Lestari',
        from_status: null,
        to_status: 'draft',
        note: null,
        created_at: '2026-04-20T03:00:00.000Z',
      },
    ],
    ...patch,
  };
}
