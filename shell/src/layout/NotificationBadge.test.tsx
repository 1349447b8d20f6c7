import { screen, waitFor } from '@testing-library/react';
import { fakeRealtime, fakeTransport, REALTIME_TICKET } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import { useUnreadNotifications, UNREAD_NOTIFICATIONS_PATH } from '../realtime/useUnreadNotifications';
import { NotificationBadge } from './NotificationBadge';

function NavbarBell() {
  return <NotificationBadge unread={useUnreadNotifications()} />;
}

const realtime = fakeRealtime();

describe('the navbar bell', () => {
  it('shows the unread count from the server, links to the list, and follows the push event', async () => {
    const { transport } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      [`GET ${UNREAD_NOTIFICATIONS_PATH}`]: { data: { count: 3 } },
    });
    renderPage(<NavbarBell />, { transport });

    const link = await screen.findByRole('link', { name: 'Notifikasi, 3 belum dibaca' });
    expect(link).toHaveAttribute('href', '/message/notification');
    expect(screen.getByTestId('navbar-notification-count')).toHaveTextContent('3');

    await waitFor(() => expect(realtime.openCount()).toBe(1));
    realtime.push('notification.unread', { count: 4 });
    expect(await screen.findByRole('link', { name: 'Notifikasi, 4 belum dibaca' })).toBeInTheDocument();
    realtime.push('notification.unread', { count: 0 });
    expect(await screen.findByRole('link', { name: 'Notifikasi' })).toBeInTheDocument();
    expect(screen.getByTestId('navbar-notification-count')).not.toBeVisible();
  }, 30_000);

  it('shows 99+ past 99', () => {
    renderPage(<NotificationBadge unread={150} />, { transport: fakeTransport({}).transport });
    expect(screen.getByRole('link', { name: 'Notifikasi, 150 belum dibaca' })).toBeInTheDocument();
    expect(screen.getByTestId('navbar-notification-count')).toHaveTextContent('99+');
  });
});
