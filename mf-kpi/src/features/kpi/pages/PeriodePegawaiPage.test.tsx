import { screen, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { resumeRow } from '../kpi-fixtures';
import PeriodePegawaiPage from './PeriodePegawaiPage';

describe('PeriodePegawaiPage', () => {
  it("shows the caller's own final score per period (the server's text as a number) with a chart", async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/kpi/x/periode_pegawai': {
        data: [
          resumeRow(),
          resumeRow({ periode_id: 3, periode_nama: '2026 Semester II', score: '91.5', predikat: null }),
        ],
      },
    });
    renderWithProviders(<PeriodePegawaiPage />, { transport });
    expect(await screen.findByTestId('score-2')).toHaveTextContent('85,00');
    expect(screen.getByTestId('score-3')).toHaveTextContent('91,50');
    expect(screen.getByText('Baik (4)')).toBeInTheDocument();
    const chart = screen.getByTestId('kpi-own-chart');
    expect(within(chart).getByRole('meter', { name: '2026 Semester II' })).toHaveAttribute('aria-valuenow', '91.5');
    expect(request).toHaveBeenCalledWith('GET', '/sdm/kpi/x/periode_pegawai');
  });

  it('says so when there is nothing yet', async () => {
    const { transport } = fakeTransport({ 'GET /sdm/kpi/x/periode_pegawai': { data: [] } });
    renderWithProviders(<PeriodePegawaiPage />, { transport });
    expect(await screen.findByText('Belum ada penilaian kinerja.')).toBeInTheDocument();
  });
});
