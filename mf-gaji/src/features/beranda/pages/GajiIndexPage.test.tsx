import { screen, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import GajiIndexPage from './GajiIndexPage';

jest.setTimeout(30_000);

afterEach(() => signOut());

const cards = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('GajiIndexPage', () => {
  it('an employee sees only the cards their policies open: their deductions, the list and allowances', async () => {
    signInAs([10]);
    const { transport, request } = fakeTransport({});
    renderWithProviders(<GajiIndexPage />, { transport });
    expect(await screen.findByRole('heading', { name: 'Penggajian', level: 1 })).toBeInTheDocument();
    expect(cards()).toEqual([
      ['Potongan Gaji', '/gaji/potongan'],
      ['Potongan Gaji Pegawai', '/gaji/potongan/pegawai'],
      ['Plafon Tunjangan', '/pegawai/plafond/index'],
    ]);
    expect(screen.queryByRole('link', { name: 'Pivot Potongan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Penghasilan' })).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('a salary admin (53) also gets the deduction admin pages and the income pages, but not the group page itself', async () => {
    signInAs([10, 53]);
    const { transport } = fakeTransport({});
    renderWithProviders(<GajiIndexPage />, { transport });
    const titles = (await screen.findAllByRole('link')).map((a) => a.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Batas Tanggal Upload',
        'Upload Potongan',
        'Pivot Potongan',
        'Laporan Potongan',
        'Potongan Belum Upload',
        'Ekspor Potongan',
        'Penghasilan',
        'Imbalan Kerja',
        'Data Penghasilan',
        'Potongan Penghasilan',
        'Penghasilan per Pegawai',
      ]),
    );
    expect(titles).not.toContain('Penggajian');
  });

  it('a report reader (54) gets the export but no upload, pivot or income pages', async () => {
    signInAs([10, 54]);
    const { transport } = fakeTransport({});
    renderWithProviders(<GajiIndexPage />, { transport });
    expect(await screen.findByRole('link', { name: 'Ekspor Potongan' })).toHaveAttribute(
      'href',
      '/gaji/potongan/export',
    );
    expect(screen.queryByRole('link', { name: 'Upload Potongan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pivot Potongan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Penghasilan' })).not.toBeInTheDocument();
  });

  it('without a signed-in user there is nothing to open', async () => {
    const { transport } = fakeTransport({});
    renderWithProviders(<GajiIndexPage />, { transport });
    expect(await screen.findByText('Tidak ada halaman penggajian untuk Anda')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
