import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import JabatanEselonPage from './JabatanEselonPage';

jest.setTimeout(20_000);

describe('NamedRegisterPage (eselon)', () => {
  it('lists the register with usage counts, adds and renames', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/set/jabatan/x/eselon': { data: [{ id: 1, nama: 'Eselon I', jabatan_count: 3 }] },
      'POST /sdm/set/jabatan/x/eselon': { message: 'Eselon created' },
      'PUT /sdm/set/jabatan/x/eselon/1': { message: 'Eselon updated' },
    });
    renderWith(<JabatanEselonPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar eselon' });
    const row = within(table).getByText('Eselon I').closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Nama eselon baru'), { target: { value: 'Eselon III' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/set/jabatan/x/eselon', { body: { nama: 'Eselon III' } }),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Ubah Eselon I' }));
    fireEvent.change(within(row).getByLabelText('Nama baru untuk Eselon I'), { target: { value: 'Eselon 1' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/sdm/set/jabatan/x/eselon/1', { body: { nama: 'Eselon 1' } }),
    );
  });

  it('shows an empty state when the register is empty', async () => {
    const { transport } = fakeTransport({ 'GET /sdm/set/jabatan/x/eselon': { data: [] } });
    renderWith(<JabatanEselonPage />, transport);
    expect(await screen.findByText('Belum ada eselon')).toBeInTheDocument();
  });
});
