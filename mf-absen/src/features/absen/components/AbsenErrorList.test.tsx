import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentUser } from '@portal/api-client';
import type { AbsenErrorRow } from '@portal/contracts';
import { fakeGeolocation, fakeTransport, paged, renderWithProviders, sessionUser } from '../../../testing/test-utils';
import AbsenIndexPage from '../pages/AbsenIndexPage';

const user = (rolesId: number[]) => sessionUser({ rolesId });
const refusal = (patch: Partial<AbsenErrorRow>): AbsenErrorRow => ({
  id: '7',
  pegawai_id: 3,
  pegawai_nama: 'Ani Lestari',
  npp: '1001',
  kantor_nama: 'KC Bandung',
  tanggal: '2026-11-20',
  waktu: '2026-11-20T00:15:00.000Z',
  jenis: 'masuk',
  latitude: -6.93,
  longitude: 107.6,
  accuracy_m: 10,
  mocked: false,
  messages: ['Anda berada 1,2 km dari kantor terdekat (KC Bandung); radius 100 m'],
  ...patch,
});
type Options = { query: { event?: string; mocked?: boolean } } | undefined;

describe('AbsenIndexPage — Absen Ditolak', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  test('an admin opens the refused check-ins: date, time, employee, reasons and the mocked badge; filters mocked', async () => {
    fakeGeolocation();
    act(() => setCurrentUser(user([59])));
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/absen': (o: Options) => {
        if (o?.query.event !== 'error') return paged([]);
        return paged(
          o.query.mocked
            ? [
                refusal({
                  id: '8',
                  pegawai_nama: 'Budi Santoso',
                  mocked: true,
                  messages: ['Lokasi Anda tidak diketahui; izinkan akses lokasi pada peramban'],
                }),
              ]
            : [refusal({})],
        );
      },
    });
    renderWithProviders(<AbsenIndexPage />, { transport });
    await userEvent.click(screen.getByRole('tab', { name: 'Absen Ditolak' }));
    const table = await screen.findByRole('table', { name: 'Daftar absen ditolak' });
    await waitFor(() => expect(table).toHaveTextContent('Ani Lestari (1001)'));
    expect(table).toHaveTextContent('20 November 2026');
    expect(table).toHaveTextContent('07:15');
    expect(table).toHaveTextContent('Anda berada 1,2 km dari kantor terdekat (KC Bandung); radius 100 m');
    expect(table).not.toHaveTextContent('Lokasi palsu');
    const errorCall = request.mock.calls.find((c) => (c[2] as Options)?.query.event === 'error')!;
    expect((errorCall[2] as { query: { date: string; page: number } }).query).toMatchObject({
      page: 1,
      per_page: 10,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await userEvent.selectOptions(screen.getByTestId('absen-error-filter-mocked'), 'true');
    await waitFor(() => expect(table).toHaveTextContent('Budi Santoso'));
    expect(table).toHaveTextContent('Lokasi palsu');
    expect(table).toHaveTextContent('Lokasi Anda tidak diketahui');
  });

  test('an employee sees an empty state for own refusals, without the mocked filter', async () => {
    fakeGeolocation();
    act(() => setCurrentUser(user([10])));
    const { transport } = fakeTransport({
      'GET /general/users/x/lokasi_absen': {
        data: { kantor: [], temporer: [], dispensasi: false, dikecualikan: false },
      },
      'GET /sdm/pegawai/x/absen': () => paged([]),
    });
    renderWithProviders(<AbsenIndexPage />, { transport });
    await userEvent.click(screen.getByRole('tab', { name: 'Absen Ditolak' }));
    expect(await screen.findByText('Tidak ada absen yang ditolak')).toBeInTheDocument();
    expect(screen.queryByTestId('absen-error-filter-mocked')).not.toBeInTheDocument();
  });
});
