import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@portal/design-system/router';
import type { WhatsappMessageRow } from '@portal/contracts';
import { fakeTransport, paged, renderWithProviders, type Answer } from '../../../testing/test-utils';
import { COUNTS, incomingRow, outgoingRow } from '../whatsapp-fixtures';
import WhatsappInboxPage from './WhatsappInboxPage';
import WhatsappIndexPage from './WhatsappIndexPage';

const PATH = '/webhook/wa';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

const listOf = (rows: WhatsappMessageRow[], counts = COUNTS) => ({ ...paged(rows), counts });

const render = (page: 'index' | 'inbox', answer: Answer, route?: string) => {
  const fake = fakeTransport({ [`GET ${PATH}`]: answer });
  const path = page === 'index' ? '/webhook_whatsapp' : '/webhook_whatsapp/inbox';
  renderWithProviders(
    <>
      {page === 'index' ? <WhatsappIndexPage /> : <WhatsappInboxPage />}
      <LocationProbe />
    </>,
    { transport: fake.transport, path, route: route ?? path },
  );
  return fake;
};

describe('WhatsappIndexPage (/webhook_whatsapp, Ultramsg)', () => {
  it('lists every outgoing message first: masked number, message kind, state, never the text; counts on the tabs', async () => {
    const { request } = render(
      'index',
      listOf([outgoingRow(), outgoingRow({ id: '32', status: 'queue', sent_at: null, template: 'reset_password' })]),
    );
    const table = await screen.findByRole('table', { name: 'Pesan WhatsApp: Semua' });
    await waitFor(() => expect(within(table).getAllByText('6281*******01')).toHaveLength(2));
    expect(within(table).getByText('Verifikasi WhatsApp')).toBeInTheDocument();
    expect(within(table).getByText('Reset password')).toBeInTheDocument();
    expect(within(table).getByText('Antrean')).toBeInTheDocument();
    expect(within(table).getAllByText('Terkirim').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Ultramsg' })).toBeInTheDocument();
    expect(screen.getByTestId('whatsapp-tab-sent')).toHaveTextContent('Terkirim2');
    expect(screen.getByTestId('whatsapp-open-inbox')).toHaveTextContent('Kotak Masuk WhatsApp (3)');
    expect(request).toHaveBeenCalledWith('GET', PATH, { query: { page: 1, per_page: 10, event: 'all' } });
  });

  it('a tab is kept in the address and asks the server for that list; search goes along', async () => {
    const { request } = render('index', (options?: { query?: { event?: string } }) =>
      listOf(options?.query?.event === 'unsent' ? [outgoingRow({ id: '33', status: 'unsent', sent_at: null })] : []),
    );
    await screen.findByTestId('whatsapp-tab-unsent');
    fireEvent.click(screen.getByTestId('whatsapp-tab-unsent'));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', PATH, { query: { page: 1, per_page: 10, event: 'unsent' } }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=unsent');
    const table = await screen.findByRole('table', { name: 'Pesan WhatsApp: Gagal Terkirim' });
    expect(within(table).getByText('Gagal Terkirim')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(search, { target: { value: '0001' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', PATH, {
        query: { page: 1, per_page: 10, search: '0001', event: 'unsent' },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('tab=unsent');
  });

  it('opens on the tab of the address; an empty list says so in Indonesian', async () => {
    const { request } = render('index', listOf([], { ...COUNTS, expired: 0 }), '/webhook_whatsapp?tab=expired');
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', PATH, { query: { page: 1, per_page: 10, event: 'expired' } }),
    );
    expect(await screen.findByText('Tidak ada pesan WhatsApp berstatus kedaluwarsa.')).toBeInTheDocument();
  });

  it('an unknown tab in the address shows every message', async () => {
    const { request } = render('index', listOf([]), '/webhook_whatsapp?tab=hapus');
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', PATH, { query: { page: 1, per_page: 10, event: 'all' } }),
    );
    expect(await screen.findByText('Portal belum mengirim pesan WhatsApp.')).toBeInTheDocument();
  });
});

describe('WhatsappInboxPage (/webhook_whatsapp/inbox)', () => {
  it('lists received messages with the linked employee, the masked number and the text; paging goes to the server', async () => {
    const { request } = render('inbox', (options?: { query?: { page?: number } }) => ({
      ...paged(
        options?.query?.page === 2
          ? [incomingRow({ id: '9', body: 'Halaman dua', pegawai_id: null, pegawai_nama: null, sender_name: null })]
          : [incomingRow(), incomingRow({ id: '8', pegawai_id: null, pegawai_nama: null, sender_name: 'Toko Sinar' })],
        { page: options?.query?.page ?? 1, total: 12 },
      ),
      counts: COUNTS,
    }));
    const table = await screen.findByRole('table', { name: 'Pesan WhatsApp masuk' });
    await waitFor(() => expect(within(table).getByTestId('whatsapp-pegawai-7')).toHaveTextContent('Ani Wahyudi'));
    expect(within(table).getByTestId('whatsapp-body-7')).toHaveTextContent('saya izin terlambat');
    expect(within(table).getByText('Toko Sinar (bukan pegawai terdaftar)')).toBeInTheDocument();
    expect(within(table).getAllByText('6281*******01')).toHaveLength(2);
    expect(within(table).getAllByText('05 Maret 2026 08:30 AM')).toHaveLength(2);
    expect(request).toHaveBeenCalledWith('GET', PATH, { query: { page: 1, per_page: 10, event: 'inbox' } });

    fireEvent.click(screen.getByRole('button', { name: /halaman 2/i }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', PATH, { query: { page: 2, per_page: 10, event: 'inbox' } }),
    );
    expect(await screen.findByText('Halaman dua')).toBeInTheDocument();
    expect(screen.getByText('Bukan pegawai terdaftar')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?page=2');
  });

  it('shows the empty inbox in Indonesian', async () => {
    render('inbox', listOf([]));
    expect(await screen.findByText('Belum ada pesan masuk')).toBeInTheDocument();
  });
});
