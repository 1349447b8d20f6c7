import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type Job, type Transport } from '@portal/api-client';
import { notify, toaster } from '@portal/design-system';
import PegawaiExportPage from './PegawaiExportPage';
import { FakeEventSource } from '@portal/api-client/testing';
import { queuedJob } from '@portal/api-client/testing';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';

const JOB_ID = '0a3fddf7-e72a-4c22-b7be-6b9972586ec3';
const OLD_ID = '5b0e6c1d-0000-4000-8000-000000000001';
const CREATED = 'Export data pegawai created, menunggu proses selesai.';

// The first render of Chakra UI in a fresh jsdom takes a few seconds on a small machine.
jest.setTimeout(20_000);

const push = (
  type: 'job.progress' | 'job.done',
  data: { job_id: string; progress: number; status: string; message?: string | null; result_url?: string | null },
) =>
  act(() => {
    for (const source of FakeEventSource.all) source.emit(type, { message: null, result_url: null, ...data });
  });

const finished = (id: string): Partial<Job> => ({
  status: 'done',
  progress: 100,
  message: 'Export data pegawai selesai: 300 pegawai',
  result_url: `/api/general/jobs/${id}/result`,
  result: { rows: 300, file_name: 'data-pegawai-20260301-0900.xlsx' },
  finished_at: '2026-03-01T02:00:09.000Z',
});

/** The server as the page sees it through the transport: one list of the user's export jobs. */
function fakeServer(initial: Job[] = []) {
  const jobs = [...initial];
  let exportAnswer: () => Promise<unknown> = async () => {
    jobs.unshift(queuedJob(JOB_ID));
    return { message: CREATED, data: { job_id: JOB_ID } };
  };
  const { transport, request } = fakeTransport((method, path, options) => {
    if (method === 'POST' && path === '/realtime/ticket') return { data: 'tiket' };
    if (method === 'POST' && path === '/sdm/pegawai') return exportAnswer();
    if (method === 'GET' && path === '/general/jobs') {
      expect(options?.query).toMatchObject({ name: 'pegawai.export' });
      return paged(jobs.map((j) => ({ ...j })));
    }
    const one = /^\/general\/jobs\/([\w-]+)$/.exec(path);
    if (method === 'GET' && one) return { data: jobs.find((j) => j.id === one[1]) };
    if (method === 'GET' && /^\/general\/jobs\/[\w-]+\/result$/.test(path))
      return new Blob(['PK\u0003\u0004'], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    throw new Error(`unexpected ${method} ${path}`);
  });
  return {
    transport,
    request,
    update: (id: string, patch: Partial<Job>) =>
      Object.assign(
        jobs.find((j) => j.id === id)!,
        patch,
      ),
    add: (j: Job) => jobs.unshift(j),
    failExport: (error: Error) => {
      exportAnswer = async () => {
        throw error;
      };
    },
    calls: (method: string, path: string) => request.mock.calls.filter(([m, p]) => m === method && p === path),
  };
}

const renderPage = (transport: Transport, url = '/pegawai/export') => renderWith(<PegawaiExportPage />, transport, url);

const toast = (id: string) => toaster.getVisibleToasts().find((t) => t.id === id);
const toastWith = (text: string) => toaster.getVisibleToasts().find((t) => String(t.description).includes(text));

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  URL.createObjectURL = jest.fn(() => 'blob:xlsx');
  URL.revokeObjectURL = jest.fn();
});
afterAll(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});
beforeEach(() => {
  FakeEventSource.all = [];
});
afterEach(() => {
  act(() => notify.clear());
  jest.useRealTimers();
});

