/**
 * The job runner on real PostgreSQL + pg-boss: enqueue → run → done, progress, failures and
 * retries, restart survival, an attempt aborted or killed half-way (no rows left behind, then
 * retried cleanly), orphan reconciliation, events (in-process and pg_notify).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { createUser } from '../../../test/helpers/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';
import type { JobDoneEvent, JobProgressEvent } from './job-events.js';
import { JOB_EVENTS_CHANNEL } from './job-events.js';
import { JOB_MESSAGES, JobError, JobService, type JobDefinition } from './job-service.js';
import { countRows, createRowsTable, registerRowsJob, ROWS_JOB, ROWS_PER_JOB } from '../../../test/helpers/rows-job.js';

const here = dirname(fileURLToPath(import.meta.url));
const quietLog = { info() {}, warn() {}, error() {} };

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('JobService', () => {
  let database: TestDatabase;
  let userId: number;
  const services: JobService[] = [];

  const newService = (
    definitions: JobDefinition<never>[] = [],
    options: Partial<ConstructorParameters<typeof JobService>[0]> = {},
  ) => {
    const jobs = new JobService({
      db: database.db,
      connectionString: database.url,
      log: quietLog,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    for (const d of definitions) jobs.register(d);
    services.push(jobs);
    return jobs;
  };
  const jobRow = (id: string) =>
    database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bossState = async (id: string) =>
    (
      await sql<{
        state: string;
        retry_count: number;
      }>`SELECT state, retry_count FROM pgboss.job WHERE id = ${id}`.execute(database.db)
    ).rows[0];
  /** Our row once it reached `status`. */
  const untilJobStatus = (id: string, status: string, timeoutMs?: number) =>
    waitFor(
      () => jobRow(id),
      (r) => r.status === status,
      timeoutMs,
    );
  /** pg-boss's own row once it reached `state`. */
  const untilBossState = (id: string, state: string) =>
    waitFor(
      () => bossState(id),
      (s) => s?.state === state,
    );

  before(async () => {
    database = await createTestDatabase();
    userId = (await createUser(database.db, { name: 'ani', password: 'Rahasia#2026', roles: [10] })).id;
    await createRowsTable(database.db);
  });
  after(async () => {
    for (const s of services) await s.stop(0);
    await database.destroy();
  });

  it('enqueue → a worker runs it → done with the result; events in-process and through pg_notify', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    await listener.query(`LISTEN ${JOB_EVENTS_CHANNEL}`);
    const notified: { type: string; jobId: string; status: string }[] = [];
    listener.on('notification', (m) => notified.push(JSON.parse(m.payload!)));

    const jobs = newService([
      {
        name: 'test.hello',
        handler: async (job) => {
          await job.reportProgress(40, 'Menghitung');
          return {
            result: { greeting: `halo ${(job.data as { to: string }).to}` },
            message: 'Selesai menyapa',
            resultLocation: 'exports/test/hello.txt',
          };
        },
      },
    ]);
    const progress: JobProgressEvent[] = [];
    const done: JobDoneEvent[] = [];
    jobs.events.onProgress((e) => progress.push(e));
    const offDone = jobs.events.onDone((e) => done.push(e));
    jobs.events.onDone(() => {
      throw new Error('a broken listener must not fail the job');
    });
    await jobs.start();

    const id = await jobs.enqueue('test.hello', { to: 'dunia' }, { userId });
    const row = await untilJobStatus(id, 'done');
    assert.equal(row.user_id, userId);
    assert.equal(row.boss_id, id);
    assert.equal(row.progress, 100);
    assert.equal(row.message, 'Selesai menyapa');
    assert.deepEqual(row.result, { greeting: 'halo dunia' });
    assert.equal(row.result_location, 'exports/test/hello.txt');
    assert.equal(row.error, null);
    assert.equal(row.attempts, 1);
    assert.ok(row.started_at && row.finished_at && row.finished_at >= row.started_at);
    await untilBossState(id, 'completed');

    assert.deepEqual(
      progress.map((e) => [e.jobId, e.progress, e.message, e.userId]),
      [[id, 40, 'Menghitung', userId]],
    );
    assert.equal(done.length, 1);
    assert.deepEqual(
      { ...done[0] },
      {
        type: 'done',
        jobId: id,
        name: 'test.hello',
        userId,
        status: 'done',
        progress: 100,
        message: 'Selesai menyapa',
        resultUrl: `/api/general/jobs/${id}/result`,
        error: null,
      },
    );
    offDone();
    await waitFor(
      async () => notified.filter((n) => n.jobId === id).map((n) => n.type),
      (types) => types.join() === 'progress,done',
    );
    await listener.end();
    await jobs.stop();
  });

  it('reports progress while running; a late report after the end changes nothing', async () => {
    const gate = deferred();
    const reached = deferred();
    let report!: (p: number) => Promise<void>;
    const jobs = newService([
      {
        name: 'test.progress',
        handler: async (job) => {
          report = (p) => job.reportProgress(p);
          await job.reportProgress(10.4);
          await job.reportProgress(57.6, 'Lebih dari separuh');
          reached.resolve();
          await gate.promise;
        },
      },
    ]);
    await jobs.start();
    const id = await jobs.enqueue('test.progress', {}, { userId });
    await reached.promise;
    const running = await jobRow(id);
    assert.deepEqual([running.status, running.progress, running.message], ['running', 58, 'Lebih dari separuh']);
    await jobs.reportProgress(id, 250);
    assert.equal((await jobRow(id)).progress, 100, 'clamped to 0..100');
    gate.resolve();
    await untilJobStatus(id, 'done');
    await report(30);
    assert.equal((await jobRow(id)).progress, 100);
    await jobs.stop();
  });

  it('a failure is retried, then the job fails with a message fit for users; JobError without retry fails at once', async () => {
    let attempts = 0;
    const jobs = newService([
      {
        name: 'test.flaky',
        retryLimit: 1,
        retryDelaySeconds: 0,
        handler: async () => {
          attempts++;
          throw new Error('connection reset by peer (internal detail)');
        },
      },
      {
        name: 'test.invalid',
        handler: async () => {
          throw new JobError('Data pegawai tidak valid', {
            retry: false,
            result: { errors: [{ row: 3, column: 'NPP', value: 'x', message: 'NPP harus 8 digit angka' }] },
          });
        },
      },
    ]);
    const requeued = deferred<string | null>();
    jobs.events.onDone(() => undefined);
    await jobs.start();

    const invalid = await jobs.enqueue('test.invalid', {}, { userId });
    const failedAtOnce = await untilJobStatus(invalid, 'failed');
    assert.deepEqual(
      [failedAtOnce.error, failedAtOnce.message, failedAtOnce.attempts],
      ['Data pegawai tidak valid', JOB_MESSAGES.failed, 1],
    );
    assert.deepEqual(failedAtOnce.result, {
      errors: [{ row: 3, column: 'NPP', value: 'x', message: 'NPP harus 8 digit angka' }],
    });
    await untilBossState(invalid, 'completed'); // no pg-boss retry

    const flaky = await jobs.enqueue('test.flaky', {}, { userId });
    // Between the attempts the row is back to queued with the reason (caught by polling quickly).
    void waitFor(
      () => jobRow(flaky),
      (r) => r.status === 'queued' && r.attempts === 1,
      10_000,
    ).then(
      (r) => requeued.resolve(r.message),
      () => requeued.resolve(null),
    );
    const failed = await untilJobStatus(flaky, 'failed');
    assert.equal(attempts, 2);
    assert.equal(failed.attempts, 2);
    assert.equal(failed.error, JOB_MESSAGES.serverError, 'internal error texts are not shown to users');
    assert.ok(failed.finished_at);
    const between = await requeued.promise;
    if (between !== null) assert.equal(between, JOB_MESSAGES.retrying(1));
    await untilBossState(flaky, 'failed');
    await jobs.stop();
  });

  it('a queued job survives a restart: enqueued by one service, run by a new one', async () => {
    const ran = deferred<string>();
    const definition = { name: 'test.survive', handler: async (job: { jobId: string }) => void ran.resolve(job.jobId) };
    const first = newService([definition as JobDefinition<never>]);
    const id = await first.enqueue('test.survive', {}, { userId }); // no worker in this process
    await first.stop();
    assert.equal((await jobRow(id)).status, 'queued');
    assert.equal((await bossState(id)).state, 'created');

    const second = newService([definition as JobDefinition<never>]);
    await second.start();
    assert.equal(await ran.promise, id);
    await untilJobStatus(id, 'done');
    await second.stop();
  });

  it('an attempt aborted half-way (server stopping) leaves no rows; the restarted worker runs it once, cleanly', async () => {
    const halfway = deferred();
    const first = newService();
    registerRowsJob(first, database.db, {
      onHalfway: async (signal) => {
        halfway.resolve();
        await once(signal, 'abort'); // a long step that only the shutdown interrupts
      },
    });
    await first.start();
    const id = await first.enqueue(ROWS_JOB, {}, { userId });
    await halfway.promise;
    assert.equal((await jobRow(id)).progress, 50);
    await first.stop(0);

    assert.equal(await countRows(database.db), 0, 'the half-written transaction was rolled back');
    const requeued = await jobRow(id);
    assert.deepEqual([requeued.status, requeued.error], ['queued', JOB_MESSAGES.shutdown]);
    assert.equal((await untilBossState(id, 'retry')).retry_count, 0);

    const second = newService();
    registerRowsJob(second, database.db);
    await second.start();
    const done = await untilJobStatus(id, 'done');
    assert.equal(done.attempts, 2);
    assert.equal(await countRows(database.db), ROWS_PER_JOB);
    await second.stop();
    await sql`DELETE FROM job_test_rows`.execute(database.db);
  });

  /** Starts the kill-worker fixture and resolves once it said `word`; the caller kills it. */
  async function workerUntil(word: string, args: string[]) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, '../../../test/helpers/kill-worker.fixture.ts'), database.url, ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    const said = (w: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (out.includes(w) ? resolve() : undefined);
        child.stdout.on('data', (chunk: Buffer) => ((out += chunk.toString()), check()));
        child.once('exit', (code) => reject(new Error(`worker exited (${code}) before "${w}": ${out}`)));
        check();
      });
    await said('ready');
    return { child, reached: said(word) };
  }
  /** A replacement that takes a job without a heartbeat for 2 s as its dead worker's. */
  const quickReplacement = (hooks: Parameters<typeof registerRowsJob>[2] = {}) => {
    const replacement = newService([], { staleAfterSeconds: 2, reconcileIntervalMs: 300, heartbeatIntervalMs: 300 });
    registerRowsJob(replacement, database.db, hooks);
    return replacement;
  };
  /** pg-boss keeps the retry limit the job was sent with: the enqueuer's definition decides it. */
  const enqueueRows = async (retryLimit?: number) => {
    const enqueuer = newService();
    registerRowsJob(enqueuer, database.db, { retryLimit });
    return enqueuer.enqueue(ROWS_JOB, {}, { userId });
  };

  it('a worker process killed (SIGKILL) half-way leaves no rows; after expiry the job is retried by another worker', async () => {
    const { child, reached } = await workerUntil('halfway', []);
    const enqueuer = newService();
    registerRowsJob(enqueuer, database.db);
    const id = await enqueuer.enqueue(ROWS_JOB, {}, { userId });
    await reached;
    child.kill('SIGKILL');
    await once(child, 'exit');

    assert.equal(await countRows(database.db), 0, 'PostgreSQL rolled back the dead connection’s transaction');
    assert.equal((await jobRow(id)).status, 'running');
    assert.equal((await bossState(id)).state, 'active');

    // The replacement worker's maintenance expires the dead attempt (expireInSeconds 3) and runs it again.
    const replacement = newService([], { maintenanceIntervalSeconds: 1 });
    registerRowsJob(replacement, database.db);
    await replacement.start();
    const done = await untilJobStatus(id, 'done', 30_000);
    assert.equal(done.attempts, 2);
    assert.equal(await countRows(database.db), ROWS_PER_JOB);
    await replacement.stop();
    await enqueuer.stop();
    await sql`DELETE FROM job_test_rows`.execute(database.db);
  });

  it('a worker killed half-way under a 15-minute expiry: its dead heartbeat is noticed within seconds and the job runs again', async () => {
    const { child, reached } = await workerUntil('halfway', ['halfway', '900']);
    const id = await enqueueRows();
    await reached;
    assert.equal((await jobRow(id)).worker_instance !== null, true, 'the running row names its process');
    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();

    const replacement = quickReplacement({ expireInSeconds: 900 });
    await replacement.start();
    const done = await untilJobStatus(id, 'done', 30_000);
    // pg-boss alone would have waited for the 900 s expiry.
    assert.ok(Date.now() - killedAt < 15_000, `resumed after ${Date.now() - killedAt} ms`);
    assert.equal(done.attempts, 2);
    assert.equal(done.error, null);
    assert.equal(await countRows(database.db), ROWS_PER_JOB);
    await replacement.stop();
    await sql`DELETE FROM job_test_rows`.execute(database.db);
  });

  it('killed after its rows were committed: the resumed attempt finds them and does not write them again', async () => {
    const { child, reached } = await workerUntil('committed', ['committed', '900']);
    const id = await enqueueRows();
    await reached;
    child.kill('SIGKILL');
    await once(child, 'exit');
    assert.equal((await jobRow(id)).status, 'running');
    assert.equal(await countRows(database.db), ROWS_PER_JOB);

    const replacement = quickReplacement({ expireInSeconds: 900 });
    await replacement.start();
    const done = await untilJobStatus(id, 'done', 30_000);
    assert.equal(done.attempts, 2);
    assert.deepEqual(done.result, { rows: ROWS_PER_JOB });
    assert.equal(await countRows(database.db), ROWS_PER_JOB, 'no row written twice');
    await replacement.stop();
    await sql`DELETE FROM job_test_rows`.execute(database.db);
  });

  it('killed with no retry left: failed at once with a reason that tells the user to try again, and announced', async () => {
    const { child, reached } = await workerUntil('halfway', ['halfway', '900', '0']);
    const id = await enqueueRows(0);
    await reached;
    child.kill('SIGKILL');
    await once(child, 'exit');

    const replacement = quickReplacement({ expireInSeconds: 900, retryLimit: 0 });
    const announced: JobDoneEvent[] = [];
    replacement.events.onDone((e) => announced.push(e));
    await replacement.start();
    const failed = await untilJobStatus(id, 'failed', 30_000);
    assert.equal(failed.error, JOB_MESSAGES.workerLostFinal);
    assert.equal(failed.message, JOB_MESSAGES.failed);
    assert.equal(await countRows(database.db), 0);
    await untilBossState(id, 'failed');
    assert.deepEqual(
      announced.map((e) => [e.jobId, e.status]),
      [[id, 'failed']],
    );
    await replacement.stop();
  });

  it('a live worker is never reclaimed: a slow job with a beating heart finishes once', async () => {
    const started = deferred();
    const release = deferred();
    const slow = newService(
      [
        {
          name: 'test.slow',
          expireInSeconds: 900,
          handler: async () => {
            started.resolve();
            await release.promise;
            return { result: { ok: true } };
          },
        },
      ],
      { heartbeatIntervalMs: 200 },
    );
    const watcher = newService([], { staleAfterSeconds: 1, reconcileIntervalMs: 200 });
    await slow.start();
    await watcher.start();
    const id = await slow.enqueue('test.slow', {}, { userId });
    await started.promise;
    await new Promise((r) => setTimeout(r, 2_500)); // more than the stale limit, many reconciles
    assert.equal((await jobRow(id)).status, 'running');
    release.resolve();
    const done = await untilJobStatus(id, 'done');
    assert.equal(done.attempts, 1);
    await watcher.stop();
    await slow.stop();
  });

  it('enqueue inside a caller’s transaction: a rollback leaves neither our row nor the pg-boss job', async () => {
    const jobs = newService([{ name: 'test.tx', handler: async () => undefined }]);
    let id = '';
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        id = await jobs.enqueue('test.tx', {}, { userId, db: trx });
        throw new Error('use case failed after queueing');
      }),
      /use case failed/,
    );
    assert.equal(await database.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst(), undefined);
    assert.equal(await bossState(id), undefined);
    await assert.rejects(jobs.enqueue('test.unknown', {}, { userId }), /tidak dikenal/);
    await jobs.stop();
  });

  it('enqueueOnce hands back the user’s open job instead of queueing a second one', async () => {
    const jobs = newService([{ name: 'test.once', handler: async () => undefined }]);
    const [a, b] = await Promise.all([
      jobs.enqueueOnce('test.once', {}, { userId }),
      jobs.enqueueOnce('test.once', {}, { userId }),
    ]);
    assert.equal(a.id, b.id);
    assert.deepEqual([a.created, b.created].sort(), [false, true]);
    await jobs.start();
    await untilJobStatus(a.id, 'done');
    const c = await jobs.enqueueOnce('test.once', {}, { userId });
    assert.ok(c.created && c.id !== a.id, 'a finished job does not block a new one');
    await jobs.stop();
  });

  it('reconcile fails rows whose pg-boss job is gone for good', async () => {
    const jobs = newService([{ name: 'test.orphan', handler: async () => undefined }]);
    const id = await jobs.enqueue('test.orphan', {}, { userId });
    await sql`DELETE FROM pgboss.job WHERE id = ${id}`.execute(database.db);
    const done: JobDoneEvent[] = [];
    jobs.events.onDone((e) => done.push(e));
    assert.ok((await jobs.reconcile()) >= 1);
    const row = await jobRow(id);
    assert.deepEqual([row.status, row.error], ['failed', JOB_MESSAGES.orphaned]);
    assert.ok(done.some((e) => e.jobId === id && e.status === 'failed' && e.resultUrl === null));
    await jobs.stop();
  });
});
