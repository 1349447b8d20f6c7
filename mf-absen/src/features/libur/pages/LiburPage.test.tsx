import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setCurrentUser } from '@portal/api-client';
import type { LiburRow } from '@portal/contracts';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders, sessionUser } from '../../../testing/test-utils';
import LiburPage from './LiburPage';

jest.setTimeout(30_000);

const admin = sessionUser({ name: 'absensi', nama: 'Citra', rolesId: [10, 59], kantor_nama: null });
const paged = (rows: LiburRow[], per_page = 10) => ({
  data: rows,
  current_page: 1,
  per_page,
  from: rows.length ? 1 : null,
  to: rows.length || null,
  total: rows.length,
  last_page: 1,
});

describe('LiburPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  test('a holiday moved to another year is shown there after saving, without the search that would hide it', async () => {
    act(() => setCurrentUser(admin));
    const idulFitri: LiburRow = { id: 7, tanggal: '2026-03-20', nama: 'Idul Fitri' };
    const years: Record<number, LiburRow[]> = {
      2026: [idulFitri],
      2027: [
        { id: 5, tanggal: '2027-01-01', nama: 'Tahun Baru' },
        { ...idulFitri, tanggal: '2027-03-20' },
      ],
    };
    const { transport, request } = fakeTransport((method, path, options) => {
      const query = (options?.query ?? {}) as { tahun?: number; per_page?: number };
      if (method === 'GET' && path === '/sdm/x/libur') return paged(years[query.tahun ?? 0] ?? [], query.per_page);
      if (method === 'PUT' && path === '/sdm/x/libur/7')
        return { message: 'Libur updated', data: { ...idulFitri, tanggal: '2027-03-20' } };
      return undefined;
    });
    renderWithProviders(<LiburPage />, { transport, route: '/?tahun=2026&search=idul' });
    const table = await screen.findByRole('table', { name: 'Hari libur' });
    await waitFor(() => expect(table).toHaveTextContent('Idul Fitri'));
    expect(screen.getByRole('searchbox')).toHaveValue('idul');

    await userEvent.click(within(table).getByRole('button', { name: 'Ubah' }));
    const date = (await screen.findAllByRole('group', { name: 'Tanggal' })).at(-1)!;
    await userEvent.selectOptions(within(date).getByRole('combobox', { name: 'Tahun' }), '2027');
    await userEvent.click(screen.getByTestId('libur-form-submit'));

    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/x/libur', { query: { page: 1, per_page: 10, tahun: 2027 } }),
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Hari libur' })).toHaveTextContent('Tahun Baru'));
    expect(screen.getByRole('table', { name: 'Hari libur' })).toHaveTextContent('Idul Fitri');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  test('delete: a 403 is left to the session (no error toast, the dialog stays to cancel)', async () => {
    act(() => setCurrentUser(admin));
    const error = jest.spyOn(notify, 'error');
    const { transport, request } = fakeTransport({
      'GET /sdm/x/libur': paged([{ id: 7, tanggal: '2026-03-20', nama: 'Idul Fitri' }]),
      'DELETE /sdm/x/libur/7': new ApiError(403, 'Forbidden'),
    });
    renderWithProviders(<LiburPage />, { transport, route: '/?tahun=2026' });
    const table = await screen.findByRole('table', { name: 'Hari libur' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/x/libur/7'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Hapus' })).not.toHaveAttribute('data-loading'),
    );
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    error.mockRestore();
  });
});
