import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotificationAdminRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { NOTIFICATION_ADMIN_ROWS } from '../notification-fixtures';
import NotificationAdminPage from './NotificationAdminPage';

jest.setTimeout(40_000);

const ALL = '/general/notifikasi/x/all';
const PATH = '/message/notification/all';
// A busy machine renders the table slowly: every wait may take a few seconds.
const slow = { timeout: 5_000 };

describe('NotificationAdminPage', () => {
  it('lists every user’s notifications read only and narrows by recipient, kind, unread and search', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${ALL}`]: (options?: { query?: Record<string, unknown> }) => {
        const q = options?.query ?? {};
        const rows = NOTIFICATION_ADMIN_ROWS.filter(
          (r) => (q.user_id === undefined || r.user_id === q.user_id) && (!q.unread || !r.is_read),
        );
        return paged(rows, { total: q.user_id === undefined ? 25 : rows.length });
      },
    });
    renderWithProviders(<NotificationAdminPage />, { transport, path: PATH, route: PATH });

    expect(await screen.findByText('Pesan baru dari Ani Wahyudi', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Citra Lestari')).toBeInTheDocument();
    expect(screen.getByTestId(`notification-admin-status-${NOTIFICATION_ADMIN_ROWS[0].id}`)).toHaveTextContent(
      'Belum dibaca',
    );
    expect(screen.getByTestId(`notification-admin-status-${NOTIFICATION_ADMIN_ROWS[1].id}`)).toHaveTextContent(
      'Dibaca',
    );
    expect(request).toHaveBeenCalledWith('GET', ALL, { query: { page: 1, per_page: 10 } });
    // Read only: no marking or deleting another user's notification.
    expect(screen.queryByRole('button', { name: /^Hapus/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tandai dibaca/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan notifikasi Budi Santoso saja' }));
    await waitFor(
      () => expect(request).toHaveBeenCalledWith('GET', ALL, { query: { page: 1, per_page: 10, user_id: 3 } }),
      slow,
    );
    expect(await screen.findByTestId('notification-admin-user', {}, slow)).toHaveTextContent('Penerima: Budi Santoso');
    await waitFor(() => expect(screen.queryByText('Citra Lestari')).not.toBeInTheDocument(), slow);

    fireEvent.change(screen.getByRole('combobox', { name: 'Saring jenis' }), { target: { value: 'mail' } });
    await waitFor(
      () =>
        expect(request).toHaveBeenCalledWith('GET', ALL, {
          query: { page: 1, per_page: 10, user_id: 3, kind: 'mail' },
        }),
      slow,
    );
    fireEvent.click(screen.getByTestId('notification-admin-unread'));
    await waitFor(
      () =>
        expect(request).toHaveBeenCalledWith('GET', ALL, {
          query: { page: 1, per_page: 10, user_id: 3, kind: 'mail', unread: true },
        }),
      slow,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Semua penerima' }));
    await waitFor(() => expect(screen.queryByTestId('notification-admin-user')).not.toBeInTheDocument(), slow);

    fireEvent.change(screen.getByPlaceholderText('Cari judul atau isi...'), { target: { value: 'izin' } });
    await waitFor(
      () =>
        expect(request).toHaveBeenCalledWith('GET', ALL, {
          query: { page: 1, per_page: 10, kind: 'mail', unread: true, search: 'izin' },
        }),
      slow,
    );
  });

  it('shows the empty state when no user has a notification, and the filter’s empty text otherwise', async () => {
    const { transport } = fakeTransport({ [`GET ${ALL}`]: paged([] as NotificationAdminRow[]) });
    renderWithProviders(<NotificationAdminPage />, { transport, path: PATH, route: PATH });
    expect(await screen.findByText('Belum ada notifikasi')).toBeInTheDocument();

    const filtered = fakeTransport({ [`GET ${ALL}`]: paged([] as NotificationAdminRow[]) });
    renderWithProviders(<NotificationAdminPage />, {
      transport: filtered.transport,
      path: PATH,
      route: `${PATH}?kind=job`,
    });
    expect(await screen.findByText('Tidak ada notifikasi yang cocok')).toBeInTheDocument();
  });

  it('shows the server’s refusal with a retry', async () => {
    const { transport } = fakeTransport({ [`GET ${ALL}`]: new Error('Forbidden') });
    renderWithProviders(<NotificationAdminPage />, { transport, path: PATH, route: PATH });
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});
