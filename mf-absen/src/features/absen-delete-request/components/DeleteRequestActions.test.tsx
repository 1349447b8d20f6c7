import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalAction } from '@portal/domain';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { DeleteRequestActions } from './DeleteRequestActions';

function setup(allowed: ApprovalAction[], canDelete: boolean) {
  const onAct = jest.fn(async () => undefined);
  const onDelete = jest.fn(async () => undefined);
  renderWithProviders(
    <DeleteRequestActions allowed={allowed} canDelete={canDelete} onAct={onAct} onDelete={onDelete} />,
    fakeTransport({}),
  );
  return { onAct, onDelete };
}

describe('DeleteRequestActions', () => {
  test('a draft offers its requester Request Approval and Hapus, nothing to decide', async () => {
    const { onAct } = setup(['request', 'cancel'], true);
    expect(screen.getByRole('button', { name: 'Request Approval' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Setujui' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Catatan keputusan')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request Approval' }));
    expect(onAct).toHaveBeenCalledWith('request', '');
  });

  test('the approver whose turn it is decides with a note, after confirming', async () => {
    const { onAct } = setup(['approve', 'reject'], false);
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Catatan keputusan'), 'Sesuai bukti');
    await userEvent.click(screen.getByRole('button', { name: 'Setujui' }));
    expect(onAct).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(onAct).toHaveBeenCalledWith('approve', 'Sesuai bukti');
  });

  test('someone with nothing to do sees no buttons', () => {
    setup([], false);
    expect(screen.queryByTestId('delete-request-actions')).not.toBeInTheDocument();
  });
});
