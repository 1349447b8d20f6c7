import { screen, within } from '@testing-library/react';
import { fakeTransport } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import DevPage from './DevPage';
import DiagramPage from './DiagramPage';

const manifest = (buildName: string, domain: string) => ({
  metaData: { buildInfo: { buildVersion: '1.0.0', buildName } },
  shared: [
    { name: '@portal/domain', version: domain },
    { name: '@portal/api-client', version: '2.4.1' },
    { name: 'react', version: '19.2.9' },
  ],
});

/** remotes.json, the manifests and /api/health as the server serves them; mf_ai's host is down. */
function serve() {
  const answers: Record<string, unknown> = {
    '/remotes.json': {
      mf_absen: '/remotes/mf-absen/mf-manifest.json',
      mf_kpi: 'https://kpi.bank.example/mf-manifest.json',
      mf_ai: '/remotes/mf-ai/mf-manifest.json',
    },
    '/mf-manifest.json': manifest('shell', '1.5.1'),
    'http://localhost/remotes/mf-absen/mf-manifest.json': manifest('mf-absen', '1.5.1'),
    'https://kpi.bank.example/mf-manifest.json': manifest('mf-kpi', '1.4.0'),
    '/api/health': { status: 'ok', db: 'ok' },
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!(url in answers)) return { ok: false, status: 502, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => answers[url] } as Response;
  }) as typeof fetch;
}

const { transport } = fakeTransport({
  'GET /dev/status': {
    server: { node: 'v20.19.0', uptime_seconds: 3_700, instances: 2, realtime_connections: 5 },
    database: { version: '16.4', migrations: 37, last_migration: '0037_realtime_presence' },
    jobs: [{ name: 'export_pegawai', waiting: 3, running: 1, oldest_waiting_at: '2026-03-02T01:00:00.000Z' }],
    outbox: [{ name: 'email', waiting: 2, running: 0, oldest_waiting_at: '2026-03-02T01:05:00.000Z' }],
  },
});

describe('developer pages', () => {
  beforeEach(serve);

  it('DevPage shows the version of the shell and each remote, and which one differs or is down', async () => {
    renderPage(<DevPage />, { transport });
    const table = await screen.findByRole('table', { name: 'Versi shell dan remote' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(await within(table).findByText('mf_kpi')).toBeInTheDocument();
    expect(within(row('shell')).getByText('OK')).toBeInTheDocument();
    expect(within(row('mf_absen')).getByText('OK')).toBeInTheDocument();
    expect(within(row('mf_kpi')).getByText(/Versi paket berbeda dari shell: @portal\/domain/)).toBeInTheDocument();
    expect(within(row('mf_ai')).getByText(/Tidak tersedia: HTTP 502/)).toBeInTheDocument();
    expect(screen.getByTestId('remotes-json')).toHaveTextContent('https://kpi.bank.example/mf-manifest.json');
  });

  it('DevPage shows health, server processes and queue depths', async () => {
    renderPage(<DevPage />, { transport });
    expect(await screen.findByText('API ok, database ok')).toBeInTheDocument();
    expect(await screen.findByText(/2 proses dengan koneksi realtime, 5/)).toBeInTheDocument();
    const jobs = await screen.findByRole('table', { name: 'Job latar belakang' });
    const job = (await within(jobs).findByText('export_pegawai')).closest('tr') as HTMLElement;
    expect(within(job).getByText('3')).toBeInTheDocument();
    expect(within(job).getByText('1')).toBeInTheDocument();
    const outbox = screen.getByRole('table', { name: 'Outbox email dan WhatsApp' });
    expect(within(outbox).getByText('email')).toBeInTheDocument();
  });

  it('DiagramPage draws a box per remote of remotes.json, the unavailable one marked', async () => {
    renderPage(<DiagramPage />, { transport });
    const diagram = await screen.findByRole('img', { name: /Arsitektur Portal SDM/ });
    for (const id of [
      'shell',
      'remote:mf_absen',
      'remote:mf_kpi',
      'remote:mf_ai',
      'api',
      'database',
      'jobs',
      'realtime',
    ])
      expect(within(diagram).getByTestId(`diagram-node-${id}`)).toBeInTheDocument();
    expect(
      within(within(diagram).getByTestId('diagram-node-remote:mf_ai')).getByText('tidak tersedia'),
    ).toBeInTheDocument();
    expect(
      within(within(diagram).getByTestId('diagram-node-remote:mf_kpi')).getByText('kpi.bank.example'),
    ).toBeInTheDocument();
  });
});
