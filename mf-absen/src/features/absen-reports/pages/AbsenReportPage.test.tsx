import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentUser } from '@portal/api-client';
import { ABSEN_YEAR_REPORT_MESSAGE } from '@portal/domain';
import type { AbsenReportAnswer } from '@portal/contracts';
import { fakeTransport, renderWithProviders, sessionUser } from '../../../testing/test-utils';
import AbsenReportPage from './AbsenReportPage';

const user = (rolesId: number[]) => sessionUser({ name: 'ani', rolesId });

const totals = { hari_kerja: 21, hadir: 3, terlambat: 1, izin: 1, libur: 1, weekend: 9, alpa: 16 };
const answer: AbsenReportAnswer = {
  data: [
    {
      pegawai: { id: 3, nama: 'Ani Lestari', npp: '1001', kantor: { id: 4, nama: 'Bandung' } },
      totals,
      rincian: [
        { tanggal: '2026-03-02', status: 'hadir', masuk: '07:50', pulang: '17:05', keterangan: null },
        { tanggal: '2026-03-03', status: 'terlambat', masuk: '08:15', pulang: null, keterangan: null },
        { tanggal: '2026-03-19', status: 'libur', masuk: null, pulang: null, keterangan: 'Hari Suci Nyepi' },
      ],
    },
  ],
  current_page: 1,
  per_page: 10,
  from: 1,
  to: 1,
  total: 1,
  last_page: 1,
  tahun: 2026,
  bulan: 3,
  summary: { ...totals, pegawai: 1 },
};

describe('AbsenReportPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  test('an employee sees the month totals, the day grid and no office filter', async () => {
    act(() => setCurrentUser(user([10])));
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/absen/x/report': answer });
    renderWithProviders(<AbsenReportPage />, { transport });
    const summary = await screen.findByTestId('absen-report-summary');
    expect(within(screen.getByTestId('absen-total-hari_kerja')).getByText('21')).toBeInTheDocument();
    expect(within(screen.getByTestId('absen-total-alpa')).getByText('16')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Terlambat1');
    const table = screen.getByRole('table', { name: 'Laporan absensi bulanan' });
    expect(table).toHaveTextContent('Ani Lestari');
    expect(within(table).getByTitle('19 Maret 2026: Libur (Hari Suci Nyepi)')).toHaveTextContent('L');
    expect(within(table).getByTitle('03 Maret 2026: Terlambat 08:15–--:--')).toHaveTextContent('T');
    expect(screen.queryByText('Kantor')).not.toBeInTheDocument();
    const query = (request.mock.calls[0][2] as { query: Record<string, unknown> }).query;
    expect(query).toMatchObject({ event: 'index_report', page: 1, per_page: 10 });
  });

  test('the year report button shows the spec message and follows the job', async () => {
    act(() => setCurrentUser(user([10])));
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/absen/x/report': answer,
      'POST /sdm/pegawai/x/absen/x/report_year': { message: ABSEN_YEAR_REPORT_MESSAGE, data: { job_id: 'j1' } },
      'GET /general/jobs/j1': {
        data: {
          id: 'j1',
          name: 'absen.report_year',
          status: 'running',
          progress: 40,
          message: 'Bulan Mei selesai',
          result_url: null,
          result: null,
        },
      },
    });
    renderWithProviders(<AbsenReportPage />, { transport });
    await userEvent.click(await screen.findByTestId('absen-year-report'));
    expect(await screen.findByTestId('absen-year-report-message')).toHaveTextContent(ABSEN_YEAR_REPORT_MESSAGE);
    expect(screen.getByTestId('job-follower')).toBeInTheDocument();
  });
});
