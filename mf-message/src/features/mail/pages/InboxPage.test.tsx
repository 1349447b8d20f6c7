import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@portal/design-system/router';
import { fakeRealtime, REALTIME_TICKET } from '@portal/api-client/testing';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders, type Answer } from '../../../testing/test-utils';
import { BUDI, CITRA, mailRow } from '../mail-fixtures';
import InboxPage from './InboxPage';

const INBOX = '/general/mailbox/x/inbox';
const COUNT = '/general/mailbox/x/inbox/read';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const renderInbox = (answers: Record<string, Answer>, route = '/message/inbox') => {
  const fake = fakeTransport({ 'POST /realtime/ticket': REALTIME_TICKET, ...answers });
  renderWithProviders(
    <>
      <InboxPage />
      <LocationProbe />
    </>,
    { transport: fake.transport, path: '/message/inbox', route },
  );
  return fake;
};

const realtime = fakeRealtime();
afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('InboxPage', () => {
  it('lists the inbox from GET inbox: sender, subject linking to the thread, date; unread rows bold; the unread count', async () => {
    const { request } = renderInbox({
      [`GET ${INBOX}`]: paged([
        mailRow({ is_unread: true, attachments_count: 2 }),
        mailRow({ id: 23, main_id: 23, subject: 'Catatan kedua', sender: CITRA, recipients: [BUDI] }),
      ]),
      [`GET ${COUNT}`]: { data: { count: 1 } },
    });
    const table = await screen.findByRole('table', { name: 'Daftar pesan masuk' });
    await waitFor(() => expect(within(table).getByText('Rapat anggaran triwulan')).toBeInTheDocument());
    const unread = within(table).getByTestId('mail-row-21');
    expect(unread).toHaveAttribute('href', '/message/mail/21');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(getComputedStyle(unread).fontWeight).toBe('var(--chakra-font-weights-bold)');
    expect(within(table).getByTestId('mail-row-23')).not.toHaveAttribute('data-unread');
    expect(within(table).getByText('Baru')).toBeInTheDocument();
    expect(within(table).getByText('2 lampiran')).toBeInTheDocument();
    expect(within(table).getByText('Ani Wahyudi')).toBeInTheDocument();
    expect(within(table).getAllByText('05 Maret 2026 09:00 AM')).toHaveLength(2);
    expect(await screen.findByTestId('mail-unread-count')).toHaveTextContent('1 belum dibaca');
    expect(request).toHaveBeenCalledWith('GET', INBOX, { query: { page: 1, per_page: 10 } });
  });

  it('keeps the unread filter and the search in the address and sends them to the server', async () => {
    const { request } = renderInbox({
      [`GET ${INBOX}`]: paged([mailRow({ is_unread: true })]),
      [`GET ${COUNT}`]: { data: { count: 1 } },
    });
    await screen.findByTestId('mail-row-21');
    fireEvent.click(screen.getByTestId('mail-filter-unread'));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', INBOX, { query: { page: 1, per_page: 10, unread: true } }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('?unread=true');
    expect(screen.getByTestId('mail-filter-unread')).toHaveAttribute('aria-pressed', 'true');

    const search = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(search, { target: { value: 'rapat' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', INBOX, {
        query: { page: 1, per_page: 10, search: 'rapat', unread: true },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('?search=rapat&unread=true');
  });

  it('opens with the list state of the address (back from a mail returns to it)', async () => {
    const { request } = renderInbox(
      { [`GET ${INBOX}`]: paged([]), [`GET ${COUNT}`]: { data: { count: 0 } } },
      '/message/inbox?page=2&search=anggaran&unread=true',
    );
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', INBOX, {
        query: { page: 2, per_page: 10, search: 'anggaran', unread: true },
      }),
    );
    expect(await screen.findByText('Tidak ada pesan yang belum dibaca')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toHaveValue('anggaran');
  });

  it('shows the empty inbox in Indonesian, and a failure with a retry', async () => {
    let fail = true;
    renderInbox({
      [`GET ${INBOX}`]: () => (fail ? new Error('Server tidak dapat dihubungi') : paged([])),
      [`GET ${COUNT}`]: { data: { count: 0 } },
    });
    expect(await screen.findByText('Server tidak dapat dihubungi')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Kotak masuk kosong')).toBeInTheDocument();
    expect(screen.getByText('Belum ada pesan untuk Anda.')).toBeInTheDocument();
  });

  it('refreshes when the realtime event says a mail arrived, with the toast "Incoming Messages" and the new count', async () => {
    const info = jest.spyOn(notify, 'info');
    let rows = [mailRow()];
    let count = 0;
    const { request } = renderInbox({
      [`GET ${INBOX}`]: () => paged(rows),
      [`GET ${COUNT}`]: () => ({ data: { count } }),
    });
    await screen.findByTestId('mail-row-21');
    await waitFor(() => expect(realtime.openCount()).toBe(1));
    const listCalls = () => request.mock.calls.filter(([method, path]) => method === 'GET' && path === INBOX).length;
    const before = listCalls();

    rows = [mailRow({ id: 30, main_id: 30, subject: 'Undangan pelatihan', is_unread: true }), ...rows];
    count = 1;
    realtime.push('mail.unread', {
      count: 1,
      message: 'Incoming Messages',
      mail: { id: 30, main_id: 30, subject: 'Undangan pelatihan', sender_name: 'Ani Wahyudi' },
    });
    expect(await screen.findByTestId('mail-row-30')).toHaveAttribute('data-unread', 'true');
    expect(listCalls()).toBeGreaterThan(before);
    expect(info).toHaveBeenCalledWith('Incoming Messages');
    expect(screen.getByTestId('mail-unread-count')).toHaveTextContent('1 belum dibaca');

    // Another tab read a mail: the list and count follow, without a toast.
    info.mockClear();
    realtime.push('mail.unread', { count: 0, message: null, mail: null });
    await waitFor(() => expect(screen.queryByTestId('mail-unread-count')).not.toBeInTheDocument());
    expect(info).not.toHaveBeenCalled();
  });
});
