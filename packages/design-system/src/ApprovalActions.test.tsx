import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalActions } from './ApprovalActions';
import { ConfirmProvider } from './useConfirm';
import { renderWithPortal } from './testing/render-with-portal';

function setup(allowed: Parameters<typeof ApprovalActions>[0]['allowed']) {
  const act = jest.fn().mockResolvedValue({ message: 'SPPD approved', data: { id: 7 } });
  const onChanged = jest.fn();
  renderWithPortal(
    <ConfirmProvider>
      <ApprovalActions allowed={allowed} act={act} onChanged={onChanged} noun="SPPD" testIdPrefix="sppd" />
    </ConfirmProvider>,
  );
  return { act, onChanged };
}

describe('ApprovalActions', () => {
  it('sends the action with the trimmed note and hands the answer on', async () => {
    const { act, onChanged } = setup(['approve', 'reject']);
    await userEvent.type(screen.getByTestId('sppd-note'), '  Lanjut ');
    await userEvent.click(screen.getByTestId('sppd-action-approve'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ id: 7 }));
    expect(act).toHaveBeenCalledWith('approve', 'Lanjut');
    expect(screen.getByTestId('sppd-note')).toHaveValue('');
  });

  it('asks before a rejection, in the record’s words, and sends nothing when declined', async () => {
    const { act } = setup(['approve', 'reject']);
    await userEvent.click(screen.getByTestId('sppd-action-reject'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tolak SPPD ini?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(act).not.toHaveBeenCalled();
  });

  it('shows nothing when the viewer may do nothing', () => {
    setup([]);
    expect(screen.queryByTestId('sppd-actions')).not.toBeInTheDocument();
  });
});
