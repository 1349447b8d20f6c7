import { screen, within } from '@testing-library/react';
import type { PlafondRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import PlafondPage from './PlafondPage';

jest.setTimeout(30_000);

const pegawai = { id: 11, nama: 'Ani Lestari', npp: '30000001', kantor: { id: 5, nama: 'Kantor Cabang Bandung' } };
const rows: PlafondRow[] = [
  {
    pegawai,
    jenis: { id: 1, nama: 'Kacamata' },
    tahun: 2026,
    plafond: '1000000.00',
    terpakai: '350000.35',
    sisa: '649999.65',
  },
  {
    pegawai,
    jenis: { id: 2, nama: 'Rawat Jalan' },
    tahun: 2026,
    plafond: '500000.00',
    terpakai: '600000.00',
    sisa: '-100000.00',
  },
];

const answers = {
  'GET /sdm/pegawai/x/plafond': paged(rows),
  'GET /sdm/pegawai/x/plafond/x/jenis': {
    data: [
      { id: 1, nama: 'Kacamata' },
      { id: 2, nama: 'Rawat Jalan' },
    ],
  },
  'GET /sdm/pegawai/x/plafond/x/pemakaian': {
    pegawai,
    data: [
      { id: 3, jenis: { id: 1, nama: 'Kacamata' }, tanggal: '2026-02-01', jumlah: '250000.10', keterangan: 'Lensa' },
    ],
  },
};

afterEach(() => signOut());

describe('PlafondPage', () => {
  it("an employee sees ceiling, used and remaining (the server's sisa) and their usage", async () => {
    signInAs([10]);
    const { transport } = fakeTransport(answers);
    renderWithProviders(<PlafondPage />, { transport });
    const table = await screen.findByRole('table', { name: 'Plafon tunjangan' });
    const kacamata = (await within(table).findByText('Kacamata')).closest('tr')!;
    expect(within(kacamata).getByText('Rp 1.000.000,00')).toBeInTheDocument();
    expect(within(kacamata).getByText('Rp 350.000,35')).toBeInTheDocument();
    expect(within(kacamata).getByText('Rp 649.999,65')).toBeInTheDocument();
    expect(within(table).getByText('-Rp 100.000,00')).toBeInTheDocument();
    const usage = await screen.findByRole('table', { name: 'Riwayat pemakaian tunjangan' });
    expect(within(usage).getByText('01 Februari 2026')).toBeInTheDocument();
    expect(within(usage).getByText('Rp 250.000,10')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('a salary admin gets the office filter and search instead of their own usage', async () => {
    signInAs([53]);
    const { transport } = fakeTransport(answers);
    renderWithProviders(<PlafondPage />, { transport });
    await screen.findByRole('table', { name: 'Plafon tunjangan' });
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toBeInTheDocument();
    expect(screen.getByTestId('kantor-select')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Riwayat pemakaian tunjangan' })).not.toBeInTheDocument();
  });
});
