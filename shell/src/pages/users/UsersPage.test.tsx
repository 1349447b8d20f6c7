import { screen } from '@testing-library/react';
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

describe('UsersPage', () => {
  it('shows each role by its name with its number, not a bare number', async () => {
    const { transport } = fakeTransport((method, path) =>
      method === 'GET' && path.startsWith('/general/users')
        ? {
            data: [hr],
            current_page: 1,
            per_page: 10,
            from: 1,
            to: 1,
            total: 1,
            last_page: 1,
          }
        : undefined,
    );
    renderPage(<UsersPage />, { transport });
    expect(await screen.findByText('Admin SDM (57)')).toBeInTheDocument();
    expect(screen.getByText(/\(10\)$/)).toBeInTheDocument();
  });
});
