import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import UsersPage from './UsersPage';
import type { UserRow } from './users-api';

/** A row as the server answers it (the contract's UserRow). */
const hr: UserRow = {
  id: 4,
  name: 'hr',
  email: 'hr@bank.test',
  status: 'active',
  is_password_default: false,
  pegawai_id: null,
  pegawai: null,
  roles: [
    { id: 10, nama: 'Pegawai' },
    { id: 57, nama: 'Admin SDM' },
  ],
};

const onePage = (rows: UserRow[]) => ({
  data: rows,
  current_page: 1,
  per_page: 10,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  last_page: 1,
});

describe('UsersPage', () => {
  it('shows each role by its name with its number, not a bare number', async () => {
    const { transport } = fakeTransport((method, path) =>
      method === 'GET' && path.startsWith('/general/users') ? onePage([hr]) : undefined,
    );
    renderPage(<UsersPage />, { transport });
    await screen.findByText('Admin SDM (57)');
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Admin SDM (57)')).toBeInTheDocument();
    expect(table.getByText(/\(10\)$/)).toBeInTheDocument();
  });
});

describe('UsersPage filters', () => {
  it('asks the server for a role, a status and verified contacts, and goes back to the first page', async () => {
    const { transport, request } = fakeTransport((method, path, options) => {
      if (method !== 'GET' || path !== '/general/users') return undefined;
      // Only the unverified filter finds nobody, so its empty text can be checked.
      return onePage(options?.query?.verified === false ? [] : [hr]);
    });
    renderPage(<UsersPage />, { transport, route: '/user?page=3' });
    await within(screen.getByRole('table')).findByText('Admin SDM (57)');

    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: '57' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'inactive' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Verifikasi kontak' }), { target: { value: 'false' } });

    await waitFor(() => {
      const last = request.mock.calls.at(-1);
      expect(last?.[2]?.query).toMatchObject({ page: 1, role_id: 57, status: 'inactive', verified: false });
    });
    expect(await screen.findByText('Tidak ada pengguna yang cocok dengan filter')).toBeInTheDocument();
  });
});
