import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import SppdIndexPage from '../pages/SppdIndexPage';
import { sppdDetail, sppdList } from '../sppd-fixtures';
import { SppdForm } from './SppdForm';

// Choosing dates through three selects each is slow in jsdom.
jest.setTimeout(40_000);

const OPTIONS = {
  'GET /sdm/sppd/x/jenis': { data: [{ id: 1, nama: 'Dinas Luar Kota' }] },
  'GET /sdm/sppd/x/wilayah': { data: [{ id: 2, nama: 'Jawa' }] },
  'GET /sdm/sppd/x/kendaraan': { data: [{ id: 3, nama: 'Mobil Dinas' }] },
  'GET /sdm/sppd/pegawai': (options?: RequestOptions) =>
    options?.query?.event === 'index_options' ? { data: [{ id: 5, nama: 'Jakarta (2026-04-01)' }] } : sppdList([]),
};

/** The DatePicker's own group (the form field's fieldset bears the same name). */
async function pickDate(name: 'tanggal_mulai' | 'tanggal_selesai', day: string, month: string, year: string) {
  const group = document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Tahun' }), year);
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Bulan' }), month);
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Tanggal' }), day);
}

async function fillValidTrip() {
  await screen.findByRole('option', { name: 'Dinas Luar Kota' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jenis SPPD' }), 'Dinas Luar Kota');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wilayah' }), 'Jawa');
  await userEvent.type(screen.getByTestId('sppd-tujuan'), ' Surabaya ');
  await userEvent.type(screen.getByTestId('sppd-keperluan'), 'Audit cabang');
  await pickDate('tanggal_mulai', '4', 'Mei', '2026');
  await pickDate('tanggal_selesai', '6', 'Mei', '2026');
}

beforeEach(() => signInAs([10], 4));
afterEach(() => {
  signOut();
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('SppdForm', () => {
  test('an empty submit names every required field and sends nothing', async () => {
    const { transport, request } = fakeTransport(OPTIONS);
    renderWithProviders(<SppdForm onSaved={jest.fn()} onCancel={jest.fn()} />, { transport });
    await userEvent.click(screen.getByTestId('sppd-form-submit'));
    await waitFor(() => expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(5));
    expect(request.mock.calls.filter(([method]) => method !== 'GET')).toHaveLength(0);
  });

  test('a valid trip is posted with numbers, trimmed texts and the user kantor; server field errors land under fields', async () => {
    let calls = 0;
    const { transport, request } = fakeTransport({
      ...OPTIONS,
      'POST /sdm/sppd/pegawai': () => {
        calls += 1;
        return calls === 1
          ? new ApiError(422, 'Data yang dikirim tidak valid', { tujuan: ['Tujuan tidak dikenal'] })
          : { message: 'SPPD created', data: sppdDetail() };
      },
    });
    const onSaved = jest.fn();
    renderWithProviders(<SppdForm onSaved={onSaved} onCancel={jest.fn()} />, { transport });
    await fillValidTrip();
    await userEvent.click(screen.getByTestId('sppd-form-submit'));
    expect(await screen.findByText('Tujuan tidak dikenal')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sppd-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const post = request.mock.calls.find(([method]) => method === 'POST')!;
    expect((post[2] as RequestOptions).body).toEqual({
      kantor_id: 4,
      jenis_id: 1,
      wilayah_id: 2,
      kendaraan_id: null,
      parent_id: null,
      tujuan: 'Surabaya',
      keperluan: 'Audit cabang',
      tanggal_mulai: '2026-05-04',
      tanggal_selesai: '2026-05-06',
    });
  });

  test('"Buat SPPD" saves a Draft, warns for 5 s that it is Draft and opens the trip', async () => {
    const warning = jest.spyOn(notify, 'warning');
    const success = jest.spyOn(notify, 'success');
    const { transport } = fakeTransport({
      ...OPTIONS,
      'POST /sdm/sppd/pegawai': { message: 'SPPD created', data: sppdDetail({ id: 9 }) },
    });
    renderWithProviders(<SppdIndexPage />, { transport });
    await userEvent.click(await screen.findByTestId('sppd-add'));
    await fillValidTrip();
    await userEvent.click(screen.getByTestId('sppd-form-submit'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('SPPD created'));
    expect(warning).toHaveBeenCalledWith('Cek kembali sebelum Request Approval, statusnya Draft', {
      title: 'Warning!',
      duration: 5000,
      progress: true,
    });
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });
});
