import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setCurrentUser } from '@portal/api-client';
import { portalToday } from '@portal/domain';
import type { AbsenRow, LokasiAbsen } from '@portal/contracts';
import { notify } from '@portal/design-system';
import { fakeGeolocation, fakeTransport, renderWithProviders, sessionUser } from '../../../testing/test-utils';
import { CheckInPanel } from './CheckInPanel';

const KANTOR = { id: 4, nama: 'KC Bandung', latitude: -6.9215, longitude: 107.6071, radius_m: 100 };
const lokasi = (patch: Partial<LokasiAbsen> = {}): { data: LokasiAbsen } => ({
  data: { kantor: [KANTOR], temporer: [], dispensasi: false, dikecualikan: false, ...patch },
});
const row: AbsenRow = {
  id: '1',
  pegawai_id: 3,
  pegawai_nama: 'Ani',
  npp: '123',
  jabatan_nama: null,
  kantor_id: 4,
  kantor_nama: 'KC Bandung',
  lokasi_temporer_nama: null,
  tanggal: '2026-11-22',
  waktu: '2026-11-22T00:15:00.000Z',
  jenis: 'masuk',
  latitude: -6.9218,
  longitude: 107.6073,
  accuracy_m: 15,
  mocked: false,
  sumber: 'kantor',
};

describe('CheckInPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  test('shows locating, then inside the geofence; Absen Masuk sends the position and shows the recorded check', async () => {
    const geo = fakeGeolocation();
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /general/users/x/lokasi_absen': lokasi(),
      'POST /absen': { message: 'Absen created', duplicate: false, data: row },
    });
    renderWithProviders(<CheckInPanel />, { transport });
    expect(screen.getByTestId('absen-locating')).toHaveTextContent('Menentukan lokasi');
    expect(screen.getByTestId('absen-masuk')).toBeDisabled();
    act(() => geo.succeed(-6.9218, 107.6073));
    expect(await screen.findByTestId('absen-inside')).toHaveTextContent('Di dalam radius KC Bandung');
    await userEvent.click(screen.getByTestId('absen-masuk'));
    expect(await screen.findByTestId('absen-recorded')).toHaveTextContent('Absen masuk tercatat pukul');
    expect(screen.getByTestId('absen-recorded')).toHaveTextContent('KC Bandung');
    expect(success).toHaveBeenCalledWith('Absen created');
    expect(request).toHaveBeenCalledWith('POST', '/absen', {
      body: { jenis: 'masuk', latitude: -6.9218, longitude: 107.6073, accuracy: 15, mocked: false },
    });
  });

  test('outside: the distance is shown, and each refusal reason is an error toast for 10 s and listed', async () => {
    const geo = fakeGeolocation();
    const error = jest.spyOn(notify, 'error');
    const reasons = [
      'Anda berada 1,2 km dari kantor terdekat (KC Bandung); radius 100 m',
      'Anda berada 5,0 km dari lokasi temporer (Hotel); radius 200 m',
    ];
    const { transport } = fakeTransport({
      'GET /general/users/x/lokasi_absen': lokasi(),
      'POST /absen': new ApiError(422, reasons[0], { absen: reasons }),
    });
    renderWithProviders(<CheckInPanel />, { transport });
    act(() => geo.succeed(-6.9323, 107.6071));
    expect(await screen.findByTestId('absen-outside')).toHaveTextContent(
      'Di luar radius: 1,2 km dari KC Bandung (radius 100 m)',
    );
    await userEvent.click(screen.getByTestId('absen-pulang'));
    const refused = await screen.findByTestId('absen-refused');
    for (const reason of reasons) expect(refused).toHaveTextContent(reason);
    expect(error.mock.calls).toEqual(reasons.map((r) => [r, { duration: 10_000 }]));
  });

  test('permission denied: the reason and a retry button; retry asks the browser again', async () => {
    const geo = fakeGeolocation();
    const { transport } = fakeTransport({ 'GET /general/users/x/lokasi_absen': lokasi() });
    renderWithProviders(<CheckInPanel />, { transport });
    act(() => geo.fail(1));
    expect(await screen.findByTestId('absen-location-error')).toHaveTextContent('Akses lokasi ditolak');
    expect(screen.getByTestId('absen-masuk')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('absen-locating')).toBeInTheDocument();
  });

  test('a position the runtime flags as mocked is shown and reported', async () => {
    const geo = fakeGeolocation();
    const { transport, request } = fakeTransport({
      'GET /general/users/x/lokasi_absen': lokasi(),
      'POST /absen': { message: 'Absen created', duplicate: false, data: { ...row, mocked: true } },
    });
    renderWithProviders(<CheckInPanel />, { transport });
    act(() => geo.succeed(-6.9218, 107.6073, { mocked: true }));
    expect(await screen.findByText('Lokasi palsu terdeteksi')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('absen-masuk'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        'POST',
        '/absen',
        expect.objectContaining({ body: expect.objectContaining({ mocked: true }) }),
      ),
    );
  });

  test('dispensation: check-in is possible without a position', async () => {
    fakeGeolocation();
    const { transport } = fakeTransport({
      'GET /general/users/x/lokasi_absen': lokasi({ dispensasi: true, kantor: [] }),
    });
    renderWithProviders(<CheckInPanel />, { transport });
    expect(await screen.findByText('Dispensasi berlaku hari ini: absen tanpa lokasi')).toBeInTheDocument();
    expect(screen.getByTestId('absen-masuk')).toBeEnabled();
  });

  test('after a reload the card shows what is already recorded today and keeps that button off', async () => {
    const geo = fakeGeolocation();
    setCurrentUser(sessionUser({ id: 9, name: 'ani', kantor_nama: null }));
    const { transport, request } = fakeTransport({
      'GET /general/users/x/lokasi_absen': lokasi(),
      'GET /sdm/pegawai/x/absen': {
        data: [{ ...row, tanggal: portalToday(), waktu: '2026-11-22T00:58:00.000Z' }],
        current_page: 1,
        per_page: 20,
        from: 1,
        to: 1,
        total: 1,
        last_page: 1,
      },
    });
    renderWithProviders(<CheckInPanel />, { transport });
    act(() => geo.succeed(-6.9218, 107.6073));
    expect(await screen.findByTestId('absen-today')).toHaveTextContent('Masuk: tercatat pukul 07:58 AM');
    expect(screen.getByTestId('absen-today')).toHaveTextContent('Pulang: belum');
    await screen.findByTestId('absen-inside');
    expect(screen.getByTestId('absen-masuk')).toBeDisabled();
    expect(screen.getByTestId('absen-pulang')).toBeEnabled();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/absen', {
      query: expect.objectContaining({ date: portalToday(), pegawai_id: 3 }),
    });
    act(() => setCurrentUser(null));
  });
});
