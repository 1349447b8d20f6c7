import { act, screen, within } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { bsmr, diklatEvent, diklatEvents, diklatOptions, lppi } from '../diklat-fixtures';
import DiklatPage from './DiklatPage';

jest.setTimeout(20_000);

const user = {
  id: 1,
  name: 'diklat',
  pegawai_id: 3,
  nama: 'Rina',
  rolesId: [10, 61],
  kantor_id: 4,
} as unknown as SessionClient;

describe('DiklatPage', () => {
  beforeEach(() => act(() => setCurrentUser(user)));
  afterEach(() => act(() => setCurrentUser(null)));

  it('lists events by awal with every organiser as nama | akronim and the special badge of jenis 6', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/diklat/event': paged([diklatEvents[0]!, diklatEvent({ penyelenggaras: [lppi, bsmr] })]),
      'GET /sdm/diklat': diklatOptions,
    });
    renderWith(<DiklatPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar diklat' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sertifikasi Kepatuhan')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('diklat-special')).toHaveTextContent('Khusus');
    expect(within(rows[1]!).getByText('Lembaga Pengembangan Perbankan Indonesia | LPPI')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Badan Sertifikasi Manajemen Risiko | BSMR')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('10 Maret 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Analisis Kredit Mikro' })).toHaveAttribute(
      'href',
      '/pegawai/diklat/show/3f1c1d9e-0c1a-4c55-9b7e-0a4f3f4f1a11',
    );
    expect(request).toHaveBeenCalledWith('GET', '/sdm/diklat/event', {
      query: expect.objectContaining({ event: 'search', page: 1 }),
    });
  });
});
