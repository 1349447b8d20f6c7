import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { phkRows, phkTypes } from '../phk-fixtures';
import PhkPage from './PhkPage';

jest.setTimeout(20_000);

const user = {
  id: 1,
  name: 'hr',
  pegawai_id: 3,
  nama: 'Rina',
  rolesId: [10, 57],
  kantor_id: 4,
} as unknown as SessionClient;

const answers = {
  'GET /sdm/pegawai/x/phk': paged(phkRows),
  'GET /sdm/pegawai/x/phk/x/type': { data: phkTypes },
  'GET /general/kantor': { data: [{ id: 3, nama: 'Kantor Cabang Makassar' }] },
  'GET /sdm/pegawai/x/phk/21/x/file': { data: [] },
};

describe('PhkPage', () => {
  beforeEach(() => act(() => setCurrentUser(user)));
  afterEach(() => act(() => setCurrentUser(null)));

  it('lists terminations in the spec row shape (kategori, nama, tahun, penyelenggara) with date and status', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<PhkPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar PHK pegawai' });
    const ani = (await within(table).findByText('Ani Lestari')).closest('tr')!;
    expect(within(ani).getByText('Mengundurkan Diri')).toBeInTheDocument();
    expect(within(ani).getByText('2026')).toBeInTheDocument();
    expect(within(ani).getByText('Direksi')).toBeInTheDocument();
    expect(within(ani).getByText('31 Maret 2026')).toBeInTheDocument();
    expect(within(ani).getByText('Sudah efektif')).toBeInTheDocument();
    expect(within(table).getByText('Belum efektif')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/phk', {
      query: expect.objectContaining({ event: 'index', page: 1 }),
    });
  });

  it('a status filter asks the server again from page 1', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<PhkPage />, transport);
    await screen.findByRole('table', { name: 'Daftar PHK pegawai' });
    fireEvent.change(screen.getByLabelText('Status PHK'), { target: { value: 'akan' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/phk', {
        query: expect.objectContaining({ status: 'akan', page: 1 }),
      }),
    );
  });

  it('deletes only after confirming', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'DELETE /sdm/pegawai/x/phk/21': { message: 'PHK deleted' },
    });
    renderWith(<PhkPage />, transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus PHK Ani Lestari' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/pegawai aktif kembali/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/phk/21');
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/phk/21'));
  });

  it("'PHK Massal' sends the NPPs once confirmed, then closes and reloads the register", async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'POST /sdm/pegawai/x/phk/x/bulk': { message: 'PHK created: 2', data: { jumlah: 2, phk_ids: [31, 32] } },
    });
    renderWith(<PhkPage />, transport);
    fireEvent.click(await screen.findByTestId('phk-bulk-open'));
    const dialog = await screen.findByTestId('phk-bulk-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Daftar NPP/), { target: { value: '20000003\n20000004' } });
    fireEvent.change(within(dialog).getByLabelText(/Kategori PHK/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tanggal' }), { target: { value: '15' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Bulan' }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tahun' }), {
      target: { value: String(new Date().getFullYear()) },
    });
    fireEvent.click(within(dialog).getByTestId('phk-bulk-submit'));
    // Validation, the confirmation and the dialogs' animations take a while on a busy machine.
    const confirmation = await screen.findByRole('alertdialog', {}, { timeout: 5_000 });
    expect(confirmation).toHaveTextContent('2 pegawai akan di-PHK (Mengundurkan Diri)');
    await act(async () => {
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Ya, PHK' }));
    });
    await waitFor(
      () =>
        expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/phk/x/bulk', {
          body: expect.objectContaining({ npp: ['20000003', '20000004'], type_id: 3 }),
        }),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(screen.queryByTestId('phk-bulk-dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
  });

  it('opens the detail with its decree files', async () => {
    const { transport } = fakeTransport(answers);
    renderWith(<PhkPage />, transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Detail PHK Ani Lestari' }));
    const detail = await screen.findByTestId('phk-detail');
    expect(within(detail).getByText('SK/PHK/2026/001')).toBeInTheDocument();
    expect(await within(detail).findByText('Belum ada file SK')).toBeInTheDocument();
  });
});
