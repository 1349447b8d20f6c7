import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JabatanRow } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import JabatanPage from './JabatanPage';

jest.setTimeout(20_000);

const row = (over: Partial<JabatanRow> = {}): JabatanRow => ({
  id: 1,
  nama: 'Kepala Cabang',
  ket: null,
  level_id: 1,
  level_nama: 'Pimpinan',
  eselon_id: null,
  eselon_nama: null,
  parent_id: null,
  parent_nama: null,
  label_id: null,
  label_nama: null,
  is_bidangtugas: false,
  is_kpi: true,
  is_disabled: false,
  pegawai_count: 4,
  ...over,
});

const registers = {
  'GET /sdm/x/jabatan/x/level': { data: [{ id: 1, nama: 'Pimpinan', jabatan_count: 1 }] },
  'GET /sdm/set/jabatan/x/eselon': { data: [] },
  'GET /sdm/set/jabatan/x/label': { data: [] },
};

describe('JabatanPage', () => {
  it('lists positions, marks disabled ones, searches on the server', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/set/jabatan': paged([row(), row({ id: 2, nama: 'Juru Tik', is_disabled: true, level_nama: null })]),
    });
    renderWith(<JabatanPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar jabatan' });
    await within(table).findByText('Kepala Cabang');
    expect(within(table).getByText('Jabatan ini tidak dipakai lagi')).toBeInTheDocument();
    expect(within(table).getByText('Pimpinan')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(search, { target: { value: 'tik' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/set/jabatan', {
        query: expect.objectContaining({ search: 'tik', page: 1 }),
      }),
    );
  });

  it('creates a position from the dialog; a required name is checked first', async () => {
    const { transport, request } = fakeTransport({
      ...registers,
      'GET /sdm/set/jabatan': paged([]),
      'POST /sdm/set/jabatan': { message: 'Jabatan created', data: row({ id: 9, nama: 'Analis' }) },
    });
    renderWith(<JabatanPage />, transport);
    expect(await screen.findByText('Belum ada jabatan')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('jabatan-add'));
    const dialog = await screen.findByTestId('jabatan-form-dialog');
    fireEvent.click(within(dialog).getByTestId('jabatan-form-submit'));
    expect(await within(dialog).findByText('Nama jabatan wajib diisi')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Nama Jabatan/), { target: { value: 'Analis' } });
    await within(dialog).findByRole('option', { name: 'Pimpinan' });
    fireEvent.change(within(dialog).getByTestId('jabatan-level_id'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByTestId('jabatan-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/set/jabatan', {
        body: {
          nama: 'Analis',
          ket: null,
          level_id: 1,
          eselon_id: null,
          label_id: null,
          parent_id: null,
          is_bidangtugas: false,
          is_kpi: false,
          is_disabled: false,
        },
      }),
    );
  });

  it('asks before deleting, then sends the delete', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/set/jabatan': paged([row()]),
      'DELETE /sdm/set/jabatan/1': { message: 'Jabatan deleted' },
    });
    renderWith(<JabatanPage />, transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Kepala Cabang' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/set/jabatan/1');
    fireEvent.click(within(dialog).getByRole('button', { name: /Hapus|Ya/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/set/jabatan/1'));
  });
});
