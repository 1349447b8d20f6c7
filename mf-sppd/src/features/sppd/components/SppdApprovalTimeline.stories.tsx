// A trip's approval chain (superior, then Admin SPPD) and its history.
import { sppdDetail } from '../sppd-fixtures';
import { ApprovalTimeline } from '@portal/design-system';

const meta = {
  title: 'mf-sppd/sppd/SppdApprovalTimeline',
  component: ApprovalTimeline,
};

export default meta;

/** A new Draft: the two steps queued, one history line. */
export const Draft = { args: { approval: sppdDetail().approval } };

/** The superior approved with a note; Admin SPPD decides next. */
export const FirstStepApproved = {
  args: {
    approval: {
      ...sppdDetail({}, ['approve', 'reject'], 'menunggu').approval,
      steps: sppdDetail().approval.steps.map((s) =>
        s.step_no === 1
          ? {
              ...s,
              status: 'disetujui' as const,
              decided_by: 2,
              decided_by_name: 'Budi',
              decided_at: '2026-04-21T02:00:00Z',
            }
          : { ...s, status: 'terbuka' as const },
      ),
      history: [
        ...sppdDetail().approval.history,
        {
          id: 2,
          action: 'request' as const,
          step_no: null,
          actor_user_id: 1,
          actor_name: 'Ani Lestari',
          from_status: 'draft' as const,
          to_status: 'menunggu' as const,
          note: null,
          created_at: '2026-04-20T04:00:00Z',
        },
        {
          id: 3,
          action: 'approve' as const,
          step_no: 1,
          actor_user_id: 2,
          actor_name: 'Budi',
          from_status: 'menunggu' as const,
          to_status: 'menunggu' as const,
          note: 'Silakan berangkat',
          created_at: '2026-04-21T02:00:00Z',
        },
      ],
    },
  },
};
