import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { TransportProvider, type Job, type Transport } from '@portal/api-client';
import { FakeEventSource } from '@portal/api-client/testing';
import { notify, PortalProvider } from '@portal/design-system';
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
    const request = jest.fn(
      async (method: string, path: string, options?: { body?: unknown; query?: Record<string, unknown> }) => {
        if (method === 'POST' && path === '/realtime/ticket') return { data: 'tiket' };
        if (method === 'POST' && path === '/sdm/pegawai') {
          jobs.unshift({
            id: JOB_ID,
            name: 'pegawai.export1',
            status: 'queued',
            progress: 0,
            message: 'Menunggu proses',
            result_url: null,
            result: null,
            error: null,
            attempts: 0,
            created_at: '2026-03-01T02:00:00.000Z',
            started_at: null,
            finished_at: null,
          });
          return { message: 'Export data pegawai created, menunggu proses selesai.', data: { job_id: JOB_ID } };
        }
        if (method === 'GET' && path === '/general/jobs') {
          expect(options?.query).toMatchObject({ name: 'pegawai.export1' });
          return {
            data: jobs,
            current_page: 1,
            per_page: 10,
            from: jobs.length ? 1 : null,
            to: jobs.length || null,
            total: jobs.length,
            last_page: 1,
          };
        }
        if (method === 'GET' && path === `/general/jobs/${JOB_ID}`) return { data: jobs[0] };
        throw new Error(`unexpected ${method} ${path}`);
      },
    );
    const transport = {
      baseUrl: '/api',
      now: Date.now,
      url: (p: string) => `/api${p}`,
      getAccessToken: async () => 't',
      request,
    } as unknown as Transport;
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <MemoryRouter initialEntries={['/pegawai/export1']}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <PortalProvider withToaster={false}>
            <TransportProvider transport={transport}>{children}</TransportProvider>
          </PortalProvider>
        </SWRConfig>
      </MemoryRouter>
    );
    render(<PegawaiExport1Page />, { wrapper });
    expect(screen.getByRole('heading', { name: 'Ekspor Umur & Pensiun Pegawai' })).toBeInTheDocument();
    expect(screen.getByText(/tanggal lahir \+ 56 tahun/)).toBeInTheDocument();
    await screen.findByText('Belum ada ekspor');
    fireEvent.click(screen.getByTestId('pegawai-export-start'));
    await waitFor(() => expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai', { body: { event: 'export1' } }));
    expect(await screen.findByTestId('pegawai-export-progress')).toHaveTextContent('Umur dan pensiun pegawai (.xlsx)');
  });
});
