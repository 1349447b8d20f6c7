import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import type { NotificationRow } from '@portal/contracts';
import { NOTIFICATION_ROWS } from '../notification-fixtures';
import NotificationPage from './NotificationPage';

const BASE = '/general/notifikasi';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('NotificationPage', () => {
  it('lists, marks one read (the count falls), and deletes after a confirmation', async () => {
    let rows = [...NOTIFICATION_ROWS];
    let count = 1;
    const { transport, request } = fakeTransport({
      [`GET ${BASE}/x/unread`]: () => ({ data: { count } }),
      [`GET ${BASE}`]: () => paged(rows),
      [`PUT ${BASE}/${NOTIFICATION_ROWS[0].id}`]: () => {
        rows = rows.map((r) => (r.id === NOTIFICATION_ROWS[0].id ? { ...r, is_read: true } : r));
        count = 0;
        return { message: 'Notifikasi updated', data: { count } };
      },
      [`DELETE ${BASE}/${NOTIFICATION_ROWS[1].id}`]: () => {
        rows = rows.filter((r) => r.id !== NOTIFICATION_ROWS[1].id);
        return { message: 'Notifikasi deleted', data: { count } };
      },
    });
    renderWithProviders(<NotificationPage />, {
      transport,
      path: '/message/notification',
      route: '/message/notification',
    });

    expect(await screen.findByText('Pesan baru dari Ani Wahyudi')).toBeInTheDocument();
    expect(await screen.findByTestId('notification-unread-count')).toHaveTextContent('1 belum dibaca');
    expect(screen.getByRole('link', { name: 'Pesan baru dari Ani Wahyudi' })).toHaveAttribute(
      'href',
      '/message/mail/21',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Tandai dibaca: Pesan baru dari Ani Wahyudi' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', `${BASE}/${NOTIFICATION_ROWS[0].id}`, { body: { action: 'read' } }),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-unread-count')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Hapus notifikasi: Menunggu persetujuan Anda' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${BASE}/${NOTIFICATION_ROWS[1].id}`));
    await waitFor(() => expect(screen.queryByText('Menunggu persetujuan Anda')).not.toBeInTheDocument());
  }, 30_000);

  it('shows the empty state when there is nothing at all', async () => {
    const { transport } = fakeTransport({
      [`GET ${BASE}/x/unread`]: { data: { count: 0 } },
      [`GET ${BASE}`]: paged([] as NotificationRow[]),
    });
    renderWithProviders(<NotificationPage />, {
      transport,
      path: '/message/notification',
      route: '/message/notification',
    });
    expect(await screen.findByText('Belum ada notifikasi')).toBeInTheDocument();
  }, 30_000);
});
