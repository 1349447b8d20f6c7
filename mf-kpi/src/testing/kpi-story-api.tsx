// MSW helpers of the KPI feature's Storybook stories (never imported by the remote's own code),
// answering like packages/server/src/modules/kpi (answers of packages/contracts/src/kpi.ts; jobs at
// GET /api/general/jobs/{id}). The realtime stream is refused, so followed jobs are polled.
import { delay, http, HttpResponse } from 'msw';
import type { JobView } from '@portal/contracts';

export const api = (path: string) => `/api${path}`;

/** No realtime stream in stories: the followed job is read at GET /api/general/jobs/{id}. */
export const noRealtime = http.post(api('/realtime/ticket'), () =>
  HttpResponse.json({ message: 'Tidak tersedia' }, { status: 503 }),
);

/** A job that runs, then ends as `end` says, 1.5 s after it was created. */
export function jobHandler(name: string, end: Pick<JobView, 'status' | 'message' | 'result' | 'error'>) {
  const created = Date.now();
  return http.get(api('/general/jobs/:id'), ({ params }) => {
    const ended = Date.now() - created > 1500;
    const view: JobView = {
      id: String(params.id),
      name,
      status: ended ? end.status : 'running',
      progress: ended ? 100 : 40,
      message: ended ? end.message : 'Memeriksa isi file',
      result_url: null,
      result: ended ? end.result : null,
      error: ended ? end.error : null,
      attempts: 1,
      created_at: new Date(created).toISOString(),
      started_at: new Date(created).toISOString(),
      finished_at: ended ? new Date().toISOString() : null,
    };
    return HttpResponse.json({ data: view });
  });
}

export { delay };
