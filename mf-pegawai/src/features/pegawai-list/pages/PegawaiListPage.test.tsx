import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Transport } from '@portal/api-client';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import type { PegawaiListItem } from '../api';
import PegawaiListPage from './PegawaiListPage';

// The first render of Chakra UI in a fresh jsdom takes a few seconds on a small machine.
jest.setTimeout(20_000);

const PEOPLE: PegawaiListItem[] = [
  {
    id: 1,
    nama: 'Budi Santoso',
    npp: '55501234',
    tanggal_lahir: '1975-07-01',
    jenis_kelamin: 'L',
    jabatan: { id: 2, nama: 'Kepala Cabang' },
    kantor: { id: 5, nama: 'Bogor' },
    pangkat: { nama: 'Manajer', grade: '12', corporate_title: 'Manager' },
    photo: null,
  },
  {
    id: 2,
    nama: 'Calon Pegawai',
    npp: null,
    tanggal_lahir: null,
    jenis_kelamin: null,
    jabatan: null,
    kantor: null,
    pangkat: null,
    photo: null,
  },
  {
    id: 3,
    nama: 'Siti Rahayu',
    npp: '19880412',
    tanggal_lahir: '1988-04-12',
    jenis_kelamin: 'P',
    jabatan: { id: 2, nama: 'Kepala Cabang' },
    kantor: { id: 6, nama: 'Surabaya' },
    pangkat: null,
    photo: null,
  },
];

/** The server as the page sees it through the transport: search, kantor filter and paging over PEOPLE. */
function fakeServer() {
  const { transport, request } = fakeTransport((method, path, options) => {
    const q = options?.query ?? {};
    if (method === 'GET' && path === '/general/kantor') {
      expect(q).toEqual({ event: 'options' });
      return {
        data: [
          { id: 5, nama: 'Bogor' },
          { id: 6, nama: 'Surabaya' },
        ],
      };
    }
    if (method === 'GET' && path === '/sdm/pegawai') {
      const search = String(q.search ?? '').toLowerCase();
      let rows = PEOPLE.filter((p) => !search || p.nama.toLowerCase().includes(search));
      if (q.kantor_id) rows = rows.filter((p) => p.kantor?.id === q.kantor_id);
      if (q.sortbydesc === 'nama') rows = [...rows].reverse();
      return paged(rows);
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return {
    transport,
    request,
    listCalls: () =>
      request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/pegawai').map(([, , o]) => o?.query),
  };
}

const renderPage = (transport: Transport, url = '/pegawai') => renderWith(<PegawaiListPage />, transport, url);

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('PegawaiListPage', () => {
  it('shows the employees: initials, hidden npp as -, rank as grade | corporate title, formatted birth date', async () => {
    const server = fakeServer();
    renderPage(server.transport);
    const table = await screen.findByRole('table', { name: 'Daftar pegawai' });
    await within(table).findByText('Budi Santoso');
    expect(server.listCalls()[0]).toEqual({ page: 1, per_page: 10 });

    const budi = rowOf(table, 'Budi Santoso');
    expect(budi).toHaveTextContent('BS');
    expect(budi).toHaveTextContent('55501234');
    expect(budi).toHaveTextContent('Kepala Cabang');
    expect(budi).toHaveTextContent('Bogor');
    expect(budi).toHaveTextContent('12 | Manager');
    expect(budi).toHaveTextContent(/1 Juli 1975|01\/07\/1975|1 Jul 1975/);

    const calon = rowOf(table, 'Calon Pegawai');
    expect(within(calon).getAllByText('-').length).toBeGreaterThanOrEqual(4);
    expect(calon).not.toHaveTextContent('00000000');
    expect(screen.getByText(/Menampilkan 1 – 3 dari 3 data/)).toBeInTheDocument();
    // Every name opens that employee's CV.
    expect(within(budi).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute('href', '/pegawai/show/1');
    expect(within(calon).getByRole('link', { name: 'Calon Pegawai' })).toHaveAttribute('href', '/pegawai/show/2');
  });

  it('searches after typing (debounced), sorts on header click, and shows the empty state', async () => {
    const server = fakeServer();
    renderPage(server.transport);
    const table = await screen.findByRole('table', { name: 'Daftar pegawai' });
    await within(table).findByText('Budi Santoso');

    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'siti' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(table).queryByText('Budi Santoso')).not.toBeInTheDocument());
    expect(within(table).getByText('Siti Rahayu')).toBeInTheDocument();
    expect(server.listCalls()).toContainEqual({ page: 1, per_page: 10, search: 'siti' });
    expect(screen.getByText(/dari 1 data/)).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'tidak ada' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Tidak ada pegawai yang cocok')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await within(table).findByText('Budi Santoso');
    fireEvent.click(within(table).getByRole('button', { name: /Nama/ }));
    await waitFor(() => expect(server.listCalls()).toContainEqual({ page: 1, per_page: 10, sortby: 'nama' }));
    fireEvent.click(within(table).getByRole('button', { name: /Nama/ }));
    await waitFor(() => expect(server.listCalls()).toContainEqual({ page: 1, per_page: 10, sortbydesc: 'nama' }));
  });

  it('takes its page, search and sort from the address (back from a CV returns to the same list)', async () => {
    const server = fakeServer();
    renderPage(server.transport, '/pegawai?page=1&search=siti&sortbydesc=nama');
    await waitFor(() =>
      expect(server.listCalls()[0]).toEqual({ page: 1, per_page: 10, search: 'siti', sortbydesc: 'nama' }),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('siti');
  });

  it('loads the office options for the kantor filter', async () => {
    const server = fakeServer();
    renderPage(server.transport);
    await screen.findByRole('table', { name: 'Daftar pegawai' });
    await waitFor(() =>
      expect(server.request).toHaveBeenCalledWith('GET', '/general/kantor', { query: { event: 'options' } }),
    );
    expect(screen.getByLabelText('Filter kantor')).toBeInTheDocument();
  });
});
