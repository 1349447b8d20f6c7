import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { BANDUNG, LAPORAN, PARKIR } from '../potongan-fixtures';
import LaporanPage from './LaporanPage';

jest.setTimeout(40_000);

const LAPORAN_PATH = '/sdm/pegawai/x/potongan_gaji/x/laporan';
const SERVICE_LAPORAN = '/sdm/pegawai/x/service/x/laporan';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('LaporanPage', () => {
  it('shows the totals per office and type with counts and Rupiah in Indonesian format, and the server total', async () => {
    const { transport, request } = fakeTransport({ [`GET ${LAPORAN_PATH}`]: LAPORAN });
    renderWithProviders(<LaporanPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Laporan potongan gaji per kantor dan jenis' });
    expect(rowsOf(table)).toEqual([
      ['Kantor Cabang Bandung', 'Simpanan Koperasi', '1.250', 'Rp 156.250.000,00'],
      ['Kantor Cabang Bandung', 'Zakat Profesi', '3', 'Rp 375.000,75'],
      ['Kantor Cabang Bogor', 'Simpanan Koperasi', '2', 'Rp 2.500.000,10'],
      ['Total', 'Rp 159.125.000,85'],
    ]);
    expect(screen.getByTestId('laporan-total')).toHaveTextContent('Rp 159.125.000,85');
    expect(request).toHaveBeenCalledWith('GET', LAPORAN_PATH, { query: { tahun: 2026, bulan: 3 } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '4' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', LAPORAN_PATH, { query: { tahun: 2026, bulan: 4 } }),
    );
  });

  it('asks for a month, says when there is nothing, and shows a failed load with a retry', async () => {
    let fail = true;
    const { transport, request } = fakeTransport({
      [`GET ${LAPORAN_PATH}`]: () => (fail ? new Error('Server sedang sibuk') : { data: [], total: '0.00' }),
    });
    renderWithProviders(<LaporanPage />, { transport, route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}` });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', LAPORAN_PATH, {
      query: { tahun: 2026, bulan: 3, kantor_id: BANDUNG.id },
    });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada potongan gaji pada bulan ini')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Tahun' }), { target: { value: '' } });
    expect(await screen.findByText('Pilih tahun dan bulan')).toBeInTheDocument();
  });

  it('with the switch on Service it reads the service totals and keeps ?kind=service', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${LAPORAN_PATH}`]: LAPORAN,
      [`GET ${SERVICE_LAPORAN}`]: {
        data: [{ kantor: BANDUNG, jenis: PARKIR, pegawai_count: 40, total: '2000000.00' }],
        total: '2000000.00',
      },
    });
    renderWithProviders(<LaporanPage />, { transport, route: '/?tahun=2026&bulan=3' });
    await screen.findByRole('table', { name: 'Laporan potongan gaji per kantor dan jenis' });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Jenis potongan' })).getByRole('button', { name: 'Service' }),
    );
    const table = await screen.findByRole('table', { name: 'Laporan potongan service per kantor dan jenis' });
    expect(rowsOf(table)).toEqual([
      ['Kantor Cabang Bandung', 'Parkir Kendaraan', '40', 'Rp 2.000.000,00'],
      ['Total', 'Rp 2.000.000,00'],
    ]);
    expect(request).toHaveBeenLastCalledWith('GET', SERVICE_LAPORAN, { query: { tahun: 2026, bulan: 3 } });
  });
});
