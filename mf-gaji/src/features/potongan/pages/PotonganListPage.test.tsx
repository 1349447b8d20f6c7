import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeRealtime, REALTIME_TICKET } from '@portal/api-client/testing';
import {
  fakeTransport,
  LocationProbe,
  paged,
  renderWithProviders,
  signInAs,
  signOut,
} from '../../../testing/test-utils';
import { BANDUNG, deductionRow, PARKIR, ZAKAT } from '../potongan-fixtures';
import PotonganListPage from './PotonganListPage';

const SERVICE = '/sdm/pegawai/x/service';
const realtime = fakeRealtime();
const serviceAnswer = () => ({
  ...paged([deductionRow({ id: 7, kind: 'service', jenis: PARKIR, jumlah: '50000.00', keterangan: null })]),
  total_jumlah: '50000.00',
});
const gets = (request: jest.Mock, path: string) => request.mock.calls.filter(([m, p]) => m === 'GET' && p === path);

jest.setTimeout(40_000);

const listAnswer = (rows = [deductionRow(), deductionRow({ id: 2, jenis: ZAKAT, jumlah: '125000.50' })]) => ({
  ...paged(rows),
  total_jumlah: '1375000.50',
});

afterEach(() => {
  signOut();
  act(() => notify.clear());
  jest.restoreAllMocks();
});

