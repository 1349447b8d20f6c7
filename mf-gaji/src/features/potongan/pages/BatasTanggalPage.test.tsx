import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { batas } from '../potongan-fixtures';
import BatasTanggalPage from './BatasTanggalPage';

jest.setTimeout(40_000);

const GAJI_BATAS = '/sdm/pegawai/x/potongan_gaji/x/batas_upload';
const SERVICE_BATAS = '/sdm/pegawai/x/service/x/batas_upload';

function chooseMonth(tahun: string, bulan: string) {
  const period = screen.getByTestId('batas-period');
  fireEvent.change(within(period).getByRole('combobox', { name: 'Tahun' }), { target: { value: tahun } });
  fireEvent.change(within(period).getByRole('combobox', { name: 'Bulan' }), { target: { value: bulan } });
}

function pickDate(day: string, month: string, year: string) {
  const group = screen.getByRole('group', { name: /Tanggal batas upload/ });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Tahun' }), { target: { value: year } });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Bulan' }), { target: { value: month } });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Tanggal' }), { target: { value: day } });
}

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('BatasTanggalPage', () => {
  it('sets the deadline of the salary deductions and shows the one in force again', async () => {
    const success = jest.spyOn(notify, 'success');
    let saved = batas({ bulan: 4, tanggal: '2026-04-30', is_default: true });
    const { transport, request } = fakeTransport({
      [`GET ${GAJI_BATAS}`]: () => ({ data: saved }),
      [`POST ${GAJI_BATAS}`]: (options?: RequestOptions) => {
        saved = batas({ bulan: 4, tanggal: (options?.body as { tanggal: string }).tanggal });
        return { message: 'Tanggal updated', data: saved };
      },
    });
    renderWithProviders(<BatasTanggalPage />, { transport });
    chooseMonth('2026', '4');
    expect(await screen.findByText(/Batas upload April 2026: 30 April 2026 \(bawaan/)).toBeInTheDocument();
    expect(screen.getByText(/upload dan penghapusan potongan gaji bulan tersebut ditolak/)).toBeInTheDocument();
    pickDate('20', '4', '2026');
    fireEvent.click(screen.getByTestId('batas-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', GAJI_BATAS, {
        body: { tahun: 2026, bulan: 4, tanggal: '2026-04-20' },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Tanggal updated'));
    expect(await screen.findByText('Batas upload April 2026: 20 April 2026')).toBeInTheDocument();
  });

  it('with the switch on Service the deadline of the service deductions is read and set; a 422 lands under the field', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${GAJI_BATAS}`]: { data: batas({ bulan: 4, tanggal: '2026-04-30' }) },
      [`GET ${SERVICE_BATAS}`]: { data: batas({ kind: 'service', bulan: 4, tanggal: '2026-04-25' }) },
      [`POST ${SERVICE_BATAS}`]: new ApiError(422, 'Data tidak valid', {
        tanggal: ['Tanggal batas service tidak valid'],
      }),
    });
    renderWithProviders(
      <>
        <BatasTanggalPage />
        <LocationProbe />
      </>,
      { transport },
    );
    chooseMonth('2026', '4');
    await screen.findByText(/Batas upload April 2026: 30 April 2026/);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Jenis potongan' })).getByRole('button', { name: 'Service' }),
    );
    expect(await screen.findByText(/Batas upload April 2026: 25 April 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?kind=service');
    expect(screen.getByText(/job service dan penghapusan potongan service/)).toBeInTheDocument();
    pickDate('26', '4', '2026');
    fireEvent.click(screen.getByTestId('batas-submit'));
    expect(await screen.findByText('Tanggal batas service tidak valid')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', SERVICE_BATAS, {
      body: { tahun: 2026, bulan: 4, tanggal: '2026-04-26' },
    });
    expect(request).not.toHaveBeenCalledWith('POST', GAJI_BATAS, expect.anything());
  });
});
