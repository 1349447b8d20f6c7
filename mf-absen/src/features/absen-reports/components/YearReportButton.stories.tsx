// 'Laporan Tahun … (.xlsx)': POST /sdm/pegawai/x/absen/x/report_year queues the year report and
// answers the spec's message with the job; the job is then followed (GET /general/jobs/{id}: queued,
// running, done with its file) and 'Unduh' saves the result. The push channel is not answered here,
// so progress comes by polling, after its 4 s fallback. States: the button, a started report that
// runs to its file, a job that fails, the server refusing to start (500) and a refused caller (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { JobView } from '@portal/contracts';
import { ABSEN_YEAR_REPORT_MESSAGE } from '@portal/domain';
import {
  adminAbsensiUser,
  clicks,
  forbidden,
  json,
  never,
  portalSession,
  serverError,
  type Resolver,
} from '../../../testing/story-fixtures';
import { YearReportButton } from './YearReportButton';

const JOB_ID = '5f0c8e2a-7d1b-4c3e-9a61-2b4f8d0e1c37';

/**
 * The report's API: POST queues the job; GET /general/jobs/{id} tells how far it is by the time since
 * that start (done after about 6 s, or failed at `failAt` percent), so every start runs afresh.
 */
function api(failAt: number | null = null, start?: Resolver): RequestHandler[] {
  let startedAt = Date.now();
  const job: Resolver = async () => {
    await delay(200);
    const progress = Math.min(100, Math.floor((Date.now() - startedAt) / 60));
    const failed = failAt !== null && progress >= failAt;
    const done = !failed && progress >= 100;
    const view: JobView = {
      id: JOB_ID,
      name: 'absen.report_year',
      status: failed ? 'failed' : done ? 'done' : progress === 0 ? 'queued' : 'running',
      progress: failed ? failAt : progress,
      message: failed
        ? 'Gagal'
        : done
          ? 'Laporan absensi 2026 selesai: 6 pegawai'
          : `Menghitung absensi bulan ${Math.max(1, Math.ceil((progress * 12) / 100))}`,
      result_url: done ? `/api/general/jobs/${JOB_ID}/result` : null,
      result: done ? { file_name: 'laporan-absensi-2026.xlsx' } : null,
      error: failed ? 'Terjadi kesalahan saat memproses, silakan coba lagi' : null,
      attempts: 1,
      created_at: new Date(startedAt).toISOString(),
      started_at: new Date(startedAt).toISOString(),
      finished_at: done || failed ? new Date().toISOString() : null,
    };
    return HttpResponse.json({ data: view });
  };
  const started: Resolver = async () => {
    await delay(400);
    startedAt = Date.now();
    return HttpResponse.json({ message: ABSEN_YEAR_REPORT_MESSAGE, data: { job_id: JOB_ID } });
  };
  return [
    http.post('/api/sdm/pegawai/x/absen/x/report_year', start ?? started),
    http.get('/api/general/jobs/:id', job),
    http.get(
      '/api/general/jobs/:id/result',
      () => new HttpResponse(new Blob(['laporan absensi 2026'], { type: 'application/octet-stream' })),
    ),
    // The push channel is down: the follower polls instead.
    http.post('/api/realtime/ticket', json({ message: 'Layanan notifikasi sedang tidak tersedia' }, { status: 503 })),
  ];
}

const START = clicks('[data-testid="absen-year-report"]');

const meta = {
  title: 'mf-absen/AbsenReports/YearReportButton',
  component: YearReportButton,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { tahun: 2026, kantor_id: 4 },
  parameters: { user: adminAbsensiUser, msw: { handlers: api() } },
};

export default meta;

/** The button of the report page: the year, and the office or employee of the filter. */
export const Default = {};

/** Started: the spec's message, then the job's progress until its file can be downloaded ('Unduh'). */
export const Started = { play: START };

/** The job fails on the server: the bar stops red at 60 % ('Gagal') and an error toast says so. */
export const JobFails = { parameters: { msw: { handlers: api(60) } }, play: START };

/** The start is on its way: the button spins. */
export const Starting = {
  parameters: { msw: { handlers: api(null, never) } },
  play: START,
};

/** The server could not queue it (500): an error toast. */
export const ServerError = {
  parameters: { msw: { handlers: api(null, serverError) } },
  play: START,
};

/**
 * The caller may not start it (403): no toast — in the portal the shell's forbidden handler shows
 * its 'unauthorized' page.
 */
export const Refused = {
  parameters: { msw: { handlers: api(null, forbidden) } },
  play: START,
};
