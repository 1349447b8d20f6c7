import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { OWNER, taskDetail } from '../task-fixtures';
import { TaskHistoryChat } from './TaskHistoryChat';

const render = (
  can: { history: boolean; review: boolean; approve: boolean },
  onSend = jest.fn(async () => undefined),
) => {
  renderWithProviders(<TaskHistoryChat history={taskDetail().history} ownerId={OWNER.id} can={can} onSend={onSend} />, {
    transport: fakeTransport({}).transport,
  });
  return onSend;
};

describe('TaskHistoryChat', () => {
  it('shows the chat oldest first with the review marked', () => {
    render({ history: false, review: false, approve: false });
    const log = screen.getByRole('log', { name: 'Riwayat tugas' });
    const items = within(log).getAllByTestId('task-history-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ani Lestari');
    expect(items[1]).toHaveTextContent('Review');
    expect(items[1]).toHaveTextContent('Tambahkan data Medan.');
    expect(screen.queryByLabelText('Tulis catatan')).not.toBeInTheDocument();
  });

  it('the assignee sends a note (store_history); the text is cleared after the answer', async () => {
    const onSend = render({ history: true, review: false, approve: false });
    expect(screen.queryByTestId('task-review')).not.toBeInTheDocument();
    expect(screen.queryByTestId('task-approve')).not.toBeInTheDocument();
    const send = screen.getByTestId('task-history-send');
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Tulis catatan'), { target: { value: '  Sudah selesai  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('store_history', 'Sudah selesai'));
    await waitFor(() => expect(screen.getByLabelText('Tulis catatan')).toHaveValue(''));
  });

  it('the owner reviews and approves', async () => {
    const onSend = render({ history: true, review: true, approve: true });
    fireEvent.change(screen.getByLabelText('Tulis catatan'), { target: { value: 'Perbaiki tabel' } });
    fireEvent.click(screen.getByTestId('task-review'));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('store_history_review', 'Perbaiki tabel'));
    fireEvent.click(screen.getByTestId('task-approve'));
    await waitFor(() => expect(onSend).toHaveBeenLastCalledWith('store_approve', ''));
  });

  it('keeps the text when sending fails', async () => {
    render(
      { history: true, review: false, approve: false },
      jest.fn(async () => Promise.reject(new Error('x'))),
    );
    fireEvent.change(screen.getByLabelText('Tulis catatan'), { target: { value: 'Catatan' } });
    fireEvent.click(screen.getByTestId('task-history-send'));
    await waitFor(() => expect(screen.getByTestId('task-history-send')).not.toBeDisabled());
    expect(screen.getByLabelText('Tulis catatan')).toHaveValue('Catatan');
  });
});
