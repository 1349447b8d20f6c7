/** Waits for a background job through GET /api/general/jobs/{id}, as a browser polls it. */
import assert from 'node:assert/strict';
import { bearer, type TestApp } from './test-app.js';

/** Polls every 100 ms until the job is done or failed (20 s at the most); answers the job. */
export async function pollJob(t: Pick<TestApp, 'app'>, token: string, jobId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/general/jobs/${jobId}`, headers: bearer(token) });
    assert.equal(res.statusCode, 200, res.body);
    const job = res.json().data;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
