import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders, type Answer } from '../../../testing/test-utils';
import { BUDI, mailItem, mailThread, rapatThread } from '../mail-fixtures';
import { useUnreadCount } from '../api';
import MailViewPage from './MailViewPage';

jest.setTimeout(20_000);

const BASE = '/general/mailbox/x';

/** What another screen of the remote (the inbox's badge) reads of the unread count. */
function CountProbe() {
  return <output data-testid="count">{useUnreadCount().data?.data.count}</output>;
}

const renderView = (answers: Record<string, Answer>, id = 21) => {
  const fake = fakeTransport({ [`GET ${BASE}/inbox/read`]: { data: { count: 3 } }, ...answers });
  renderWithProviders(
    <>
      <MailViewPage />
      <CountProbe />
    </>,
    {
      transport: fake.transport,
      path: '/message/mail/:id',
      route: `/message/mail/${id}`,
    },
  );
  return fake;
};

let cleanups: (() => void)[] = [];
const afterThis = (cleanup: () => void) => cleanups.push(cleanup);

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('MailViewPage', () => {
  it('shows the thread in the server order with sender, recipients and date and time', async () => {
    renderView({ [`GET ${BASE}/21`]: rapatThread(false) });
    expect(await screen.findByTestId('mail-subject')).toHaveTextContent('Rapat anggaran triwulan');
    const items = screen.getAllByTestId('mail-thread-item');
    expect(items.map((i) => i.getAttribute('data-mail-id'))).toEqual(['21', '22']);
    expect(within(items[0]).getByText('Ani Wahyudi')).toBeInTheDocument();
    expect(within(items[0]).getByText('Kepada: Budi Santoso, Citra Lestari')).toBeInTheDocument();
    expect(within(items[0]).getByTestId('mail-date')).toHaveTextContent('05 Maret 2026 09:00 AM');
    expect(within(items[1]).getByText('Citra Lestari')).toBeInTheDocument();
    expect(within(items[1]).getByTestId('mail-date')).toHaveTextContent('05 Maret 2026 10:30 AM');
    expect(within(items[1]).getByTestId('mail-body')).toHaveTextContent('Saya juga hadir.');
  });

  it('marks an unread mail read when it is opened (PUT), once, and the unread count follows', async () => {
    const { request } = renderView({
      [`GET ${BASE}/21`]: rapatThread(true),
      [`PUT ${BASE}/21`]: { message: 'Mailbox updated', data: { count: 2 } },
    });
    await screen.findByTestId('mail-subject');
    await waitFor(() => expect(request).toHaveBeenCalledWith('PUT', `${BASE}/21`, { body: { action: 'read' } }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    await act(async () => {});
    expect(request.mock.calls.filter(([method]) => method === 'PUT')).toHaveLength(1);
    expect(request).not.toHaveBeenCalledWith('PUT', `${BASE}/22`, expect.anything());
  });

  it('does not mark an outbox copy or a mail already read', async () => {
    const { request } = renderView({
      [`GET ${BASE}/21`]: mailThread([mailItem({ box: 'outbox', sender: BUDI, is_unread: false })]),
    });
    await screen.findByTestId('mail-subject');
    await act(async () => {});
    expect(request).not.toHaveBeenCalledWith('PUT', expect.anything(), expect.anything());
    expect(screen.queryByTestId('mail-mark-unread')).not.toBeInTheDocument();
  });

  it('deletes (to the trash) only after the confirmation, then returns to the box', async () => {
    const success = jest.spyOn(notify, 'success');
    const { request } = renderView({
      [`GET ${BASE}/21`]: rapatThread(false),
      [`DELETE ${BASE}/21`]: { message: 'Mailbox deleted', data: { count: 2 } },
    });
    fireEvent.click(await screen.findByTestId('mail-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/dipindahkan ke Pesan Terhapus/)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('DELETE', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('DELETE', expect.anything());

    fireEvent.click(screen.getByTestId('mail-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', `${BASE}/21`));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Mailbox deleted');
  });

  it('"Tandai belum dibaca" sends action unread and returns to the inbox', async () => {
    const { request } = renderView({
      [`GET ${BASE}/21`]: rapatThread(false),
      [`PUT ${BASE}/21`]: { message: 'Mailbox updated', data: { count: 4 } },
    });
    fireEvent.click(await screen.findByTestId('mail-mark-unread'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('PUT', `${BASE}/21`, { body: { action: 'unread' } }));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('"Balas" opens the reply form prefilled "Re: …" and sends it with parent_id; the thread reloads', async () => {
    const success = jest.spyOn(notify, 'success');
    let thread = mailThread(rapatThread(false).data.mails, 22);
    const { request } = renderView(
      {
        [`GET ${BASE}/22`]: () => thread,
        [`POST ${BASE}`]: () => {
          thread = mailThread(
            [...thread.data.mails, mailItem({ id: 25, parent_id: 22, box: 'outbox', body: 'Baik, terima kasih.' })],
            22,
          );
          return { message: 'Mailbox Sent', data: thread.data.mails[2] };
        },
      },
      22,
    );
    fireEvent.click(await screen.findByTestId('mail-reply'));
    const form = await screen.findByTestId('mail-reply-form');
    expect(within(form).getByRole('textbox', { name: /Subjek/ })).toHaveValue('Re: Rapat anggaran triwulan');
    expect(within(form).queryByRole('combobox', { name: 'Penerima' })).not.toBeInTheDocument();

    fireEvent.click(within(form).getByTestId('mail-form-submit'));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /Isi pesan/ }), {
      target: { value: ' Baik, terima kasih. ' },
    });
    fireEvent.click(within(form).getByTestId('mail-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', BASE, {
        body: { subject: 'Re: Rapat anggaran triwulan', body: 'Baik, terima kasih.', parent_id: 22 },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('mail-thread-item')).toHaveLength(3));
    expect(success).toHaveBeenCalledWith('Mailbox Sent');
    expect(screen.queryByTestId('mail-reply-form')).not.toBeInTheDocument();
  });

  it('opens an attachment through its signed address with the file opener', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:portal/1', revokeObjectURL: () => undefined });
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
    const fetchMock = jest.fn(async () => ({ ok: true, blob: async () => new Blob(['%PDF-1.4']) }));
    const realFetch = globalThis.fetch;
    Object.assign(globalThis, { fetch: fetchMock });
    afterThis(() => Object.assign(globalThis, { fetch: realFetch }));
    const { request } = renderView({
      [`GET ${BASE}/21`]: rapatThread(false),
      [`GET ${BASE}/21/x/file`]: { data: '/api/storage/local/mail/21/notulen.pdf?signature=x' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buka notulen rapat.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:portal/1', '_blank'));
    expect(request).toHaveBeenCalledWith('GET', `${BASE}/21/x/file`, { query: { file_id: 61 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/storage/local/mail/21/notulen.pdf?signature=x');
  });

  it('says "Pesan tidak ditemukan" for a mail the caller does not hold (404)', async () => {
    renderView({ [`GET ${BASE}/99`]: new ApiError(404, 'Pesan tidak ditemukan') }, 99);
    expect(await screen.findByText('Pesan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke kotak masuk' })).toHaveAttribute('href', '/message/inbox');
  });
});
