import { screen, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { TARGET_ROWS } from '../target-dana-fixtures';
import TargetIndexPage from './TargetIndexPage';

jest.setTimeout(30_000);

const B = '/sdm/pegawai/link/target/dana';

describe('TargetIndexPage', () => {
  it("lists the period's targets in rupiah with the server's total", async () => {
    const { transport, request } = fakeTransport({
      [`GET ${B}`]: { ...paged(TARGET_ROWS), total_nominal: '62500000.50' },
    });
    renderWithProviders(<TargetIndexPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Target pegawai kontrak' });
    expect(within(table).getByText('Rp 12.500.000,50')).toBeInTheDocument();
    expect(screen.getByTestId('target-total')).toHaveTextContent('Total Maret 2026: Rp 62.500.000,50');
    expect(request).toHaveBeenCalledWith('GET', B, {
      query: { event: 'index', page: 1, per_page: 10, tahun: 2026, bulan: 3 },
    });
  });

  it('?view=pivot shows the totals per office and month of the year', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${B}`]: {
        tahun: 2026,
        data: [
          {
            kantor_id: 5,
            kantor_nama: 'Kantor Cabang Bandung',
            bulan: { '2': '10000000.00', '3': '37500000.50' },
            total: '47500000.50',
          },
        ],
      },
    });
    renderWithProviders(<TargetIndexPage />, { transport, route: '/?view=pivot&tahun=2026' });
    const table = await screen.findByRole('table', { name: 'Pivot target per kantor dan bulan' });
    const row = within(table).getByText('Kantor Cabang Bandung').closest('tr')!;
    expect(within(row).getByText('Rp 37.500.000,50')).toBeInTheDocument();
    expect(within(row).getByText('Rp 47.500.000,50')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', B, { query: { event: 'index_pivot', tahun: 2026 } });
  });
});
