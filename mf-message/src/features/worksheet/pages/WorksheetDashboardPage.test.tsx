import { fireEvent, screen, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import WorksheetDashboardPage from './WorksheetDashboardPage';

jest.setTimeout(40_000);

describe('WorksheetDashboardPage', () => {
  it('shows hours and completion per office as labelled meters, and the same figures as a table', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/worksheet/dashboard': {
        data: {
          hari_kerja: 20,
          per_kantor: [
            {
              kantor_id: 2,
              nama: 'Bandung',
              pegawai: 4,
              pegawai_terisi: 3,
              entries: 50,
              menit: 3000,
              terlambat: 2,
              completion: 62.5,
            },
          ],
          per_pegawai: [
            {
              pegawai_id: 31,
              nama: 'Ani Wahyudi',
              kantor_id: 2,
              kantor: 'Bandung',
              menit: 1200,
              hari_terisi: 18,
              completion: 90,
            },
          ],
          per_hari: [{ tanggal: '2026-03-02', menit: 600, entries: 8, pegawai: 3 }],
        },
      },
    });
    renderWithProviders(<WorksheetDashboardPage />, {
      transport,
      path: '/pegawai/worksheet/dashboard',
      route: '/pegawai/worksheet/dashboard',
    });
    const hours = await screen.findByTestId('worksheet-chart-kantor-jam');
    expect(within(hours).getByRole('meter', { name: 'Bandung' })).toHaveAttribute('aria-valuetext', '50 jam');
    const completion = screen.getByTestId('worksheet-chart-kantor-lengkap');
    expect(within(completion).getByRole('meter', { name: 'Bandung' })).toHaveAttribute('aria-valuenow', '62.5');
    fireEvent.click(within(completion).getByRole('button', { name: 'Tampilkan tabel' }));
    expect(within(completion).getByRole('table')).toHaveTextContent('62,50%');
    expect(screen.getByTestId('worksheet-chart-pegawai')).toHaveTextContent('Ani Wahyudi');
  });
});
