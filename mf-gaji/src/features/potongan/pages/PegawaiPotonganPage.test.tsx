import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { OWN_DEDUCTIONS } from '../potongan-fixtures';
import PegawaiPotonganPage from './PegawaiPotonganPage';

jest.setTimeout(30_000);

describe('PegawaiPotonganPage', () => {
  it("shows the employee's own months, items and the server's totals", async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji/x/pegawai': OWN_DEDUCTIONS });
    renderWithProviders(<PegawaiPotonganPage />, { transport });
    const maret = await screen.findByRole('region', { name: 'Maret 2026' });
    expect(within(maret).getByText('Rp 1.375.000,50')).toBeInTheDocument();
    expect(within(maret).getByText('Zakat Profesi')).toBeInTheDocument();
    expect(within(maret).getByText('Rp 125.000,50')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Februari 2026' })).toBeInTheDocument();
    expect(within(screen.getByTestId('own-total')).getByText('Rp 2.500.000,75')).toBeInTheDocument();
    expect(screen.getByText('Ani Lestari (NPP 30000001)')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Tahun' }), { target: { value: '2025' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji/x/pegawai', {
        query: { tahun: 2025 },
      }),
    );
  });

  it('says so when the year has no deductions', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji/x/pegawai': { ...OWN_DEDUCTIONS, data: [], total: '0.00' },
    });
    renderWithProviders(<PegawaiPotonganPage />, { transport });
    expect(await screen.findByText(/Tidak ada potongan gaji pada tahun/)).toBeInTheDocument();
  });
});
