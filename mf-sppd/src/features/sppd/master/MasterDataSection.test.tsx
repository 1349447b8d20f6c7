import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { MASTER_ENTITIES } from './master-config';
import { MasterDataSection } from './MasterDataSection';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

const wilayah = paged([
  { id: 1, nama: 'Jawa' },
  { id: 2, nama: 'Sumatera' },
]);

describe('MasterDataSection', () => {
  test('lists the rows; a new one is validated, then posted trimmed and the list reloads', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/x/wilayah': wilayah,
      'POST /sdm/sppd/x/wilayah': { message: 'Wilayah created', data: { id: 3, nama: 'Bali' } },
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.wilayah} inAddress />, { transport });
    expect(await screen.findByText('Sumatera')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('master-wilayah-add'));
    const dialog = await screen.findByTestId('master-dialog');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama' }), '  Bali ');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wilayah created'));
    expect(request).toHaveBeenCalledWith('POST', '/sdm/sppd/x/wilayah', { body: { nama: 'Bali' } });
    await waitFor(() =>
      expect(request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/sppd/x/wilayah').length).toBe(2),
    );
  });

  test('a rate is posted with ids as numbers, the optional kendaraan as null and the amount as a decimal string', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/x/biaya_mitra': paged([]),
      'GET /sdm/sppd/x/level': { data: [{ id: 1, nama: 'Staf' }] },
      'GET /sdm/sppd/x/wilayah': { data: [{ id: 2, nama: 'Jawa' }] },
      'GET /sdm/sppd/x/jenis_biaya': { data: [{ id: 5, nama: 'Uang harian' }] },
      'GET /sdm/sppd/x/kendaraan': { data: [] },
      'POST /sdm/sppd/x/biaya_mitra': { message: 'Biaya mitra created', data: { id: 9, nama: 'x' } },
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.biaya_mitra} />, { transport });
    expect(await screen.findByText('Belum ada data')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('master-biaya_mitra-add'));
    const dialog = await screen.findByTestId('master-dialog');
    await within(dialog).findByRole('option', { name: 'Uang harian' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'Staf');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Wilayah' }), 'Jawa');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Jenis Biaya' }), 'Uang harian');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nominal (Rp)' }), '150.000');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    expect(await within(dialog).findByText(/Nominal berupa angka tanpa titik ribuan/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Nominal (Rp)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nominal (Rp)' }), '150000.50');
    await userEvent.click(within(dialog).getByTestId('master-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/sppd/x/biaya_mitra', {
        body: { level_id: 1, wilayah_id: 2, jenis_biaya_id: 5, kendaraan_id: null, nominal: '150000.50' },
      }),
    );
  });

  test('an edit is sent with PUT to the row', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/x/wilayah': wilayah,
      'PUT /sdm/sppd/x/wilayah/1': { message: 'Wilayah updated', data: { id: 1, nama: 'Jawa Barat' } },
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.wilayah} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Jawa' }));
    const input = within(await screen.findByTestId('master-dialog')).getByRole('textbox', { name: 'Nama' });
    expect(input).toHaveValue('Jawa');
    await userEvent.type(input, ' Barat');
    await userEvent.click(screen.getByTestId('master-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/sdm/sppd/x/wilayah/1', { body: { nama: 'Jawa Barat' } }),
    );
  });

  test('delete asks first; a row still in use (409) shows the server message and stays', async () => {
    const error = jest.spyOn(notify, 'error');
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/x/wilayah': wilayah,
      'DELETE /sdm/sppd/x/wilayah/1': new ApiError(409, 'Data ini masih dipakai sehingga tidak dapat dihapus'),
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.wilayah} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Jawa' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hapus wilayah?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request.mock.calls.filter(([m]) => m === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Hapus Jawa' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Data ini masih dipakai sehingga tidak dapat dihapus'));
    expect(request).toHaveBeenCalledWith('DELETE', '/sdm/sppd/x/wilayah/1');
    // The refusal keeps the confirmation open (as every delete of the portal does) until Batal.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Jawa')).toBeInTheDocument();
  });

  test('a successful delete reloads the list', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/x/wilayah': wilayah,
      'DELETE /sdm/sppd/x/wilayah/2': { message: 'Wilayah deleted' },
    });
    renderWithProviders(<MasterDataSection entity={MASTER_ENTITIES.wilayah} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Sumatera' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Wilayah deleted'));
    expect((request.mock.calls[0][2] as RequestOptions).query).toEqual({ event: 'index', page: 1, per_page: 10 });
  });
});
