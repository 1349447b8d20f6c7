import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { ScopeSection, SCOPES } from './ScopeSection';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

const row = { id: 4, nama: 'Cabang Bandung', kode: '101', created_at: '2026-03-01T02:00:00.000Z' };

describe('ScopeSection', () => {
  test('an office is removed from exclude/kantor only after confirming', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/skmd/exclude/kantor': paged([row]),
      'DELETE /sdm/pegawai/x/skmd/exclude/kantor/4': { message: 'Pengecualian dihapus' },
    });
    renderWithProviders(<ScopeSection config={SCOPES.excludeKantor} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Cabang Bandung' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request.mock.calls.filter(([m]) => m === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Cabang Bandung' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pengecualian dihapus'));
    expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/skmd/exclude/kantor/4');
  });

  test('an employee is added to exclude/pegawai with the picker', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/skmd/exclude/pegawai': paged([]),
      'GET /sdm/pegawai': {
        data: [{ id: 11, nama: 'Ani Lestari', npp: '30000001', jabatan: null, kantor: null }],
      },
      'POST /sdm/pegawai/x/skmd/exclude/pegawai': { message: 'Pengecualian ditambahkan' },
    });
    renderWithProviders(<ScopeSection config={SCOPES.excludePegawai} />, { transport });
    expect(await screen.findByText('Daftar masih kosong')).toBeInTheDocument();
    expect(screen.getByTestId('skmd-scope-add')).toBeDisabled();
    await userEvent.type(screen.getByRole('combobox', { name: 'Pegawai' }), 'Ani Les');
    await userEvent.click(await screen.findByRole('option', { name: /Ani Lestari/ }, { timeout: 5000 }));
    await userEvent.click(screen.getByTestId('skmd-scope-add'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pengecualian ditambahkan'));
    expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/skmd/exclude/pegawai', { body: { id: 11 } });
  });
});
