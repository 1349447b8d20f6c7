import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { BANDUNG, BUDI, summaryRow } from '../penghasilan-fixtures';
import PenghasilanIndexPage from './PenghasilanIndexPage';

jest.setTimeout(40_000);

const SUMMARY = '/sdm/pegawai/x/gaji';

afterEach(() => signOut());

describe('PenghasilanIndexPage', () => {
  it("shows each employee's month: penghasilan, potongan, imbalan kerja and the server's bersih in Rupiah", async () => {
    signInAs([63]);
    const { transport, request } = fakeTransport({
      [`GET ${SUMMARY}`]: paged([
        summaryRow(),
        summaryRow({
          pegawai: BUDI,
          penghasilan: '5000000.00',
          potongan: '5250000.50',
          imbalan_kerja: '0.00',
          bersih: '-250000.50',
        }),
      ]),
    });
    renderWithProviders(<PenghasilanIndexPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Ringkasan penghasilan pegawai' });
    const ani = (await within(table).findByRole('link', { name: 'Ani Lestari' })).closest('tr')!;
    const cells = within(ani)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        'Kantor Cabang Bandung',
        'Rp 9.250.000,00',
        'Rp 647.500,25',
        'Rp 1.500.000,00',
        'Rp 8.602.499,75',
      ]),
    );
    expect(within(table).getByRole('link', { name: 'Ani Lestari' })).toHaveAttribute(
      'href',
      '/gaji/penghasilan/Pegawai?pegawai_id=11&tahun=2026',
    );
    const budi = within(table).getByText('Budi Santoso').closest('tr')!;
    expect(within(budi).getByText('-Rp 250.000,50')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', SUMMARY, { query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 } });

    const search = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(search, { target: { value: '3000' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', SUMMARY, {
        query: { page: 1, per_page: 10, tahun: 2026, bulan: 3, search: '3000' },
      }),
    );
  });

  it('asks nothing without a month, says when the month is empty and shows a failed load with a retry', async () => {
    signInAs([53]);
    let fail = true;
    const { transport, request } = fakeTransport({
      [`GET ${SUMMARY}`]: () => (fail ? new Error('Server sedang sibuk') : paged([])),
    });
    renderWithProviders(<PenghasilanIndexPage />, {
      transport,
      route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}`,
    });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', SUMMARY, {
      query: { page: 1, per_page: 10, tahun: 2026, bulan: 3, kantor_id: BANDUNG.id },
    });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada penghasilan pada bulan ini')).toBeInTheDocument();
  });
});
