import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { REGISTER_CONFIG } from '../registers';
import { RegisterPage } from './RegisterPage';

const row = {
  id: 5,
  kantor_id: 9,
  kantor_nama: 'KCP Dago',
  keterangan: 'Renovasi',
  updated_at: '2026-11-20T01:00:00.000Z',
};

describe('RegisterPage', () => {
  afterEach(() => jest.restoreAllMocks());

  test('lists the rows; deleting asks first, then calls DELETE and shows the server message', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/absen/exclude/kantor': paged([row]),
      'DELETE /sdm/pegawai/x/absen/exclude/kantor/5': { message: 'Exclude kantor deleted' },
    });
    renderWithProviders(<RegisterPage config={REGISTER_CONFIG.exclude_kantor} />, { transport });
    expect(await screen.findByText('KCP Dago')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('register-delete-5'));
    expect(await screen.findByText('Hapus pengecualian kantor?')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('DELETE', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Exclude kantor deleted'));
    expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/absen/exclude/kantor/5');
  });

  test('an empty register says so and offers Tambah', async () => {
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/absen/x/dispensasi': paged([]) });
    renderWithProviders(<RegisterPage config={REGISTER_CONFIG.dispensasi} />, { transport });
    expect(await screen.findByText('Belum ada dispensasi')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('register-add'));
    expect(await screen.findByText('Tambah dispensasi')).toBeInTheDocument();
    expect(screen.getByTestId('register-form')).toBeInTheDocument();
  });
});
