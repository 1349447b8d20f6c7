import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { ANI_2026 } from '../penghasilan-fixtures';
import PenghasilanPegawaiPage from './PenghasilanPegawaiPage';

jest.setTimeout(40_000);

const PEGAWAI = '/sdm/pegawai/x/gaji/x/pegawai';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('PenghasilanPegawaiPage', () => {
  it('asks for an employee first', async () => {
    const { transport, request } = fakeTransport({});
    renderWithProviders(<PenghasilanPegawaiPage />, { transport });
    expect(await screen.findByText('Pilih pegawai untuk melihat penghasilannya')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('GET', PEGAWAI, expect.anything());
  });

  it("shows the employee's months: each kategori's components and totals, and bersih, in Rupiah", async () => {
    const { transport, request } = fakeTransport({ [`GET ${PEGAWAI}`]: ANI_2026 });
    renderWithProviders(<PenghasilanPegawaiPage />, { transport, route: '/?pegawai_id=11&tahun=2026' });
    const maret = await screen.findByRole('region', { name: 'Maret 2026' });
    expect(within(maret).getByText('Rp 7.837.499,75')).toBeInTheDocument();
    expect(rowsOf(within(maret).getByRole('table', { name: 'Penghasilan' }))).toEqual([
      ['Gaji Pokok', 'Rp 7.500.000,00'],
      ['Tunjangan Transport', 'Rp 750.000,00'],
      ['Total', 'Rp 8.250.000,00'],
    ]);
    expect(rowsOf(within(maret).getByRole('table', { name: 'Potongan' }))).toEqual([
      ['PPh 21', 'Rp 412.500,25'],
      ['Total', 'Rp 412.500,25'],
    ]);
    expect(rowsOf(within(maret).getByRole('table', { name: 'Imbalan Kerja' }))).toEqual([
      ['Tidak ada'],
      ['Total', 'Rp 0,00'],
    ]);
    const februari = screen.getByRole('region', { name: 'Februari 2026' });
    expect(within(februari).getByText('Bonus Kinerja')).toBeInTheDocument();
    // The chosen employee is shown in the picker (from the answer, without a search).
    expect(screen.getByRole('combobox', { name: 'Pegawai' })).toHaveValue('Ani Lestari');
    expect(request).toHaveBeenCalledWith('GET', PEGAWAI, { query: { pegawai_id: 11, tahun: 2026 } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Tahun' }), { target: { value: '2025' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', PEGAWAI, { query: { pegawai_id: 11, tahun: 2025 } }),
    );
  });

  it('says when the year is empty, and shows a failed load with a retry', async () => {
    let fail = true;
    const { transport } = fakeTransport({
      [`GET ${PEGAWAI}`]: () => (fail ? new Error('Server sedang sibuk') : { ...ANI_2026, data: [] }),
    });
    renderWithProviders(<PenghasilanPegawaiPage />, { transport, route: '/?pegawai_id=11&tahun=2026' });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada penghasilan pada tahun ini')).toBeInTheDocument();
  });
});
