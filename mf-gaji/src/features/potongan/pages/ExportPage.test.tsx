import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeRealtime, REALTIME_TICKET } from '@portal/api-client/testing';
import { jobRow } from '../../../testing/jobs';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import ExportPage from './ExportPage';

jest.setTimeout(40_000);

const EXPORT = '/sdm/pegawai/x/potongan_gaji/x/export';
const realtime = fakeRealtime();

let clicked: HTMLAnchorElement[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  act(() => notify.clear());
  jest.restoreAllMocks();
});

function choose(tahun: string, bulan: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Tahun' }), { target: { value: tahun } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Bulan' }), { target: { value: bulan } });
}

describe('ExportPage', () => {
  it('starts the export job for the month, shows its progress and saves the xlsx when done', async () => {
    const success = jest.spyOn(notify, 'success');
    const done = jobRow('e1', {
      name: 'gaji.potongan.export',
      status: 'done',
      progress: 100,
      message: 'Ekspor selesai: 1.250 baris',
      result_url: '/api/general/jobs/e1/result',
      result: { file_name: 'potongan_gaji_2026_03.xlsx' },
    });
    const { transport, request } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      [`POST ${EXPORT}`]: { message: 'Ekspor potongan gaji dimulai', data: { job_id: 'e1' } },
      'GET /general/jobs/e1': { data: done },
      'GET /general/jobs/e1/result': new Blob(['PK']),
    });
    renderWithProviders(<ExportPage />, { transport });
    choose('2026', '3');
    fireEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', EXPORT, { body: { tahun: 2026, bulan: 3 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Ekspor potongan gaji dimulai'));
    const job = await screen.findByTestId('export-job');
    expect(within(job).getByText('Potongan gaji Maret 2026 (.xlsx)')).toBeInTheDocument();
    await waitFor(() => expect(realtime.opened()).toBe(true));

    realtime.push('job.progress', { job_id: 'e1', progress: 40, status: 'running', message: 'Menulis baris potongan' });
    expect(screen.getByTestId('export-job-status')).toHaveTextContent('Berjalan');
    expect(screen.getByTestId('export-job-percent')).toHaveTextContent('40%');
    expect(screen.getByTestId('export-job-message')).toHaveTextContent('Menulis baris potongan');

    realtime.push('job.done', {
      job_id: 'e1',
      progress: 100,
      status: 'done',
      message: 'Ekspor selesai: 1.250 baris',
      result_url: '/api/general/jobs/e1/result',
    });
    expect(screen.getByTestId('export-job-status')).toHaveTextContent('Selesai');
    fireEvent.click(within(job).getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('potongan_gaji_2026_03.xlsx');
  });

  it('a whole year leaves bulan out; a refused start shows the server message and no job', async () => {
    const error = jest.spyOn(notify, 'error');
    const { transport, request } = fakeTransport({
      'POST /realtime/ticket': REALTIME_TICKET,
      [`POST ${EXPORT}`]: new ApiError(422, 'Tidak ada kantor yang mengikuti potongan gaji'),
    });
    renderWithProviders(<ExportPage />, { transport });
    choose('2025', '');
    fireEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', EXPORT, { body: { tahun: 2025 } }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Tidak ada kantor yang mengikuti potongan gaji'));
    expect(screen.queryByTestId('export-job')).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Tahun' }), { target: { value: '' } });
    expect(await screen.findByText('Pilih tahun terlebih dahulu.')).toBeInTheDocument();
    expect(screen.getByTestId('export-start')).toBeDisabled();
  });
});
