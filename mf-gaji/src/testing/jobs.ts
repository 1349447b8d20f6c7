/**
 * Background jobs in mf-gaji's component tests: a job row as GET /general/jobs/{id} answers it (the fake push channel
 * is @portal/api-client/testing's fakeRealtime).
 */
import type { Job } from '@portal/api-client';
import { queuedJob } from '@portal/api-client/testing';

/** A job row of the service job (queued unless `patch` says otherwise). */
export function jobRow(id: string, patch: Partial<Job> = {}): Job {
  return queuedJob(id, {
    name: 'gaji.potongan.service',
    message: null,
    created_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  });
}
