import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { OutsourcingJabatanSection } from './OutsourcingJabatanSection';

jest.setTimeout(20_000);

const PATH = '/sdm/outsourching/jabatan';
const answers = {
  [`GET ${PATH}`]: {
    data: [
      { id: 2, nama: 'Petugas Keamanan', jumlah: 3 },
      { id: 5, nama: 'Pramubakti', jumlah: 0 },
    ],
  },
};

describe('OutsourcingJabatanSection', () => {
  afterEach(() => {
    act(() => notify.clear());
    jest.restoreAllMocks();
  });

  it('lists the positions with how many workers hold each, and adds one with a trimmed name', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      [`POST ${PATH}`]: { message: 'Jabatan Outsourcing created', data: { id: 9, nama: 'Teknisi', jumlah: 0 } },
    });
    const onChange = jest.fn();
    renderWith(<OutsourcingJabatanSection onChange={onChange} />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar Jabatan Outsourcing' });
    const keamanan = within(table).getByText('Petugas Keamanan').closest('tr')!;
    expect(within(keamanan).getByText('3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah Jabatan Outsourcing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Jabatan Outsourcing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama wajib diisi')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nama/ }), { target: { value: ' Teknisi ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', PATH, { body: { nama: 'Teknisi' } }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
  });

  it('renames a position; a name taken (409) shows under the name', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      [`PUT ${PATH}/5`]: new ApiError(409, 'Nama sudah dipakai'),
    });
    renderWith(<OutsourcingJabatanSection />, transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Pramubakti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Jabatan Outsourcing' });
    const nama = within(dialog).getByRole('textbox', { name: /Nama/ });
    expect(nama).toHaveValue('Pramubakti');
    fireEvent.change(nama, { target: { value: 'Petugas Keamanan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama sudah dipakai')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('PUT', `${PATH}/5`, { body: { nama: 'Petugas Keamanan' } });
  });

  it('deletes after confirming; a position still held is refused with the server’s message', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      [`DELETE ${PATH}/2`]: new ApiError(409, 'Jabatan outsourcing masih dipakai'),
      [`DELETE ${PATH}/5`]: { message: 'Jabatan Outsourcing deleted' },
    });
    const failure = jest.spyOn(notify, 'error');
    const success = jest.spyOn(notify, 'success');
    renderWith(<OutsourcingJabatanSection />, transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Petugas Keamanan' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('"Petugas Keamanan" akan dihapus.');
    expect(request).not.toHaveBeenCalledWith('DELETE', `${PATH}/2`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Jabatan outsourcing masih dipakai'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Hapus Pramubakti' }));
    confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Jabatan Outsourcing deleted'));
    expect(request).toHaveBeenCalledWith('DELETE', `${PATH}/5`);
  });
});
