import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { calendarAnswer } from '../task-fixtures';
import TaskCalendarPage from './TaskCalendarPage';

describe('TaskCalendarPage', () => {
  it('shows the month of the address with its tasks, holidays and working days; the arrows change month', async () => {
    const fake = fakeTransport({
      'GET /sdm/task/calendar': calendarAnswer(),
      'GET /sdm/task/kantor': { data: [] },
      'GET /sdm/task/pegawai': { data: [] },
    });
    renderWithProviders(<TaskCalendarPage />, {
      transport: fake.transport,
      path: '/task/calendar',
      route: '/task/calendar?tahun=2026&bulan=3',
    });
    expect(await screen.findByRole('grid', { name: 'Kalender tugas Maret 2026' })).toBeInTheDocument();
    expect(screen.getByText(/2 tugas, 1 hari libur, 5 hari kerja bulan ini/)).toBeInTheDocument();
    expect(fake.request).toHaveBeenCalledWith('GET', '/sdm/task/calendar', { query: { tahun: 2026, bulan: 3 } });
    fireEvent.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    await waitFor(() =>
      expect(fake.request).toHaveBeenLastCalledWith('GET', '/sdm/task/calendar', { query: { tahun: 2026, bulan: 4 } }),
    );
    expect(screen.getByTestId('task-calendar-month')).toHaveTextContent('April 2026');
  });
});
