import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentUser } from '@portal/api-client';
import type { AbsenRow } from '@portal/contracts';
import { fakeGeolocation, fakeTransport, paged, renderWithProviders, sessionUser } from '../../../testing/test-utils';
import AbsenIndexPage from './AbsenIndexPage';

const user = (rolesId: number[]) => sessionUser({ rolesId });
const row = (patch: Partial<AbsenRow>): AbsenRow => ({
  id: '1',
  pegawai_id: 3,
  pegawai_nama: 'Ani Lestari',
  npp: '1001',
  jabatan_nama: 'Teller',
  kantor_id: 4,
  kantor_nama: 'KC Bandung',
  lokasi_temporer_nama: null,
  tanggal: '2026-11-20',
  waktu: '2026-11-20T00:15:00.000Z',
  jenis: 'masuk',
  latitude: -6.9,
  longitude: 107.6,
  accuracy_m: 10,
  mocked: false,
  sumber: 'kantor',
  ...patch,
});

describe('AbsenIndexPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  test('an employee sees the check-in panel and own rows, without the mocked filter', async () => {
    fakeGeolocation();
    act(() => setCurrentUser(user([10])));
    const { transport, request } = fakeTransport({
      'GET /general/users/x/lokasi_absen': {
        data: { kantor: [], temporer: [], dispensasi: false, dikecualikan: false },
      },
      'GET /sdm/pegawai/x/absen': paged([
        row({}),
        row({ id: '2', jenis: 'pulang', waktu: '2026-11-20T10:00:00.000Z' }),
      ]),
    });
    renderWithProviders(<AbsenIndexPage />, { transport });
    expect(screen.getByTestId('absen-checkin-panel')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Daftar absensi harian' });
    await waitFor(() => expect(table).toHaveTextContent('Pulang'));
    expect(table).toHaveTextContent('20 November 2026');
    expect(screen.queryByTestId('absen-filter-mocked')).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/absen', {
      query: { page: 1, per_page: 10, date: undefined },
    });
  });

  test('an admin starts on today, and filters rows with a mocked location', async () => {
    fakeGeolocation();
    act(() => setCurrentUser(user([59])));
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/absen': (o: { query: { mocked?: boolean } } | undefined) =>
        paged(o?.query.mocked ? [row({ mocked: true, pegawai_nama: 'Budi' })] : [row({})]),
    });
    renderWithProviders(<AbsenIndexPage />, { transport });
    expect(screen.queryByTestId('absen-checkin-panel')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Daftar absensi harian' });
    await waitFor(() => expect(table).toHaveTextContent('Ani Lestari'));
    expect((request.mock.calls[0][2] as { query: { date: string } }).query.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.selectOptions(screen.getByTestId('absen-filter-mocked'), 'true');
    await waitFor(() => expect(table).toHaveTextContent('Budi'));
    expect(table).toHaveTextContent('Lokasi palsu');
  });
});
