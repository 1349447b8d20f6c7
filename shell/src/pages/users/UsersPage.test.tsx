import { screen } from '@testing-library/react';
import { fakeTransport } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import UsersPage from './UsersPage';

describe('UsersPage', () => {
  it('shows each role by its name with its number, not a bare number', async () => {
    const { transport } = fakeTransport((method, path) =>
      method === 'GET' && path.startsWith('/general/users')
        ? {
            data: [{ id: 4, name: 'hr', email: 'hr@bank.test', rolesId: [10, 57] }],
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
