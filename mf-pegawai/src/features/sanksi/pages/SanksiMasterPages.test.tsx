import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { sanksiJenis, sanksiParents } from '../sanksi-fixtures';
import SanksiJenisPage from './SanksiJenisPage';
import SanksiParentPage from './SanksiParentPage';

jest.setTimeout(20_000);

const answers = {
  'GET /general/sanksi': { data: sanksiJenis },
  'GET /general/sanksi/x/parent': { data: sanksiParents, kelas: sanksiParents.map((p) => p.kelas) },
};

describe('sanction master data pages', () => {
  it('a type is edited with its name and parent prefilled, and sent with the parent chosen', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'PUT /general/sanksi/3': { message: 'Jenis sanksi updated', data: sanksiJenis[3] },
    });
    renderWith(<SanksiJenisPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar Jenis Sanksi' });
    expect(within(table).getByText('Demosi')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Ubah Demosi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Jenis Sanksi' });
    expect(within(dialog).getByRole('textbox', { name: /Nama/ })).toHaveValue('Demosi');
    const induk = within(dialog).getByRole('combobox', { name: /Induk/ });
    expect(induk).toHaveValue('3');
    fireEvent.change(induk, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/general/sanksi/3', { body: { nama: 'Demosi', parent_id: 2 } }),
    );
  });

  it('a parent without a name or class is not sent, and one is deleted only after confirming', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'DELETE /general/sanksi/x/parent/1': { message: 'Induk sanksi deleted' },
    });
    renderWith(<SanksiParentPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar Induk Jenis Sanksi' });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Induk Jenis Sanksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Induk Jenis Sanksi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kelas wajib dipilih')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', '/general/sanksi/x/parent', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(table).getByRole('button', { name: 'Hapus Sanksi Ringan' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/general/sanksi/x/parent/1');
    fireEvent.click(within(confirm).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/general/sanksi/x/parent/1'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
