import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { notadinasList, notadinasRow } from '../../../testing/letter-fixtures';
import { fakeTransport, LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import NotadinasIndexPage from './NotadinasIndexPage';

jest.setTimeout(30_000);
afterEach(() => act(() => notify.clear()));

const page = (
  <>
    <NotadinasIndexPage />
    <LocationProbe />
  </>
);

const listCalls = (request: jest.Mock) =>
  request.mock.calls
    .filter(([method, path]) => method === 'GET' && path === '/sdm/notadinas/pegawai')
    .map((call) => (call[2] as RequestOptions).query);

describe('NotadinasIndexPage', () => {
  test('shows the memos with number, status, my turn and the unapproved counter', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/notadinas/pegawai': notadinasList(
        [
          notadinasRow({ nomor: 'ND/101/001/2026', status: 'disetujui', status_label: 'Disetujui' }),
          notadinasRow({ id: 6, token: 'tok-6', perihal: 'Cuti bersama', is_myturn: true, status: 'menunggu' }),
        ],
        2,
      ),
    });
    renderWithProviders(page, { transport });
    const table = await screen.findByRole('table', { name: 'Daftar Nota Dinas' });
    expect(within(table).getByText('ND/101/001/2026')).toBeInTheDocument();
    expect(within(table).getByText('Belum bernomor')).toBeInTheDocument();
    expect(within(table).getByText('Giliran Anda')).toBeInTheDocument();
    expect(within(table).getByText('Disetujui')).toBeInTheDocument();
    expect(screen.getByTestId('notadinas-unapproved')).toHaveTextContent('Menunggu tindakan Anda: 2');
    expect(within(table).getAllByRole('link', { name: 'Detail' })[1]).toHaveAttribute(
      'href',
      '/pegawai/notadinas/tok-6',
    );
  });

  test('is_myturn=0 in the address sends no filter; switching it on writes the address and asks with it', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/notadinas/pegawai': notadinasList([]) });
    renderWithProviders(page, { transport, route: '/?is_myturn=0&page=2' });
    expect(await screen.findByText('Belum ada nota dinas')).toBeInTheDocument();
    expect(listCalls(request)[0]).toEqual({ action: 'index', page: 2, per_page: 10 });
    await userEvent.click(within(screen.getByTestId('notadinas-filter-is_myturn')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('is_myturn=1'));
    expect(screen.getByTestId('location').textContent).not.toContain('page=2');
    await waitFor(() =>
      expect(listCalls(request).at(-1)).toEqual({ action: 'index', page: 1, per_page: 10, is_myturn: true }),
    );
    expect(await screen.findByText('Tidak ada nota dinas yang cocok dengan filter')).toBeInTheDocument();
  });

  test('search from the address reaches the server', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/notadinas/pegawai': notadinasList([]) });
    renderWithProviders(page, { transport, route: '/?search=rapat&status=menunggu' });
    await screen.findByText('Tidak ada nota dinas yang cocok dengan filter');
    expect(listCalls(request)[0]).toEqual({
      action: 'index',
      page: 1,
      per_page: 10,
      search: 'rapat',
      status: 'menunggu',
    });
  });
});
