import { screen, waitFor } from '@testing-library/react';
import { fakeRealtime, fakeTransport, REALTIME_TICKET } from '@portal/api-client/testing';
import type { MailUnreadEvent } from '@portal/contracts';
import { renderPage } from '@portal/design-system/testing';
import { useUnreadMail, UNREAD_MAIL_PATH } from '../realtime/useUnreadMail';
import { playMailChime } from '../realtime/mail-chime';
import { MailBadge } from './MailBadge';
import { unreadLabel } from './NavbarCountLink';

jest.mock('../realtime/mail-chime', () => ({ playMailChime: jest.fn() }));
const played = jest.mocked(playMailChime);

function NavbarEnvelope() {
  return <MailBadge unread={useUnreadMail()} />;
}

const arrived = (count: number): MailUnreadEvent => ({
  count,
  message: 'Incoming Messages',
  mail: { id: 30, main_id: 30, subject: 'Undangan pelatihan', sender_name: 'Ani Wahyudi' },
});

const realtime = fakeRealtime();
afterEach(() => played.mockClear());

describe('the navbar envelope', () => {
  it('shows the unread count read from the server, links to the inbox, and rises with an arriving mail (with the chime)', async () => {
    const { transport } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      [`GET ${UNREAD_MAIL_PATH}`]: { data: { count: 2 } },
    });
    renderPage(<NavbarEnvelope />, { transport });

    const link = await screen.findByRole('link', { name: 'Kotak masuk, 2 pesan belum dibaca' });
    expect(link).toHaveAttribute('href', '/message/inbox');
    expect(screen.getByTestId('navbar-mail-count')).toHaveTextContent('2');

    await waitFor(() => expect(realtime.openCount()).toBe(1));
    realtime.push('mail.unread', arrived(3));
    expect(await screen.findByRole('link', { name: 'Kotak masuk, 3 pesan belum dibaca' })).toBeInTheDocument();
    expect(played).toHaveBeenCalledTimes(1);

    // Read in another tab: the count falls to nothing, the badge goes, no sound.
    realtime.push('mail.unread', { count: 0, message: null, mail: null });
    expect(await screen.findByRole('link', { name: 'Kotak masuk' })).toBeInTheDocument();
    expect(screen.getByTestId('navbar-mail-count')).not.toBeVisible();
    expect(played).toHaveBeenCalledTimes(1);
  });

  it('shows no number when the count cannot be read', async () => {
    const { transport, request } = fakeTransport({ 'POST /realtime/ticket': REALTIME_TICKET });
    renderPage(<NavbarEnvelope />, { transport });
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', UNREAD_MAIL_PATH));
    expect(screen.getByRole('link', { name: 'Kotak masuk' })).toBeInTheDocument();
    expect(screen.getByTestId('navbar-mail-count')).toHaveTextContent('');
  });

  it('keeps the badge small: 99+ past 99', () => {
    expect([unreadLabel(7), unreadLabel(99), unreadLabel(100)]).toEqual(['7', '99', '99+']);
  });
});
