import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import type { RequestOptions } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { linkDetail, linkFile } from '../link-fixtures';
import LinkDetailPage from './LinkDetailPage';

const renderPage = (answers: Parameters<typeof fakeTransport>[0]) => {
  const fake = fakeTransport(answers);
  renderWithProviders(<LinkDetailPage />, {
    transport: fake.transport,
    path: '/message/link/:id',
    route: '/message/link/7',
  });
  return fake;
};

let openSpy: jest.SpyInstance;
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:portal/1', revokeObjectURL: () => undefined });
});
beforeEach(() => {
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('LinkDetailPage', () => {
  it('shows the link and its files; Buka loads the file from the link and opens a PDF in a new tab', async () => {
    const { request } = renderPage({
      'GET /general/link/7': { data: linkDetail({ can_edit: false }) },
      'GET /general/link/7/x/file': () => ({
        blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
        headers: {
          get: (name: string) =>
            ({ 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="Pedoman Cuti.pdf"' })[
              name.toLowerCase()
            ] ?? null,
        },
      }),
    });
    expect(await screen.findByTestId('link-title')).toHaveTextContent('Pedoman Cuti 2026');
    expect(screen.getByTestId('link-url')).toHaveAttribute('href', 'https://intranet.bank.co.id/sdm/cuti');
    expect(screen.getByText(/Dibuat oleh Ani Lestari/)).toBeInTheDocument();
    const row = screen.getByTestId('link-file-row');
    expect(within(row).getByText('Pedoman Cuti.pdf')).toBeInTheDocument();
    expect(within(row).getByText('244 KB')).toBeInTheDocument();
    // A reader: no edit, delete or upload.
    expect(screen.queryByTestId('link-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('file-upload-list')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Buka Pedoman Cuti.pdf' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalledWith('blob:portal/1', '_blank'));
    const [, , options] = request.mock.calls.find(([, path]) => path === '/general/link/7/x/file')! as [
      string,
      string,
      RequestOptions,
    ];
    expect(options).toMatchObject({ query: { location: 'link/7/Pedoman Cuti.pdf' }, responseType: 'response' });
  });

  it('lets the owner delete one file after confirming (destroy_file)', async () => {
    const detail = linkDetail({
      files: [
        linkFile(),
        linkFile({ id: 12, name: 'Lampiran.png', location: 'link/7/Lampiran.png', content_type: 'image/png' }),
      ],
    });
    const { request } = renderPage({
      'GET /general/link/7': { data: detail },
      'PUT /general/link/7': { message: 'File deleted', data: { ...detail, files: [detail.files[0]] } },
    });
    expect(await screen.findByTestId('file-upload-list')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Lampiran.png' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('"Lampiran.png" akan dihapus dari link ini.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/general/link/7', { body: { action: 'destroy_file', file_id: 12 } }),
    );
  });

  it('deletes the link after confirming and goes back to the board', async () => {
    const { request } = renderPage({
      'GET /general/link/7': { data: linkDetail() },
      'DELETE /general/link/7': { message: 'Link deleted' },
    });
    fireEvent.click(await screen.findByTestId('link-delete'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/general/link/7'));
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });

  it('says so when the link does not exist', async () => {
    renderPage({});
    expect(await screen.findByText('Link tidak ditemukan')).toBeInTheDocument();
  });
});
