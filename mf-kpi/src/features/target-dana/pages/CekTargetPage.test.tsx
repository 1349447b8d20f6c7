import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { APPROVED, TARGET_ROWS, targetRow } from '../target-dana-fixtures';
import type { TargetDanaCekTargetRow } from '../types';
import CekTargetPage from './CekTargetPage';

jest.setTimeout(40_000);

const B = '/sdm/pegawai/link/target/dana';
const ROUTE = '/?tahun=2026&bulan=3';

/** GET B answers by event: the per-employee summary or the targets. */
function answers(rows = TARGET_ROWS) {
  return (options: { query?: Record<string, unknown> } | undefined) =>
    options?.query?.event === 'index_cek_target'
      ? paged([
          {
            pegawai: rows[0].pegawai,
            kantor: rows[0].kantor,
            rekening_count: 2,
            target: '37500000.50',
            approved: '0.00',
            pending: '37500000.50',
            rejected: '0.00',
          } satisfies TargetDanaCekTargetRow,
        ])
      : { ...paged(rows), total_nominal: '62500000.50' };
}

describe('CekTargetPage', () => {
  afterEach(() => {
    signOut();
    jest.restoreAllMocks();
  });

  it('approves the selected rows in bulk after a confirmation; the answer turns them Approved with the time', async () => {
    signInAs([50]);
    const success = jest.spyOn(notify, 'success');
    const approvedAt = '2026-03-21T03:15:00.000Z';
    const { transport, request } = fakeTransport({
      [`GET ${B}`]: answers(),
      [`POST ${B}`]: {
        message: 'Target Dana Approved',
        data: [
          targetRow({ ...APPROVED, approval_at: approvedAt }),
          targetRow({ ...TARGET_ROWS[1], ...APPROVED, approval_at: approvedAt }),
        ],
      },
    });
    renderWithProviders(<CekTargetPage />, { transport, route: ROUTE });
    const table = await screen.findByRole('table', { name: 'Target yang dicek' });
    expect(within(table).getByText('Rp 12.500.000,50')).toBeInTheDocument();
    // Approved rows cannot be selected; 'Pilih semua' takes the waiting ones.
    expect(within(table).getByRole('checkbox', { name: 'Pilih rekening 2000000103' })).toBeDisabled();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Pilih semua target yang menunggu' }));
    expect(screen.getByTestId('target-approve')).toHaveTextContent('Approve (2)');
    // Fraud marking needs the balance check (63, 50, 51, 64): a 50 has it.
    expect(within(table).getAllByRole('button', { name: /^Fraud / })).toHaveLength(3);

    fireEvent.click(screen.getByTestId('target-approve'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Approve 2 target yang dipilih?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', B, { body: { event: 'store_approval_massal', ids: [1, 2] } }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Target Dana Approved'));
    for (const id of [1, 2]) {
      const row = await screen.findByTestId(`target-row-${id}`);
      await waitFor(() => expect(within(row).getByTestId('target-status')).toHaveTextContent('Approved'));
      expect(within(row).getByText('Approved')).toHaveAttribute('data-variant', 'success');
      expect(within(row).getByTestId('target-status')).toHaveTextContent('21 Maret 2026 10:15 AM');
      expect(within(row).getByRole('checkbox')).toBeDisabled();
    }
    expect(screen.getByTestId('target-approve')).toHaveTextContent('Approve (0)');
  });

  it("marks an account fraud only after a confirmation ('Set Rekening Fraud Berhasil'), replacing the row", async () => {
    signInAs([64]);
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      [`GET ${B}`]: answers(),
      [`POST ${B}`]: {
        message: 'Set Rekening Fraud Berhasil',
        data: [targetRow({ is_fraud: true, fraud_at: '2026-03-21T03:15:00.000Z' })],
      },
    });
    renderWithProviders(<CekTargetPage />, { transport, route: ROUTE });
    const fraud = await screen.findByRole('button', { name: 'Fraud 1000000101' });
    fireEvent.click(fraud);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Tandai rekening 1000000101 sebagai fraud?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('POST', B, expect.anything());

    fireEvent.click(fraud);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set Fraud' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', B, { body: { action: 'store_fraud', id: 1 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Set Rekening Fraud Berhasil'));
    const row = screen.getByTestId('target-row-1');
    await waitFor(() => expect(within(row).getByText('Fraud')).toBeInTheDocument());
    expect(within(row).getByRole('checkbox')).toBeDisabled();
  });

  it('rejects one target after a confirmation; a checker without the balance check has no fraud action', async () => {
    signInAs([10]);
    const { transport, request } = fakeTransport({
      [`GET ${B}`]: answers(),
      [`POST ${B}`]: {
        message: 'Target Dana Rejected',
        data: [targetRow({ ...TARGET_ROWS[1], status_id: 2, status: { id: 2, nama: 'Rejected', variant: 'danger' } })],
      },
    });
    renderWithProviders(<CekTargetPage />, { transport, route: ROUTE });
    await screen.findByRole('table', { name: 'Target yang dicek' });
    expect(screen.queryByRole('button', { name: /^Fraud / })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject 1000000102' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', B, { body: { event: 'store_reject', id: 2 } }));
    const row = screen.getByTestId('target-row-2');
    await waitFor(() => expect(within(row).getByText('Rejected')).toHaveAttribute('data-variant', 'danger'));
  });
});
