import { screen, within } from '@testing-library/react';
import type { ApprovalView } from '@portal/contracts';
import { ApprovalTimeline } from './ApprovalTimeline';
import { renderWithPortal } from './testing/render-with-portal';

const approval = (patch: Partial<ApprovalView> = {}): ApprovalView =>
  ({
    status: 'menunggu',
    status_label: 'Menunggu Persetujuan',
    current_step: 2,
    is_myturn: false,
    actions: [],
    steps: [
      {
        step_no: 1,
        label: 'Atasan',
        status: 'disetujui',
        approvers: [{ user_id: 2, name: 'Budi' }],
        decided_by: 2,
        decided_by_name: 'Budi',
        decided_at: '2026-11-20T02:00:00Z',
      },
      {
        step_no: 2,
        label: 'Admin SDM',
        status: 'terbuka',
        approvers: [],
        decided_by: null,
        decided_by_name: null,
        decided_at: null,
      },
    ],
    history: [
      {
        id: 1,
        action: 'create',
        from_status: null,
        to_status: 'draft',
        actor_name: 'Ani',
        note: null,
        created_at: '2026-11-19T01:00:00Z',
      },
      {
        id: 2,
        action: 'approve',
        from_status: 'menunggu',
        to_status: 'menunggu',
        actor_name: 'Budi',
        note: 'Lanjutkan',
        created_at: '2026-11-20T02:00:00Z',
      },
    ],
    ...patch,
  }) as ApprovalView;

describe('ApprovalTimeline', () => {
  it('shows each step with its deciders and decision, and every action with its actor and note', () => {
    renderWithPortal(<ApprovalTimeline approval={approval()} historyTestId="izin-history" />);
    const steps = screen.getByRole('list', { name: 'Tahap persetujuan' });
    expect(
      within(steps)
        .getByText(/1\. Atasan/)
        .closest('li'),
    ).toHaveTextContent('Budi — disetujui oleh Budi');
    // A step nobody holds shows '-', and the open one says it waits.
    expect(
      within(steps)
        .getByText(/2\. Admin SDM/)
        .closest('li'),
    ).toHaveTextContent('— - (menunggu keputusan)');
    const history = screen.getByTestId('izin-history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText(/Dibuat/)).toBeInTheDocument();
    expect(within(history).getByText('“Lanjutkan”')).toBeInTheDocument();
  });

  it('says so when nothing has happened yet', () => {
    renderWithPortal(<ApprovalTimeline approval={approval({ steps: [], history: [] })} />);
    expect(screen.queryByRole('list', { name: 'Tahap persetujuan' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('approval-history')).getByText('Belum ada riwayat')).toBeInTheDocument();
  });
});
