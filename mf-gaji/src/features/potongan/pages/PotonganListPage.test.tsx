import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { BANDUNG, deductionRow, ZAKAT } from '../potongan-fixtures';
import PotonganListPage from './PotonganListPage';

jest.setTimeout(40_000);

const listAnswer = (rows = [deductionRow(), deductionRow({ id: 2, jenis: ZAKAT, jumlah: '125000.50' })]) => ({
  ...paged(rows),
  total_jumlah: '1375000.50',
});

afterEach(() => signOut());

describe('PotonganListPage', () => {
  it('lists the month with amounts and the server total in Indonesian money format, filters in the query', async () => {
    signInAs([10, 53]);
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji': listAnswer() });
    renderWithProviders(<PotonganListPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Daftar potongan gaji' });
    expect(await within(table).findByText('Rp 1.250.000,00')).toBeInTheDocument();
    expect(within(table).getByText('Rp 125.000,50')).toBeInTheDocument();
    expect(within(table).getAllByText('Maret 2026')).toHaveLength(2);
    expect(within(screen.getByTestId('potongan-total')).getByText('Rp 1.375.000,50')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
      query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 },
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
        query: { page: 1, per_page: 10, tahun: 2026 },
      }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari' }), { target: { value: 'ani' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Cari' }), { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
        query: { page: 1, per_page: 10, tahun: 2026, search: 'ani' },
      }),
    );
    fireEvent.click(within(table).getByRole('button', { name: /Jumlah/ }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
        query: { page: 1, per_page: 10, tahun: 2026, search: 'ani', sortby: 'jumlah' },
      }),
    );
  });

  it('an employee sees no office filter or search (the server gives their own rows)', async () => {
    signInAs([10]);
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji': listAnswer([deductionRow()]) });
    renderWithProviders(<PotonganListPage />, { transport });
    await screen.findByText('Rp 1.250.000,00');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('kantor-select')).not.toBeInTheDocument();
    expect(screen.queryByTestId('potongan-hapus')).not.toBeInTheDocument();
  });

  it('shows the empty state and the error with a retry', async () => {
    signInAs([10]);
    let fail = true;
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji': () => (fail ? new Error('Server sedang sibuk') : listAnswer([])),
    });
    renderWithProviders(<PotonganListPage />, { transport });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada potongan gaji untuk filter ini')).toBeInTheDocument();
  });

  it('hapus asks first; only a confirmed hapus is sent, then the list reloads', async () => {
    signInAs([3]);
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji': listAnswer(),
      'POST /sdm/pegawai/x/potongan_gaji/x/hapus': { message: 'Potongan Gaji Dihapus', data: { deleted: 2 } },
    });
    renderWithProviders(<PotonganListPage />, { transport, route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}` });
    fireEvent.click(await screen.findByTestId('potongan-hapus'));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Kantor Cabang Bandung bulan Maret 2026 akan dihapus/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());

    const loads = request.mock.calls.filter(([m]) => m === 'GET').length;
    fireEvent.click(screen.getByTestId('potongan-hapus'));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/potongan_gaji/x/hapus', {
        body: { kantor_id: BANDUNG.id, tahun: 2026, bulan: 3 },
      }),
    );
    await waitFor(() => expect(request.mock.calls.filter(([m]) => m === 'GET').length).toBeGreaterThan(loads));
  });
});
