// The service job as /gaji/potongan?kind=service shows it to salary admins, the server answered by
// MSW like packages/server/src/modules/gaji/potongan.routes.ts: POST /sdm/pegawai/x/service answers
// 'Job executed' and a job; the job (GET /api/general/jobs/{id}) ends with ServiceJobResult.
import { withStoryApi } from '@portal/design-system/storybook';
import { http, HttpResponse } from 'msw';
import { api, clickWhenShown, confirmWith, delay, jobHandler, noRealtime } from '../../../testing/story-api';
import { ServiceJobPanel } from './ServiceJobPanel';

const run = http.post(api('/sdm/pegawai/x/service'), async () => {
  await delay(400);
  return HttpResponse.json({ message: 'Job executed', data: { job_id: 'story-service-job' } });
});

function handlers(end: Parameters<typeof jobHandler>[0]) {
  return { run, realtime: noRealtime, job: jobHandler(end) };
}

async function runJob({ canvasElement }: { canvasElement: HTMLElement }) {
  await clickWhenShown(canvasElement, '[data-testid="service-job-run"]:not([disabled])');
  await confirmWith(canvasElement, 'Jalankan');
}

const meta = {
  title: 'mf-gaji/Potongan/ServiceJobPanel',
  component: ServiceJobPanel,
  decorators: [withStoryApi],
  args: { tahun: 2026, bulan: 3, onDone: () => undefined },
  parameters: {
    msw: {
      handlers: handlers({
        status: 'done',
        message: 'Job executed: 1.250 baris potongan service dibuat untuk 4 kantor',
        result: { kantor_count: 4, rows: 1250, total: '187500000.00' },
        error: null,
      }),
    },
  },
};

export default meta;

/** A month chosen: the admin may run the job. */
export const Ready = {};

/** No month chosen yet: the button stays off and the panel says what is missing. */
export const WithoutMonth = { args: { tahun: undefined, bulan: undefined } };

/** Confirmed: 'Job executed', then the job's progress until it is done. */
export const Executed = { play: runJob };

/** The job fails (the month's service deadline has passed by the time it runs). */
export const Failed = {
  parameters: {
    msw: {
      handlers: handlers({
        status: 'failed',
        message: 'Batas upload potongan service bulan Maret 2026 sudah lewat',
        result: null,
        error: 'Batas upload potongan service bulan Maret 2026 sudah lewat',
      }),
    },
  },
  play: runJob,
};
