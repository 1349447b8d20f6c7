/**
 * The database drops every session of the portal under load (a failover, pg_terminate_backend,
 * idle_session_timeout) — issue #14: the process stays up (an unhandled 'error' event would end
 * this very test process), answers during the fault are 200 or the portal's 503 with Retry-After,
 * never a 500, and everything answers 200 again within 5 s.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { bearer, createSignedInTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { MESSAGE_DATABASE_UNAVAILABLE } from '../errors.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('database faults', () => {
  let t: TestApp;
  let token: string;

  before(async () => ({ t, token } = await createSignedInTestApp()));
  after(() => t.close());

  /** Ends every session of the test database but this one, as a failover would. */
  async function terminateSessions(): Promise<number> {
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  test('sessions terminated under load: no crash, 200 or 503 in the portal format, 200 again within 5 s', async () => {
    const statuses: number[] = [];
    const refusals: { status: number; message: string; retryAfter: unknown }[] = [];
    let running = true;
    const worker = async (i: number) => {
      while (running) {
        // Reads and writes: /check reads the user; a check-in without an office writes its refusal.
        const res =
          i % 2 === 0
            ? await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(token) })
            : await t.app.inject({
                method: 'POST',
                url: '/api/absen',
                headers: bearer(token),
                payload: { jenis: 'masuk', latitude: -6.2, longitude: 106.8 },
              });
        statuses.push(res.statusCode);
        if (res.statusCode >= 500)
          refusals.push({
            status: res.statusCode,
            message: res.json().message,
            retryAfter: res.headers['retry-after'],
          });
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    await sleep(300);
    const terminated = await terminateSessions();
    assert.ok(terminated > 0, 'the portal had sessions to lose');
    await sleep(200);
    const faultAt = Date.now();
    // Recovered: the next 20 answers in a row are what they were before the fault.
    let recoveredAt = 0;
    while (Date.now() - faultAt < 5000) {
      const checks = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(token) })),
      );
      if (checks.every((r) => r.statusCode === 200)) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    running = false;
    await Promise.all(workers);
    assert.ok(recoveredAt > 0, 'the API answers 200 again within 5 s');
    assert.ok(statuses.length > 50, `steady load (${statuses.length} answers)`);
    assert.deepEqual(
      [...new Set(statuses)].filter((s) => ![200, 422, 503].includes(s)),
      [],
      'only 200, 422 (the check-in refusal) or 503',
    );
    for (const r of refusals) {
      assert.equal(r.status, 503);
      assert.equal(r.message, MESSAGE_DATABASE_UNAVAILABLE);
      assert.equal(r.retryAfter, '5');
    }
  });
});
