// The developer pages (role 63) with remotes.json, the manifests, /api/health and /api/dev/status
// answered: every module up, one remote built against another package version, one host down; and
// the architecture diagram drawn from the same list.
import { delay, http, HttpResponse } from 'msw';
import { ROLE } from '@portal/domain';
import {
  failure,
  prepareStory,
  SERVER_TEXTS,
  superAdminUser,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import DevPage from './DevPage';
import DiagramPage from './DiagramPage';

const REMOTES = ['mf_pegawai', 'mf_absen', 'mf_sppd', 'mf_kpi', 'mf_gaji', 'mf_message', 'mf_ai'];

const manifest = (buildName: string, domain = '1.5.1') => ({
  metaData: { buildInfo: { buildVersion: '1.0.0', buildName } },
  shared: [
    { name: '@portal/domain', version: domain },
    { name: '@portal/api-client', version: '2.4.1' },
    { name: '@portal/design-system', version: '1.10.2' },
  ],
});

const remotesJson = http.get('/remotes.json', () =>
  HttpResponse.json(Object.fromEntries(REMOTES.map((name) => [name, `/story-remotes/${name}/mf-manifest.json`]))),
);
const shellManifest = http.get('/mf-manifest.json', () => HttpResponse.json(manifest('shell')));
const remoteManifests = http.get('/story-remotes/:name/mf-manifest.json', async ({ params }) => {
  await delay(200);
  if (params.name === 'mf_ai') return new HttpResponse(null, { status: 502 });
  return HttpResponse.json(manifest(String(params.name), params.name === 'mf_kpi' ? '1.4.0' : '1.5.1'));
});
const health = http.get('/api/health', () => HttpResponse.json({ status: 'ok', db: 'ok' }));
const status = http.get('/api/dev/status', async () => {
  await delay(300);
  return HttpResponse.json({
    server: { node: 'v20.19.0', uptime_seconds: 93_800, instances: 2, realtime_connections: 14 },
    database: { version: '16.4', migrations: 37, last_migration: '0037_realtime_presence' },
    jobs: [
      { name: 'dashboard_refresh', waiting: 0, running: 1, oldest_waiting_at: null },
      { name: 'export_pegawai', waiting: 3, running: 1, oldest_waiting_at: '2026-03-02T01:00:00.000Z' },
    ],
    outbox: [{ name: 'email', waiting: 2, running: 0, oldest_waiting_at: '2026-03-02T01:05:00.000Z' }],
  });
});

const developer = { ...superAdminUser, rolesId: [ROLE.ADMIN_PENGEMBANGAN] };

const meta: ShellMeta = {
  title: 'shell/Dev/DevPages',
  component: DevPage,
  decorators: [withPortal({ route: '/dev' })],
  beforeEach: prepareStory,
  parameters: { user: developer, msw: { handlers: [remotesJson, shellManifest, remoteManifests, health, status] } },
};

export default meta;

/** Versions of shell and remotes (mf_kpi built against another @portal/domain, mf_ai down), health, queues. */
export const Dev: ShellStory = { render: () => <DevPage /> };

/** The status endpoint fails (500): the figures it gives are missing, the rest shows. */
export const DevStatusFailing: ShellStory = {
  render: () => <DevPage />,
  parameters: {
    msw: {
      handlers: [
        remotesJson,
        shellManifest,
        remoteManifests,
        health,
        http.get('/api/dev/status', () => failure(500, SERVER_TEXTS.serverError)),
      ],
    },
  },
};

/** The architecture drawn from remotes.json. */
export const Diagram: ShellStory = { render: () => <DiagramPage /> };
