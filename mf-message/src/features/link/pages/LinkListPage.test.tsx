import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { linkDetail, linkRow } from '../link-fixtures';
import LinkListPage from './LinkListPage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0]) => {
  const fake = fakeTransport(answers);
  renderWithProviders(<LinkListPage />, { transport: fake.transport, path: '/message/link', route: '/message/link' });
  return fake;
};

describe('LinkListPage', () => {
  it('lists the board from GET /general/link: title, address, file count, uploader, date', async () => {
    const { request } = renderPage({
      'GET /general/link': paged([
        linkRow(),
        linkRow({ id: 8, judul: 'Formulir Klaim', url: null, files_count: 0, uploaded_by_name: 'Budi Santoso' }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Daftar tautan dan dokumen' });
    await waitFor(() => expect(within(table).getByText('Pedoman Cuti 2026')).toBeInTheDocument());
    expect(within(table).getByTestId('link-row-7')).toHaveAttribute('href', '/message/link/7');
    expect(within(table).getByText('Buka tautan')).toHaveAttribute('href', 'https://intranet.bank.co.id/sdm/cuti');
    expect(within(table).getByText('Buka tautan')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).getByText('1 file')).toBeInTheDocument();
    expect(within(table).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(table).getAllByText('05 Maret 2026')).toHaveLength(2);
    expect(request).toHaveBeenCalledWith('GET', '/general/link', { query: { page: 1, per_page: 10 } });
  });

  it('searches and sorts on the server, back to page 1', async () => {
    const { request } = renderPage({ 'GET /general/link': paged([linkRow()]) });
    await screen.findByText('Pedoman Cuti 2026');
    fireEvent.click(screen.getByRole('button', { name: /Diunggah oleh/ }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/general/link', {
        query: expect.objectContaining({ sortby: 'uploaded_by_name', page: 1 }),
      }),
    );
    const search = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(search, { target: { value: 'cuti' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/general/link', {
        query: expect.objectContaining({ search: 'cuti', sortby: 'uploaded_by_name', page: 1 }),
      }),
    );
  });

  it('shows an empty state with Tambah Link; creating a link opens its page', async () => {
    const { request } = renderPage({
      'GET /general/link': paged([]),
      'POST /general/link': { message: 'Link created', data: linkDetail({ id: 12, files: [] }) },
    });
    expect(await screen.findByText('Belum ada tautan atau dokumen')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('link-add'));
    const dialog = await screen.findByTestId('link-form-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Judul/), { target: { value: 'Pedoman Cuti 2026' } });
    fireEvent.change(within(dialog).getByLabelText(/URL/), {
      target: { value: 'https://intranet.bank.co.id/sdm/cuti' },
    });
    fireEvent.click(within(dialog).getByTestId('link-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/general/link', {
        body: { judul: 'Pedoman Cuti 2026', url: 'https://intranet.bank.co.id/sdm/cuti', keterangan: null },
      }),
    );
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });
});
