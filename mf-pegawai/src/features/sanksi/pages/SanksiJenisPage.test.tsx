import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { sanksiJenis, sanksiParents } from '../sanksi-fixtures';
import SanksiJenisPage from './SanksiJenisPage';
import SanksiParentPage from './SanksiParentPage';

jest.setTimeout(20_000);

const answers = {
  'GET /general/sanksi': { data: sanksiJenis },
  'GET /general/sanksi/x/parent': { data: sanksiParents, kelas: sanksiParents.map((p) => p.kelas) },
};

describe('SanksiJenisPage', () => {
  it('lists the five types with their parent and class, and adds one under a parent', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'POST /general/sanksi': {
        message: 'Jenis Sanksi created',
        data: { ...sanksiJenis[3]!, id: 9, nama: 'Skorsing' },
      },
    });
    renderWith(<SanksiJenisPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar Jenis Sanksi' });
    expect(within(table).getByText('Pemutusan Hubungan Kerja')).toBeInTheDocument();
    expect(within(table).getAllByText('Sanksi Berat')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Jenis Sanksi' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nama/), { target: { value: ' Skorsing ' } });
    fireEvent.change(within(dialog).getByLabelText(/Induk/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/general/sanksi', { body: { nama: 'Skorsing', parent_id: 3 } }),
    );
  });

  it('a name already used (409) shows under the name', async () => {
    const { transport } = fakeTransport({
      ...answers,
      'POST /general/sanksi/x/parent': new ApiError(409, 'Nama sudah dipakai'),
    });
    renderWith(<SanksiParentPage />, transport);
    await screen.findByRole('table', { name: 'Daftar Induk Jenis Sanksi' });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Induk Jenis Sanksi' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nama/), { target: { value: 'Sanksi Ringan' } });
    fireEvent.change(within(dialog).getByLabelText(/Kelas/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama sudah dipakai')).toBeInTheDocument();
  });
});
