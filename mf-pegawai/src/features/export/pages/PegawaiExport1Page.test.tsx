import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Job } from '@portal/api-client';
import { FakeEventSource } from '@portal/api-client/testing';
import { notify } from '@portal/design-system';
import { queuedJob } from '@portal/api-client/testing';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import PegawaiExport1Page from './PegawaiExport1Page';

jest.setTimeout(20_000);

const JOB_ID = '0a3fddf7-e72a-4c22-b7be-6b9972586ec9';

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterAll(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});
afterEach(() => act(() => notify.clear()));

describe('PegawaiExport1Page', () => {
  it('starts the second format (event export1) and lists only pegawai.export1 jobs', async () => {
    const jobs: Job[] = [];
    const { transport, request } = fakeTransport((method, path, options) => {
      if (method === 'POST' && path === '/realtime/ticket') return { data: 'tiket' };
      if (method === 'POST' && path === '/sdm/pegawai') {
        jobs.unshift(queuedJob(JOB_ID, { name: 'pegawai.export1' }));
        return { message: 'Export data pegawai created, menunggu proses selesai.', data: { job_id: JOB_ID } };
      }
      if (method === 'GET' && path === '/general/jobs') {
        expect(options?.query).toMatchObject({ name: 'pegawai.export1' });
        return paged(jobs);
      }
      if (method === 'GET' && path === `/general/jobs/${JOB_ID}`) return { data: jobs[0] };
      throw new Error(`unexpected ${method} ${path}`);
    });
    renderWith(<PegawaiExport1Page />, transport, '/pegawai/export1');
    expect(screen.getByRole('heading', { name: 'Ekspor Umur & Pensiun Pegawai' })).toBeInTheDocument();
    expect(screen.getByText(/tanggal lahir \+ 56 tahun/)).toBeInTheDocument();
    await screen.findByText('Belum ada ekspor');
    fireEvent.click(screen.getByTestId('pegawai-export-start'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai', { body: { event: 'export1' } }));
    expect(await screen.findByTestId('pegawai-export-progress')).toHaveTextContent('Umur dan pensiun pegawai (.xlsx)');
  });
});