describe('PegawaiExportPage', () => {
  it('starts the export, shows the spec message and the pushed progress, then offers the xlsx', async () => {
    const server = fakeServer([queuedJob(OLD_ID, finished(OLD_ID))]);
    renderPage(server.transport);
    expect(screen.getByRole('heading', { name: 'Ekspor Data Pegawai' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Daftar ekspor data pegawai' });
    await waitFor(() => expect(within(table).getByTestId(`export-job-status-${OLD_ID}`)).toHaveTextContent('Selesai'));

    fireEvent.click(screen.getByTestId('pegawai-export-start'));
    await waitFor(() => expect(toastWith(CREATED)).toMatchObject({ type: 'success' }));
    expect(server.request).toHaveBeenCalledWith('POST', '/sdm/pegawai', { body: { event: 'export' } });
    const panel = await screen.findByTestId('pegawai-export-progress');
    expect(within(panel).getByTestId('pegawai-export-progress-status')).toHaveTextContent('Menunggu');
    await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0));

    push('job.progress', { job_id: JOB_ID, progress: 42.6, status: 'running', message: 'Membaca data pegawai' });
    expect(within(panel).getByTestId('pegawai-export-progress-status')).toHaveTextContent('Berjalan');
    expect(within(panel).getByTestId('pegawai-export-progress-percent')).toHaveTextContent('43%');
    expect(within(panel).getByText('Membaca data pegawai')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
    expect(within(table).getByTestId(`export-job-status-${JOB_ID}`)).toHaveTextContent('Berjalan');

    server.update(JOB_ID, finished(JOB_ID));
    push('job.done', {
      job_id: JOB_ID,
      progress: 100,
      status: 'done',
      message: 'Export data pegawai selesai: 300 pegawai',
      result_url: `/api/general/jobs/${JOB_ID}/result`,
    });
    expect(within(panel).getByTestId('pegawai-export-progress-status')).toHaveTextContent('Selesai');
    await waitFor(() =>
      expect(toast(`job-${JOB_ID}`)).toMatchObject({
        type: 'success',
        title: 'Proses selesai',
        description: 'Export data pegawai selesai: 300 pegawai',
      }),
    );
    // Pushed all the way: the job itself was never polled.
    expect(server.calls('GET', `/general/jobs/${JOB_ID}`)).toHaveLength(0);

    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('data-pegawai-20260301-0900.xlsx');
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.request).toHaveBeenCalledWith(
      'GET',
      `/general/jobs/${JOB_ID}/result`,
      expect.objectContaining({ responseType: 'blob' }),
    );
    click.mockRestore();
  });

  it('polls the job when no push arrives within a few seconds, and announces the end', async () => {
    jest.useFakeTimers();
    const server = fakeServer();
    renderPage(server.transport);
    await act(() => jest.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByTestId('pegawai-export-start'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('pegawai-export-progress')).toBeInTheDocument();
    server.update(JOB_ID, { status: 'running', progress: 61, message: 'Membaca data pegawai' });
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(server.calls('GET', `/general/jobs/${JOB_ID}`)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(server.calls('GET', `/general/jobs/${JOB_ID}`).length).toBeGreaterThan(0);
    expect(screen.getByTestId('pegawai-export-progress-percent')).toHaveTextContent('61%');

    server.update(JOB_ID, finished(JOB_ID));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('pegawai-export-progress-status')).toHaveTextContent('Selesai');
    expect(toast(`job-${JOB_ID}`)).toMatchObject({
      type: 'success',
      description: 'Export data pegawai selesai: 300 pegawai',
    });
    expect(screen.getByTestId(`export-job-download-${JOB_ID}`)).toHaveTextContent('Unduh');
  });

  it('with ?realtime=only picks up an export started elsewhere from the push channel alone', async () => {
    jest.useFakeTimers();
    const server = fakeServer();
    renderPage(server.transport, '/pegawai/export?realtime=only');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(await screen.findByText('Belum ada ekspor')).toBeInTheDocument();

    // Started on another server: the page hears of it first by its events.
    server.add(queuedJob(JOB_ID, { status: 'running', progress: 5 }));
    push('job.progress', { job_id: JOB_ID, progress: 5, status: 'running' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId(`export-job-status-${JOB_ID}`)).toHaveTextContent('Berjalan');
    server.update(JOB_ID, finished(JOB_ID));
    push('job.done', {
      job_id: JOB_ID,
      progress: 100,
      status: 'done',
      result_url: `/api/general/jobs/${JOB_ID}/result`,
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId(`export-job-status-${JOB_ID}`)).toHaveTextContent('Selesai');
    expect(toast(`job-${JOB_ID}`)).toMatchObject({ type: 'success' });
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(server.calls('GET', `/general/jobs/${JOB_ID}`)).toHaveLength(0);
  });

  it('shows the server message when the export cannot start; a 403 is left to the shell', async () => {
    const server = fakeServer();
    server.failExport(new ApiError(500, 'Terjadi kesalahan'));
    renderPage(server.transport);
    fireEvent.click(screen.getByTestId('pegawai-export-start'));
    await waitFor(() => expect(toastWith('Terjadi kesalahan')).toMatchObject({ type: 'error', title: 'Error!' }));
    act(() => notify.clear());
    server.failExport(new ApiError(403, 'Forbidden'));
    fireEvent.click(screen.getByTestId('pegawai-export-start'));
    await waitFor(() => expect(server.calls('POST', '/sdm/pegawai')).toHaveLength(2));
    await act(async () => undefined);
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    expect(screen.queryByTestId('pegawai-export-progress')).not.toBeInTheDocument();
  });
});
