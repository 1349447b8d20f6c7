import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { broadcastRow } from '../broadcast-fixtures';
import BroadcastPage from './BroadcastPage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0]) => {
  const fake = fakeTransport(answers);
  renderWithProviders(<BroadcastPage />, {
    transport: fake.transport,
    path: '/message/broadcast',
    route: '/message/broadcast',
  });
  return fake;
};

afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('BroadcastPage', () => {
  it('shows the history with its delivery counts', async () => {
    renderPage({ 'GET /general/broadcast/x/history': paged([broadcastRow()]) });
    const table = await screen.findByRole('table', { name: 'Riwayat broadcast' });
    await waitFor(() => expect(within(table).getByText('Pemeliharaan sistem')).toBeInTheDocument());
    expect(within(table).getByText('Semua pegawai')).toBeInTheDocument();
    expect(within(table).getByText('20.000')).toBeInTheDocument();
    expect(within(table).getByText('19.400 antre')).toBeInTheDocument();
    expect(within(table).getByText('18.900 terkirim · 100 gagal · 400 menunggu')).toBeInTheDocument();
  });

  it('asks how many it reaches, confirms with that count, then sends: Broadcast Sent', async () => {
    const success = jest.spyOn(notify, 'success');
    const post = jest.fn(async (options?: { body?: { event?: string } }) =>
      options?.body?.event === 'count'
        ? { data: { recipients: 20_000, portal: 19_850, email: 19_400, whatsapp: 18_000 } }
        : { message: 'Broadcast Sent', data: broadcastRow({ id: 4 }) },
    );
    const { request } = renderPage({
      'GET /general/broadcast/x/history': paged([]),
      'POST /general/broadcast': post,
    });
    const form = await screen.findByTestId('broadcast-form');
    fireEvent.change(within(form).getByLabelText(/Judul/), { target: { value: 'Pemeliharaan sistem' } });
    fireEvent.change(within(form).getByLabelText(/^Pesan/), { target: { value: 'Portal ditutup Sabtu malam.' } });
    const email = within(screen.getByTestId('broadcast-channel-email')).getByRole('checkbox');
    fireEvent.click(email);
    await waitFor(() => expect(email).toBeChecked());
    fireEvent.click(within(form).getByTestId('broadcast-submit'));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        'Broadcast "Pemeliharaan sistem" akan dikirim ke 20.000 pegawai (19.850 lewat portal, 19.400 e-mail).',
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/general/broadcast', {
      body: { event: 'count', target: 'all', kantor_ids: undefined, jabatan_ids: undefined },
    });
    expect(post).toHaveBeenCalledTimes(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Kirim Broadcast' }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('POST', '/general/broadcast', {
        body: {
          judul: 'Pemeliharaan sistem',
          pesan: 'Portal ditutup Sabtu malam.',
          target: 'all',
          email: true,
          whatsapp: false,
        },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Broadcast Sent'));
  });

  it('for chosen offices/positions, asks for at least one before calling the API', async () => {
    const { request } = renderPage({ 'GET /general/broadcast/x/history': paged([]) });
    const form = await screen.findByTestId('broadcast-form');
    fireEvent.change(within(form).getByLabelText(/Judul/), { target: { value: 'Rapat' } });
    fireEvent.change(within(form).getByLabelText(/^Pesan/), { target: { value: 'Isi' } });
    fireEvent.change(within(form).getByTestId('broadcast-target'), { target: { value: 'selected' } });
    fireEvent.click(within(form).getByTestId('broadcast-submit'));
    expect(await within(form).findByText('Pilih minimal satu kantor atau jabatan')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });
});
