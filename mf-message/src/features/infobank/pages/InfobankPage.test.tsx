import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { channelPostRow, infobankRow } from '../infobank-fixtures';
import InfobankPage from './InfobankPage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0]) => {
  const fake = fakeTransport(answers);
  renderWithProviders(<InfobankPage />, {
    transport: fake.transport,
    path: '/message/infobank',
    route: '/message/infobank',
  });
  return fake;
};

const lists = {
  'GET /general/infobank': paged([
    infobankRow(),
    infobankRow({
      id: 6,
      judul: 'Edaran lama',
      is_active: false,
      valid_from: '2020-01-01',
      valid_until: '2020-01-31',
      attachments: [],
    }),
  ]),
  'GET /general/channel/x/public': paged([channelPostRow()]),
};

afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('InfobankPage', () => {
  it('lists the announcements (event index) with validity, status and attachments, and the channel posts', async () => {
    const { request } = renderPage(lists);
    const table = await screen.findByRole('table', { name: 'Daftar pengumuman' });
    await waitFor(() => expect(within(table).getByText('Libur nasional Idul Fitri')).toBeInTheDocument());
    expect(within(table).getByText('Aktif')).toBeInTheDocument();
    expect(within(table).getByText('Berakhir')).toBeInTheDocument();
    expect(within(table).getByText('20 Maret 2026 – 02 April 2026')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Buka edaran-libur.pdf' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/general/infobank', {
      query: { event: 'index', page: 1, per_page: 10 },
    });
    const channel = await screen.findByRole('table', { name: 'Daftar informasi kanal publik' });
    await waitFor(() => expect(within(channel).getByText('Pemeliharaan sistem')).toBeInTheDocument());
  });

  it('creates an announcement from the dialog (valid from today by default)', async () => {
    const success = jest.spyOn(notify, 'success');
    const { request } = renderPage({
      ...lists,
      'POST /general/infobank': { message: 'Infobank created', data: infobankRow({ id: 12 }) },
    });
    fireEvent.click(await screen.findByTestId('infobank-add'));
    const dialog = await screen.findByTestId('infobank-form-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Judul/), { target: { value: '  Rapat kerja  ' } });
    fireEvent.change(within(dialog).getByLabelText(/Isi pengumuman/), { target: { value: 'Rapat kerja tahunan.' } });
    fireEvent.click(within(dialog).getByTestId('infobank-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/general/infobank', {
        body: {
          judul: 'Rapat kerja',
          isi: 'Rapat kerja tahunan.',
          valid_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          valid_until: null,
        },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Infobank created'));
  });

  it('refuses an empty form without calling the API', async () => {
    const { request } = renderPage(lists);
    fireEvent.click(await screen.findByTestId('infobank-add'));
    const dialog = await screen.findByTestId('infobank-form-dialog');
    fireEvent.click(within(dialog).getByTestId('infobank-form-submit'));
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(2);
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });

  it('edits an announcement: removes an attached file', async () => {
    const { request } = renderPage({
      ...lists,
      'PUT /general/infobank/5': { message: 'Infobank updated', data: infobankRow({ attachments: [] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Libur nasional Idul Fitri' }));
    const dialog = await screen.findByTestId('infobank-form-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus lampiran edaran-libur.pdf' }));
    fireEvent.click(within(dialog).getByTestId('infobank-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/general/infobank/5', {
        body: expect.objectContaining({
          judul: 'Libur nasional Idul Fitri',
          valid_until: '2026-04-02',
          remove_file_ids: [31],
        }),
      }),
    );
  });

  it('deletes after confirmation', async () => {
    const success = jest.spyOn(notify, 'success');
    const { request } = renderPage({ ...lists, 'DELETE /general/infobank/6': { message: 'Infobank deleted' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Edaran lama' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Edaran lama/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/general/infobank/6'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Infobank deleted'));
  });
});