describe('PotonganListPage', () => {
  it('lists the month with amounts and the server total in Indonesian money format, filters in the query', async () => {
    signInAs([10, 53]);
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji': listAnswer() });
    renderWithProviders(<PotonganListPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Daftar potongan gaji' });
    expect(await within(table).findByText('Rp 1.250.000,00')).toBeInTheDocument();
    expect(within(table).getByText('Rp 125.000,50')).toBeInTheDocument();
    expect(within(table).getAllByText('Maret 2026')).toHaveLength(2);
    expect(within(screen.getByTestId('potongan-total')).getByText('Rp 1.375.000,50')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
      query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 },
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
        query: { page: 1, per_page: 10, tahun: 2026 },
      }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari' }), { target: { value: 'ani' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Cari' }), { key: 'Enter' });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
        query: { page: 1, per_page: 10, tahun: 2026, search: 'ani' },
      }),
    );
    fireEvent.click(within(table).getByRole('button', { name: /Jumlah/ }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/sdm/pegawai/x/potongan_gaji', {
        query: { page: 1, per_page: 10, tahun: 2026, search: 'ani', sortby: 'jumlah' },
      }),
    );
  });

  it('an employee sees no office filter or search (the server gives their own rows)', async () => {
    signInAs([10]);
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji': listAnswer([deductionRow()]) });
    renderWithProviders(<PotonganListPage />, { transport });
    await screen.findByText('Rp 1.250.000,00');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('kantor-select')).not.toBeInTheDocument();
    expect(screen.queryByTestId('potongan-hapus')).not.toBeInTheDocument();
  });

  it('shows the empty state and the error with a retry', async () => {
    signInAs([10]);
    let fail = true;
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji': () => (fail ? new Error('Server sedang sibuk') : listAnswer([])),
    });
    renderWithProviders(<PotonganListPage />, { transport });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada potongan gaji untuk filter ini')).toBeInTheDocument();
  });

  it('hapus asks first; only a confirmed hapus is sent, then the list reloads', async () => {
    signInAs([3]);
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji': listAnswer(),
      'POST /sdm/pegawai/x/potongan_gaji/x/hapus': { message: 'Potongan Gaji Dihapus', data: { deleted: 2 } },
    });
    renderWithProviders(<PotonganListPage />, { transport, route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}` });
    fireEvent.click(await screen.findByTestId('potongan-hapus'));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Kantor Cabang Bandung bulan Maret 2026 akan dihapus/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());

    const loads = request.mock.calls.filter(([m]) => m === 'GET').length;
    fireEvent.click(screen.getByTestId('potongan-hapus'));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/potongan_gaji/x/hapus', {
        body: { kantor_id: BANDUNG.id, tahun: 2026, bulan: 3 },
      }),
    );
    await waitFor(() => expect(request.mock.calls.filter(([m]) => m === 'GET').length).toBeGreaterThan(loads));
  });

  it('the "Jenis potongan" switch lists the service deductions from the service API, kept as ?kind=service', async () => {
    signInAs([10]);
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji': listAnswer(),
      [`GET ${SERVICE}`]: serviceAnswer(),
    });
    renderWithProviders(
      <>
        <PotonganListPage />
        <LocationProbe />
      </>,
      { transport, route: '/?tahun=2026&bulan=3' },
    );
    await screen.findByRole('table', { name: 'Daftar potongan gaji' });
    expect(screen.getByTestId('location')).not.toHaveTextContent('kind=');
    const kinds = screen.getByRole('group', { name: 'Jenis potongan' });
    expect(within(kinds).getByRole('button', { name: 'Gaji' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(kinds).getByRole('button', { name: 'Service' }));
    const table = await screen.findByRole('table', { name: 'Daftar potongan service' });
    expect(await within(table).findByText('Parkir Kendaraan')).toBeInTheDocument();
    expect(within(screen.getByTestId('potongan-total')).getByText('Rp 50.000,00')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('GET', SERVICE, {
      query: { page: 1, per_page: 10, tahun: 2026, bulan: 3 },
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/[?&]kind=service/);
    // An employee runs no job and uploads nothing.
    expect(screen.queryByTestId('service-job-run')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload Potongan' })).not.toBeInTheDocument();
  });

  it('an admin runs the service job for the month after a confirmation, follows its progress, then the list reloads', async () => {
    signInAs([53]);
    const success = jest.spyOn(notify, 'success');
    const { transport, request } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      [`GET ${SERVICE}`]: serviceAnswer(),
      [`POST ${SERVICE}`]: { message: 'Job executed', data: { job_id: 's1' } },
    });
    renderWithProviders(<PotonganListPage />, { transport, route: '/?kind=service&tahun=2026&bulan=3' });
    await screen.findByText('Parkir Kendaraan');
    // Service deductions are made by the job, not uploaded.
    expect(screen.queryByRole('link', { name: 'Upload Potongan' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Jalankan Job Service' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Potongan service bulan sebelumnya akan disalin ke Maret 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalledWith('POST', SERVICE, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Jalankan Job Service' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jalankan' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', SERVICE, { body: { tahun: 2026, bulan: 3 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Job executed'));
    const progress = await screen.findByTestId('service-job-progress');
    expect(progress).toHaveTextContent('Job service Maret 2026');
    await waitFor(() => expect(realtime.opened()).toBe(true));

    realtime.push('job.progress', {
      job_id: 's1',
      progress: 10,
      status: 'running',
      message: 'Menyalin potongan service bulan sebelumnya',
    });
    expect(screen.getByTestId('service-job-progress-status')).toHaveTextContent('Berjalan');
    expect(screen.getByTestId('service-job-progress-percent')).toHaveTextContent('10%');
    expect(screen.getByTestId('service-job-progress-message')).toHaveTextContent(
      'Menyalin potongan service bulan sebelumnya',
    );

    const loads = gets(request, SERVICE).length;
    realtime.push('job.done', {
      job_id: 's1',
      progress: 100,
      status: 'done',
      message: 'Job executed: 40 baris potongan service dibuat untuk 2 kantor',
    });
    expect(screen.getByTestId('service-job-progress-status')).toHaveTextContent('Selesai');
    expect(screen.getByTestId('service-job-progress-message')).toHaveTextContent(
      'Job executed: 40 baris potongan service dibuat untuk 2 kantor',
    );
    await waitFor(() => expect(gets(request, SERVICE).length).toBeGreaterThan(loads));
  });

  it('a refused service job shows the server message; without a month the button stays off', async () => {
    signInAs([3]);
    const error = jest.spyOn(notify, 'error');
    const { transport } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      [`GET ${SERVICE}`]: serviceAnswer(),
      [`POST ${SERVICE}`]: new ApiError(422, 'Batas potongan service Maret 2026 sudah lewat (25 Maret 2026)'),
    });
    renderWithProviders(<PotonganListPage />, { transport, route: '/?kind=service&tahun=2026&bulan=3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Jalankan Job Service' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Jalankan' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Batas potongan service Maret 2026 sudah lewat (25 Maret 2026)'),
    );
    expect(screen.queryByTestId('service-job-progress')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: '' } });
    expect(await screen.findByText('Pilih tahun dan bulan untuk menjalankan job service.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jalankan Job Service' })).toBeDisabled();
  });
});
