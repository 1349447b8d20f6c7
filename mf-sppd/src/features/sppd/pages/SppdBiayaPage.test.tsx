import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@portal/design-system';
import { fakeTransport, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { sppdDetail } from '../sppd-fixtures';
import type { PejalanBiayaAnswer } from '@portal/contracts';
import SppdBiayaPage from './SppdBiayaPage';

jest.setTimeout(30_000);
afterEach(() => {
  signOut();
  act(() => notify.clear());
  jest.restoreAllMocks();
});

const costs: PejalanBiayaAnswer = {
  total: '900000.00',
  data: [
    {
      id: 1,
      pejalan_id: 21,
      tanggal: '2026-05-04',
      jenis_biaya_id: 5,
      jenis_biaya_nama: 'Uang Harian',
      nominal: '400000.00',
      keterangan: null,
      is_generated: true,
      is_approved: false,
    },
    {
      id: 2,
      pejalan_id: 21,
      tanggal: '2026-05-04',
      jenis_biaya_id: 6,
      jenis_biaya_nama: 'Penginapan',
      nominal: '500000.00',
      keterangan: 'Hotel',
      is_generated: true,
      is_approved: false,
    },
  ],
};

describe('SppdBiayaPage', () => {
  test('shows the costs per traveller and date; deleting a date asks first and sends destroy_by_date', async () => {
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/pegawai': { data: sppdDetail() },
      'GET /sdm/sppd/x/pejalan_biaya': costs,
      'POST /sdm/sppd/x/pejalan_biaya': { message: 'Biaya pejalan deleted', data: [], total: '0.00' },
    });
    renderWithProviders(<SppdBiayaPage />, { transport, route: '/?sppd_id=7' });
    const card = await screen.findByTestId('biaya-pejalan-21');
    expect(within(card).getByText('Penginapan')).toBeInTheDocument();
    expect(screen.getByTestId('biaya-total')).toHaveTextContent('900.000');
    expect(request).toHaveBeenCalledWith('GET', '/sdm/sppd/x/pejalan_biaya', {
      query: { event: 'index_sppd', sppd_id: 7 },
    });
    await userEvent.click(within(card).getByRole('button', { name: /Hapus biaya Ani Lestari/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Biaya pejalan deleted'));
    expect(request).toHaveBeenCalledWith('POST', '/sdm/sppd/x/pejalan_biaya', {
      body: { event: 'destroy_by_date', sppd_id: 7, pejalan_id: 21, tanggal: '2026-05-04' },
    });
    expect(await within(card).findByText('Belum ada biaya')).toBeInTheDocument();
  });

  test('the trip staff (12) approve one row, then all rows after a confirmation; outside Draft nothing is editable', async () => {
    signInAs([10, 12]);
    const approved = (ids: number[]) => ({
      message: 'Biaya pejalan updated',
      total: costs.total,
      data: costs.data.map((r) => ({ ...r, is_approved: ids.includes(r.id) })),
    });
    const { transport, request } = fakeTransport({
      'GET /sdm/sppd/pegawai': { data: sppdDetail({}, [], 'menunggu') },
      'GET /sdm/sppd/x/pejalan_biaya': costs,
      'PUT /sdm/sppd/x/pejalan_biaya/1': approved([1]),
      'POST /sdm/sppd/x/pejalan_biaya': approved([1, 2]),
    });
    renderWithProviders(<SppdBiayaPage />, { transport, route: '/?sppd_id=7' });
    const card = await screen.findByTestId('biaya-pejalan-21');
    expect(within(card).queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Setujui Uang Harian Ani Lestari/ }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/sdm/sppd/x/pejalan_biaya/1', {
        body: { event: 'update_approval', is_approved: true },
      }),
    );
    expect(await within(card).findByRole('button', { name: /^Batalkan persetujuan Uang Harian/ })).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('biaya-approve-all'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui Semua' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/sppd/x/pejalan_biaya', {
        body: { event: 'update_approval_all', sppd_id: 7 },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('biaya-approve-all')).not.toBeInTheDocument());
    expect(within(card).getAllByText('Disetujui')).toHaveLength(2);
  });

  test('an employee who is not trip staff gets no approval buttons', async () => {
    signInAs([10]);
    const { transport } = fakeTransport({
      'GET /sdm/sppd/pegawai': { data: sppdDetail({}, [], 'menunggu') },
      'GET /sdm/sppd/x/pejalan_biaya': costs,
    });
    renderWithProviders(<SppdBiayaPage />, { transport, route: '/?sppd_id=7' });
    const card = await screen.findByTestId('biaya-pejalan-21');
    expect(within(card).getAllByText('Menunggu')).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: /^Setujui/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('biaya-approve-all')).not.toBeInTheDocument();
  });

  test('without sppd_id the page says where to start', () => {
    const { transport } = fakeTransport({});
    renderWithProviders(<SppdBiayaPage />, { transport });
    expect(screen.getByTestId('sppd-biaya-error')).toHaveTextContent('Pilih SPPD terlebih dahulu');
  });
});
