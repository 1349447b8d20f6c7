import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { historyRow, STATUS, taskDetail } from '../task-fixtures';
import TaskShowPage from './TaskShowPage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0], route = '/task/show?id=12') => {
  const fake = fakeTransport(answers);
  renderWithProviders(<TaskShowPage />, { transport: fake.transport, path: '/task/show', route });
  return fake;
};

describe('TaskShowPage', () => {
  it('shows the task, its sub-tasks and its history from GET /sdm/task/{id}', async () => {
    renderPage({ 'GET /sdm/task/12': { data: taskDetail() } });
    expect(await screen.findByRole('heading', { name: 'Laporan triwulan', level: 1 })).toBeInTheDocument();
    const children = screen.getByTestId('task-children');
    expect(within(children).getByRole('link', { name: 'Kumpulkan data cabang' })).toHaveAttribute(
      'href',
      '/task/show?id=13',
    );
    expect(screen.getAllByTestId('task-history-item')).toHaveLength(2);
    expect(screen.getByTestId('task-add-child')).toHaveTextContent('Tambah sub-tugas');
  });

  it('the assignee adds history: History Added, the answer replaces the task', async () => {
    const answered = taskDetail({
      status: STATUS.dikerjakan,
      history: [...taskDetail().history, historyRow({ id: 3, pesan: 'Sudah dikirim' })],
      can: { manage: false, history: true, review: false, approve: false, child: false },
    });
    const { request } = renderPage({
      'GET /sdm/task/12': {
        data: taskDetail({ can: { manage: false, history: true, review: false, approve: false, child: false } }),
      },
      'POST /sdm/task/12': { message: 'History Added', data: answered },
    });
    fireEvent.change(await screen.findByLabelText('Tulis catatan'), { target: { value: 'Sudah dikirim' } });
    expect(screen.queryByTestId('task-approve')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('task-history-send'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/task/12', {
        body: { event: 'store_history', pesan: 'Sudah dikirim' },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('task-history-item')).toHaveLength(3));
    expect(screen.getAllByTestId('task-status')[0]).toHaveTextContent('Dikerjakan');
  });

  it('the owner approves', async () => {
    const { request } = renderPage({
      'GET /sdm/task/12': { data: taskDetail() },
      'POST /sdm/task/12': {
        message: 'Task Approved',
        data: taskDetail({
          status: STATUS.selesai,
          can: { manage: true, history: false, review: false, approve: false, child: false },
        }),
      },
    });
    fireEvent.click(await screen.findByTestId('task-approve'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/task/12', { body: { event: 'store_approve' } }),
    );
    await waitFor(() => expect(screen.queryByTestId('task-approve')).not.toBeInTheDocument());
  });

  it('a task that is not the caller’s (404) or a missing id: not found', async () => {
    renderPage({}, '/task/show?id=99');
    expect(await screen.findByText('Tugas tidak ditemukan')).toBeInTheDocument();
  });
});
