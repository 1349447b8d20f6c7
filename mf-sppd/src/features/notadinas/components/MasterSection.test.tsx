import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { JABATAN_ENTITY, MasterSection, SURAT_ENTITY } from './MasterSection';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('MasterSection', () => {
  test('delete asks first; a letter type still in use answers 409 and its message is shown', async () => {
    const error = jest.spyOn(notify, 'error');
    const { transport, request } = fakeTransport({
      'GET /sdm/notadinas/surat': paged([{ id: 1, nama: 'Nota Dinas', kode: 'ND' }]),
      'DELETE /sdm/notadinas/surat/1': () =>
        new ApiError(409, 'Jenis surat masih dipakai nota dinas, tidak dapat dihapus'),
    });
    renderWithProviders(<MasterSection entity={SURAT_ENTITY} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Nota Dinas' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hapus jenis surat?')).toBeInTheDocument();
    expect(request.mock.calls.filter(([m]) => m === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Jenis surat masih dipakai nota dinas, tidak dapat dihapus'),
    );
    expect(request).toHaveBeenCalledWith('DELETE', '/sdm/notadinas/surat/1');
  });

  test('a letter type needs an upper-case code; a good one is posted and the list reloads', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/notadinas/surat': paged([]),
      'POST /sdm/notadinas/surat': { message: 'Surat Nota Dinas created', data: { id: 2, nama: 'Edaran', kode: 'SE' } },
    });
    renderWithProviders(<MasterSection entity={SURAT_ENTITY} />, { transport });
    await userEvent.click(await screen.findByTestId('notadinas-master-add'));
    const dialog = await screen.findByTestId('notadinas-master-dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kode' }), 'se');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama' }), ' Edaran ');
    await userEvent.click(within(dialog).getByTestId('notadinas-master-submit'));
    expect(await within(dialog).findByText(/Kode: huruf besar/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Kode' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Kode' }), 'SE');
    await userEvent.click(within(dialog).getByTestId('notadinas-master-submit'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Surat Nota Dinas created'));
    expect(request).toHaveBeenCalledWith('POST', '/sdm/notadinas/surat', { body: { nama: 'Edaran', kode: 'SE' } });
  });

  test('positions have only a name column', async () => {
    const { transport } = fakeTransport({ 'GET /sdm/notadinas/jabatan': paged([{ id: 3, nama: 'Pemimpin Cabang' }]) });
    renderWithProviders(<MasterSection entity={JABATAN_ENTITY} />, { transport });
    const table = await screen.findByRole('table', { name: 'Jabatan Nota Dinas' });
    expect(within(table).getByText('Pemimpin Cabang')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Kode' })).not.toBeInTheDocument();
  });
});
