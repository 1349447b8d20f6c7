import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { BANDUNG, BOGOR, uploadRow } from '../potongan-fixtures';
import UploadHasilPage from './UploadHasilPage';

jest.setTimeout(40_000);

const HASIL = '/sdm/pegawai/x/potongan_gaji/x/upload_hasil';
const HAPUS = '/sdm/pegawai/x/potongan_gaji/x/hapus';

const ROWS = [
  uploadRow(),
  uploadRow({
    id: 3,
    kantor: BOGOR,
    status: 'gagal',
    row_count: 0,
    total: '0.00',
    error_count: 3,
    user: null,
    created_at: '2026-03-04T09:30:00.000Z',
  }),
];

const gets = (request: jest.Mock, path: string) => request.mock.calls.filter(([m, p]) => m === 'GET' && p === path);

afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('UploadHasilPage', () => {
  it('lists the attempts of the month: status, rows, Rupiah total, errors, who and when', async () => {
    const { transport, request } = fakeTransport({ [`GET ${HASIL}`]: paged(ROWS) });
    renderWithProviders(<UploadHasilPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Hasil upload potongan gaji' });
    const bandung = (await within(table).findByText('Kantor Cabang Bandung')).closest('tr')!;
    expect(within(bandung).getByText('Berhasil')).toBeInTheDocument();
    expect(within(bandung).getByText('1.250')).toBeInTheDocument();
    expect(within(bandung).getByText('Rp 156.625.000,75')).toBeInTheDocument();
    expect(within(bandung).getByText('Admin Gaji')).toBeInTheDocument();
    expect(within(bandung).getByText('05 Maret 2026 09:00 AM')).toBeInTheDocument();
    const bogor = within(table).getByText('Kantor Cabang Bogor').closest('tr')!;
    expect(within(bogor).getByText('Gagal')).toBeInTheDocument();
    expect(within(bogor).getByText('Rp 0,00')).toBeInTheDocument();
    expect(within(bogor).getByText('04 Maret 2026 04:30 PM')).toBeInTheDocument();
    // Only a good upload can be deleted.
    expect(within(bogor).queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', HASIL, { query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 } });
  });

  it("hapus on a row asks first, sends that office's month and reloads; a refusal is shown", async () => {
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    let refuse = false;
    const { transport, request } = fakeTransport({
      [`GET ${HASIL}`]: paged(ROWS),
      [`POST ${HAPUS}`]: () =>
        refuse
          ? new ApiError(422, 'Batas upload Maret 2026 sudah lewat (20 Maret 2026)')
          : { message: 'Potongan Gaji Dihapus', data: { deleted: 1250 } },
    });
    renderWithProviders(<UploadHasilPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const button = await screen.findByRole('button', { name: 'Hapus potongan gaji Kantor Cabang Bandung' });
    fireEvent.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Semua potongan gaji Kantor Cabang Bandung bulan Maret 2026 akan dihapus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('POST', HAPUS, expect.anything());

    const loads = gets(request, HASIL).length;
    fireEvent.click(button);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', HAPUS, { body: { kantor_id: BANDUNG.id, tahun: 2026, bulan: 3 } }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Potongan Gaji Dihapus'));
    await waitFor(() => expect(gets(request, HASIL).length).toBeGreaterThan(loads));

    refuse = true;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Hapus potongan gaji Kantor Cabang Bandung' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Batas upload Maret 2026 sudah lewat (20 Maret 2026)'));
  });

  it('shows a failed load with a retry, and the empty month', async () => {
    let fail = true;
    const { transport } = fakeTransport({
      [`GET ${HASIL}`]: () => (fail ? new Error('Server sedang sibuk') : paged([])),
    });
    renderWithProviders(<UploadHasilPage />, { transport, route: '/?tahun=2026&bulan=3' });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Belum ada upload pada bulan ini')).toBeInTheDocument();
  });

  it('with ?kind=service it lists the service months and deletes through the service API', async () => {
    const SERVICE_HASIL = '/sdm/pegawai/x/service/x/upload_hasil';
    const SERVICE_HAPUS = '/sdm/pegawai/x/service/x/hapus';
    const { transport, request } = fakeTransport({
      [`GET ${SERVICE_HASIL}`]: paged([uploadRow({ kind: 'service', row_count: 40, total: '2000000.00', user: null })]),
      [`POST ${SERVICE_HAPUS}`]: { message: 'Potongan Gaji Dihapus', data: { deleted: 40 } },
    });
    renderWithProviders(<UploadHasilPage />, { transport, route: '/?kind=service&tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Hasil upload potongan service' });
    expect(await within(table).findByText('Rp 2.000.000,00')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Hapus potongan service Kantor Cabang Bandung' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Semua potongan service Kantor Cabang Bandung bulan Maret 2026 akan dihapus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', SERVICE_HAPUS, {
        body: { kantor_id: BANDUNG.id, tahun: 2026, bulan: 3 },
      }),
    );
    expect(request).not.toHaveBeenCalledWith('GET', HASIL, expect.anything());
  });
});
