import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { STATUS, taskRow } from '../task-fixtures';
import TaskListPage from './TaskListPage';

const OPTIONS = {
  'GET /sdm/task/kantor': { data: [{ id: 3, nama: 'Kantor Cabang Bandung' }] },
  'GET /sdm/task/pegawai': { data: [{ id: 31, nama: 'Ani Lestari' }] },
  'GET /sdm/task/status': { data: Object.values(STATUS) },
};

const renderPage = (answers: Parameters<typeof fakeTransport>[0], route = '/task') => {
  const fake = fakeTransport({ ...OPTIONS, ...(answers as object) });
  renderWithProviders(<TaskListPage />, { transport: fake.transport, path: '/task', route });
  return fake;
};

describe('TaskListPage', () => {
  it('lists tasks with their assignee, office, state and due date; the row links to /task/show?id=', async () => {
    const { request } = renderPage({
      'GET /sdm/task': paged([
        taskRow({ child_count: 2 }),
        taskRow({ id: 13, nama: 'Kumpulkan data', parent_id: 12, parent: { id: 12, nama: 'Laporan triwulan' } }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Daftar tugas' });
    await waitFor(() => expect(within(table).getByText('Kumpulkan data')).toBeInTheDocument());
    expect(within(table).getByTestId('task-row-12')).toHaveAttribute('href', '/task/show?id=12');
    expect(within(table).getByText('Sub-tugas dari Laporan triwulan')).toBeInTheDocument();
    expect(within(table).getAllByText('16 Maret 2026')).toHaveLength(2);
    expect(request).toHaveBeenCalledWith('GET', '/sdm/task', { query: { page: 1, per_page: 10 } });
  });

  it('filters by office, employee and state from the address, back to page 1', async () => {
    const { request } = renderPage({ 'GET /sdm/task': paged([taskRow()]) }, '/task?page=2&status_id=1');
    await screen.findByText('Laporan triwulan');
    expect(request).toHaveBeenCalledWith('GET', '/sdm/task', { query: { page: 2, per_page: 10, status_id: 1 } });
    await waitFor(() => expect(screen.getByLabelText('Filter pegawai')).toHaveTextContent('Ani Lestari'));
    fireEvent.change(screen.getByLabelText('Filter pegawai'), { target: { value: '31' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/task', {
        query: { page: 1, per_page: 10, status_id: 1, pegawai_id: 31 },
      }),
    );
  });

  it('deletes after a confirmation that warns the sub-tasks go too', async () => {
    const { request } = renderPage({
      'GET /sdm/task': paged([taskRow({ child_count: 2 })]),
      'DELETE /sdm/task/12': { message: 'Task deleted', event: 'parent_delete', deleted_ids: [12, 13, 14] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus tugas Laporan triwulan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('beserta 2 sub-tugasnya');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, lanjutkan' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/task/12'));
  });
});
