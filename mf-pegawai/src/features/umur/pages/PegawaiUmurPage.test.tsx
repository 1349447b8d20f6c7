import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import type { Transport } from '@portal/api-client';
import { formatDate, formatRemainingUntilRetirement } from '@portal/domain';
import type { PegawaiUmurItem } from '../api';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import PegawaiUmurPage from './PegawaiUmurPage';

// The first render of Chakra UI in a fresh jsdom takes a few seconds on a small machine.
jest.setTimeout(20_000);

const today = DateTime.now().startOf('day');
const born = (years: number, months = 0) => today.minus({ years }).plus({ months }).toISODate()!;

const PEOPLE: PegawaiUmurItem[] = [
  {
    id: 1,
    nama: 'Wawan Kawil',
    npp: '11110002',
    tanggal_lahir: born(57),
    umur: 57,
    tanggal_pensiun: today.minus({ years: 1 }).toISODate()!,
    lewat_pensiun: true,
    jabatan: { id: 2, nama: 'Kepala Wilayah' },
    kantor: { id: 5, nama: 'Wilayah Barat' },
    pangkat: null,
  },
  {
    id: 2,
    nama: 'Dewi Direktur',
    npp: null,
    tanggal_lahir: born(56, 3),
    umur: 55,
    tanggal_pensiun: today.plus({ months: 3 }).toISODate()!,
    lewat_pensiun: false,
    jabatan: { id: 1, nama: 'Direktur' },
    kantor: { id: 6, nama: 'Kantor Pusat' },
    pangkat: null,
  },
];

function fakeServer() {
  const { transport, request } = fakeTransport((method, path, options) => {
    const q = options?.query ?? {};
    if (method === 'GET' && path === '/general/kantor')
      return {
        data: [
          { id: 5, nama: 'Wilayah Barat' },
          { id: 6, nama: 'Kantor Pusat' },
        ],
      };
    if (method === 'GET' && path === '/sdm/pegawai') {
      expect(q.event).toBe('umur');
      let rows = PEOPLE;
      if (q.pensiun_bulan !== undefined) rows = rows.filter((p) => !p.lewat_pensiun);
      return paged(rows);
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return {
    transport,
    umurCalls: () =>
      request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/pegawai').map(([, , o]) => o?.query),
  };
}

const renderPage = (transport: Transport) => renderWith(<PegawaiUmurPage />, transport, '/pegawai/umur');

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

describe('PegawaiUmurPage', () => {
  it('shows age, retirement date, remaining time and Lewat umur pensiun', async () => {
    const server = fakeServer();
    renderPage(server.transport);
    const table = await screen.findByRole('table', { name: 'Daftar umur dan pensiun pegawai' });
    await within(table).findByText('Wawan Kawil');
    const wawan = rowOf(table, 'Wawan Kawil');
    expect(within(wawan).getByText('57 tahun')).toBeInTheDocument();
    expect(within(wawan).getByText('Lewat umur pensiun')).toBeInTheDocument();
    const dewi = rowOf(table, 'Dewi Direktur');
    expect(within(dewi).getByText(formatDate(PEOPLE[1].tanggal_pensiun!))).toBeInTheDocument();
    expect(within(dewi).getByText(formatRemainingUntilRetirement(PEOPLE[1].tanggal_lahir))).toBeInTheDocument();
    expect(within(dewi).getByText(/^0 tahun [23] bulan \d+ hari$/)).toBeInTheDocument();
    expect(within(dewi).getByText('-')).toBeInTheDocument(); // hidden npp
    expect(server.umurCalls()[0]).toEqual({ event: 'umur', page: 1, per_page: 10 });
  });

  it('applies the age range and retiring-within filters; refuses min above max without a call', async () => {
    const server = fakeServer();
    renderPage(server.transport);
    const table = await screen.findByRole('table', { name: 'Daftar umur dan pensiun pegawai' });
    await within(table).findByText('Wawan Kawil');

    fireEvent.change(screen.getByLabelText('Umur minimal'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Umur maksimal'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Umur minimal tidak boleh lebih besar dari umur maksimal',
    );
    const callsBefore = server.umurCalls().length;

    fireEvent.change(screen.getByLabelText('Umur maksimal'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Pensiun dalam'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() =>
      expect(server.umurCalls().at(-1)).toEqual({
        event: 'umur',
        page: 1,
        per_page: 10,
        umur_min: 50,
        umur_max: 60,
        pensiun_bulan: 6,
      }),
    );
    expect(server.umurCalls().length).toBeGreaterThan(callsBefore);
    await waitFor(() => expect(within(table).queryByText('Wawan Kawil')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(server.umurCalls().at(-1)).toEqual({ event: 'umur', page: 1, per_page: 10 }));
    await within(table).findByText('Wawan Kawil');
  });
});
