// Background jobs as the server answers them (GET /api/general/jobs/{id}), for tests of job pages and hooks.
import type { Job } from '../jobs';

/** A job just queued (name `pegawai.export` unless `patch` says otherwise), changed by `patch`. */
export function queuedJob(id: string, patch: Partial<Job> = {}): Job {
  return {
    id,
    name: 'pegawai.export',
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
    ...patch,
  };
}
