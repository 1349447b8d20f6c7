import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { PARKIR, pivotAnswer } from '../potongan-fixtures';
import PivotPage from './PivotPage';

jest.setTimeout(40_000);

const PIVOT = '/sdm/pegawai/x/potongan_gaji/x/pivot';
const SERVICE_PIVOT = '/sdm/pegawai/x/service/x/pivot';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

let clicked: HTMLAnchorElement[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:pivot');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('PivotPage', () => {
  it("shows employees × types with the server's sums in Rupiah; search and download send the filter", async () => {
    const { transport, request } = fakeTransport({
      [`GET ${PIVOT}`]: pivotAnswer(),
      [`GET ${PIVOT}_excel`]: new Blob(['PK']),
    });
    renderWithProviders(<PivotPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Pivot potongan gaji per pegawai dan jenis' });
    expect(within(table).getByRole('columnheader', { name: 'Simpanan Koperasi' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Zakat Profesi' })).toBeInTheDocument();
    const ani = (await within(table).findByText('Ani Lestari')).closest('tr')!;
    expect(cellsOf(ani)).toEqual(
      expect.arrayContaining(['Kantor Cabang Bandung', 'Rp 1.250.000,00', 'Rp 125.000,50', 'Rp 1.375.000,50']),
    );
    expect(within(ani).getByText('NPP 30000001')).toBeInTheDocument();
    // Budi has no Zakat: a dash, not Rp 0; an NPP the server hides (null) is not shown.
    const budi = within(table).getByText('Budi Santoso').closest('tr')!;
    expect(cellsOf(budi)).toEqual(expect.arrayContaining(['Rp 750.000,25', '-', 'Rp 750.000,25']));
    expect(within(budi).queryByText(/NPP/)).not.toBeInTheDocument();

    const totals = screen.getByRole('table', { name: 'Total potongan per jenis' });
    expect(within(totals).getAllByRole('row').map(cellsOf)).toEqual([
      ['Simpanan Koperasi', 'Rp 2.000.000,25'],
      ['Zakat Profesi', 'Rp 125.000,50'],
      ['Total', 'Rp 2.125.000,75'],
    ]);
    expect(request).toHaveBeenCalledWith('GET', PIVOT, { query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 } });

    const search = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(search, { target: { value: 'ani' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', PIVOT, {
        query: { page: 1, per_page: 10, tahun: 2026, bulan: 3, search: 'ani' },
      }),
    );

    fireEvent.click(screen.getByTestId('pivot-download'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('potongan_gaji_pivot.xlsx');
    expect(request).toHaveBeenCalledWith('GET', `${PIVOT}_excel`, {
      query: { tahun: 2026, bulan: 3, search: 'ani' },
      responseType: 'blob',
      headers: { Accept: '*/*' },
    });
  });

  it('says so when the month has no deductions, and shows a failed load with a retry', async () => {
    let fail = true;
    const { transport } = fakeTransport({
      [`GET ${PIVOT}`]: () =>
        fail ? new Error('Server sedang sibuk') : pivotAnswer({ data: [], total: 0, total_jumlah: '0.00' }),
    });
    renderWithProviders(<PivotPage />, { transport, route: '/?tahun=2026&bulan=3' });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada potongan pada bulan ini')).toBeInTheDocument();
    expect(screen.queryByTestId('pivot-totals')).not.toBeInTheDocument();
  });

  it('the "Jenis potongan" switch shows the service pivot from ?kind=service and back', async () => {
    const service = pivotAnswer({
      data: [
        {
          pegawai: { id: 11, nama: 'Ani Lestari', npp: '30000001', kantor: null },
          jumlah: { '7': '50000.00' },
          total: '50000.00',
        },
      ],
      total: 1,
      jenis: [PARKIR],
      total_per_jenis: { '7': '50000.00' },
      total_jumlah: '50000.00',
    });
    const { transport, request } = fakeTransport({
      [`GET ${SERVICE_PIVOT}`]: service,
      [`GET ${PIVOT}`]: pivotAnswer(),
    });
    renderWithProviders(<PivotPage />, { transport, route: '/?kind=service&tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Pivot potongan service per pegawai dan jenis' });
    expect(within(table).getByRole('columnheader', { name: 'Parkir Kendaraan' })).toBeInTheDocument();
    expect(within(table).getAllByText('Rp 50.000,00')).toHaveLength(2);
    const kinds = screen.getByRole('group', { name: 'Jenis potongan' });
    expect(within(kinds).getByRole('button', { name: 'Service' })).toHaveAttribute('aria-pressed', 'true');
    expect(request).toHaveBeenCalledWith('GET', SERVICE_PIVOT, {
      query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 },
    });
    expect(request).not.toHaveBeenCalledWith('GET', PIVOT, expect.anything());

    fireEvent.click(within(kinds).getByRole('button', { name: 'Gaji' }));
    expect(await screen.findByRole('table', { name: 'Pivot potongan gaji per pegawai dan jenis' })).toBeInTheDocument();
    expect(within(kinds).getByRole('button', { name: 'Gaji' })).toHaveAttribute('aria-pressed', 'true');
    expect(request).toHaveBeenLastCalledWith('GET', PIVOT, { query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 } });
  });
});
