import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { resumeRow } from '../kpi-fixtures';
import KpiResumePage from './KpiResumePage';

jest.setTimeout(30_000);

const RESUME = '/sdm/kpi/x/resume';
const GRAFIK = {
  data: {
    distribusi: [
      {
        kantor_id: 5,
        kantor_nama: 'Kantor Cabang Bandung',
        buckets: [
          { dari: 0, sampai: 59, jumlah: 1 },
          { dari: 60, sampai: 79, jumlah: 4 },
          { dari: 80, sampai: 100, jumlah: 7 },
        ],
      },
    ],
    perspektif: [{ perspektif_id: 1, nama: 'Keuangan', rata_rata: '82.75', jumlah: 12 }],
  },
};

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('KpiResumePage', () => {
  it('lists the resume with final score and band, and draws the period charts as meters and a table', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${RESUME}`]: (options: { query: Record<string, unknown> }) =>
        options.query.event === 'index_grafik' ? GRAFIK : paged([resumeRow()]),
      'GET /sdm/kpi/x/periode': { data: [{ id: 2, nama: '2026 Semester I' }] },
    });
    renderWithProviders(<KpiResumePage />, { transport, route: '/?periode_id=2' });
    const table = await screen.findByRole('table', { name: 'Resume KPI' });
    expect(await within(table).findByText('85,00')).toBeInTheDocument();
    expect(within(table).getByText('Baik (4)')).toBeInTheDocument();
    const kantor = await screen.findByTestId('grafik-kantor-5');
    expect(within(kantor).getByRole('meter', { name: '80–100' })).toHaveAttribute('aria-valuenow', '7');
    expect(within(kantor).getByRole('table')).toHaveTextContent('7 pegawai');
    expect(within(screen.getByTestId('grafik-perspektif')).getByRole('meter', { name: '1. Keuangan' })).toHaveAttribute(
      'aria-valuetext',
      '82,75 (12 indikator)',
    );
    expect(request).toHaveBeenCalledWith('GET', RESUME, { query: { event: 'index_grafik', periode_id: 2 } });
  });

  it('Reset Resume of the chosen period asks first, then posts store_reset_resume', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      [`GET ${RESUME}`]: (options: { query: Record<string, unknown> }) =>
        options.query.event === 'index_grafik' ? GRAFIK : paged([resumeRow()]),
      'GET /sdm/kpi/x/periode': { data: [{ id: 2, nama: '2026 Semester I' }] },
      [`POST ${RESUME}`]: { message: 'Resume KPI updated' },
    });
    renderWithProviders(<KpiResumePage />, { transport, route: '/?periode_id=2' });
    await screen.findByRole('option', { name: '2026 Semester I' });
    await userEvent.click(screen.getByTestId('kpi-reset-resume-periode'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/periode 2026 Semester I dihitung ulang/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Resume KPI updated'));
    expect(request).toHaveBeenCalledWith('POST', RESUME, { body: { event: 'store_reset_resume', periode_id: 2 } });
  });
});
