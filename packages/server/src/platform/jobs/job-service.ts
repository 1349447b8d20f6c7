/**
 * Background jobs on pg-boss (same PostgreSQL, its own `pgboss` schema) plus our `jobs` table,
 * which is what users see: status, progress, message, result file, error.
 *
 * - Modules `register` a handler per job name while the app is built; nothing connects then.
 * - `enqueue` inserts our row and the pg-boss job in ONE transaction (pg-boss's `db` option), so a
 *   job is never visible without its row, and a caller may enqueue inside its own transaction.
 *   It works in any process: the first call installs/opens pg-boss without starting workers.
 * - `start` (main.ts; tests) also runs the workers and the cron schedules; `stop` stops fetching,
 *   waits for running handlers, then aborts them through their AbortSignal.
 * - Jobs live in PostgreSQL, so they survive restarts: a queued job waits. A running job carries
 *   its process's instance id and a heartbeat renewed every `heartbeatIntervalMs`; when the beat
 *   stops for `staleAfterSeconds` (the process died), the reconciler of any live process hands the
 *   job back to pg-boss, which runs it again from its stored input, or — no retries left — fails it
 *   with a reason the user can act on. Within a minute, not after pg-boss's `expireInSeconds`.
 * - Handlers must write their domain rows in one transaction at the end (or idempotently): an
 *   aborted or killed attempt then leaves nothing behind, and the retry starts clean. A handler
 *   calls `job.recordEffects(trx, result)` inside that transaction; an attempt resumed after a crash
 *   between that commit and the job's end finds `job.committed` and must not write again.
 */
import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { LocalJobEvents, notifyJobEvent, type JobDoneEvent, type JobEvents } from './job-events.js';
import { notifyUsers } from '../notifications.js';
import * as repo from './jobs.repo.js';

export const JOB_MESSAGES = {
  queued: 'Menunggu proses',
  running: 'Sedang diproses',
  done: 'Selesai',
  failed: 'Gagal',
  retrying: (attempt: number) => `Percobaan ke-${attempt} gagal, akan dicoba lagi`,
  serverError: 'Terjadi kesalahan saat memproses, silakan coba lagi',
  shutdown: 'Server berhenti saat proses berjalan; proses akan diulang',
  timeout: 'Waktu proses habis',
  orphaned: 'Proses terhenti dan tidak dapat dilanjutkan',
  workerLost: 'Server berhenti saat proses berjalan; proses diulang dari data yang tersimpan',
  workerLostFinal:
    'Server berhenti saat proses berjalan dan proses tidak dapat diulang lagi; silakan ulangi permintaan (untuk impor: unggah ulang berkasnya)',
  unknownJob: (name: string) => `Jenis proses tidak dikenal: ${name}`,
} as const;

/**
 * A failure whose message may be shown to the user. `retry: false` ends the job at once (bad
 * input will not get better); `result` is kept on the failed job, e.g. an import's row errors:
 * `throw new JobError('Data upload tidak valid', { retry: false, result: { errors } })`.
 */
export class JobError extends Error {
  readonly retry: boolean;
  readonly result: unknown;
  constructor(message: string, options: { retry?: boolean; result?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'JobError';
    this.retry = options.retry ?? true;
    this.result = options.result;
  }
}

export interface JobContext<D> {
  /** Our job id (jobs.id), as the client knows it. */
  jobId: string;
  name: string;
  data: D;
  /** Who asked for it; null for scheduled jobs. */
  userId: number | null;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** Aborted when the server stops or the job times out: stop, and let the transaction roll back. */
  signal: AbortSignal;
  /** 0–100 (rounded, clamped) with an optional message; repeated values are not written again. */
  reportProgress(percent: number, message?: string): Promise<void>;
  /** Call inside the transaction that writes the job's domain rows: marks them written, with the result. */
  recordEffects(trx: Db, result?: unknown): Promise<void>;
  /** Set when an earlier attempt already committed its rows (then crashed before the end): don't write again. */
  committed: { result: unknown } | null;
}

export interface JobOutcome {
  /** Storage key (ctx.files.storage) of the result file, e.g. the xlsx of an export. */
  resultLocation?: string;
  /** Small JSON result (counts, row errors of an import), returned by the job API. */
  result?: unknown;
  message?: string;
}

export type JobHandler<D> = (job: JobContext<D>) => Promise<JobOutcome | void>;

export interface JobDefinition<D = unknown> {
  /** Queue name: letters, digits, '.', '_' and '-'. */
  name: string;
  handler: JobHandler<D>;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A running attempt longer than this is aborted and counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this name run at the same time per process (default 1). */
  concurrency?: number;
  /** pg-boss cron schedule, in Asia/Jakarta time. */
  schedule?: { cron: string; data?: object };
}

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobServiceOptions {
  db: Kysely<Database>;
  connectionString: string;
  log: JobLog;
  /** Connections of pg-boss's own pool (default 4). */
  poolSize?: number;
  /** How often idle workers look for jobs (default 1 s; enqueue in the same process wakes them at once). */
  pollingIntervalSeconds?: number;
  /** pg-boss maintenance: expiring dead attempts, archiving (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How long `stop` waits for running handlers before aborting them (default 10 s). */
  stopGraceMs?: number;
  /** pg-boss schema (default 'pgboss'). */
  schema?: string;
  /** Checks for rows whose pg-boss job vanished or whose worker died (default 10 s). */
  reconcileIntervalMs?: number;
  /** How often this process renews the heartbeat of the jobs it runs (default 10 s). */
  heartbeatIntervalMs?: number;
  /** A running job without a heartbeat for this long belongs to a dead process (default 30 s). */
  staleAfterSeconds?: number;
}

interface Running {
  controller: AbortController;
  settled: Promise<unknown>;
  lastProgress: number;
  lastMessage: string | null | undefined;
}

type BossJob = PgBoss.JobWithMetadata<unknown>;

/** pg-boss runs its SQL through this when called with `db`: inside our Kysely transaction. */
function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

export function jobResultUrl(jobId: string): string {
  return `/api/general/jobs/${jobId}/result`;
}

export class JobService {
  readonly events: JobEvents;
  private readonly localEvents = new LocalJobEvents();
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly queuesCreated = new Set<string>();
  private readonly running = new Map<string, Running>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly schema: string;
  private connecting: Promise<PgBoss> | undefined;
  private working = false;
  private reconcileTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** Who runs a job: stamped on its row, renewed by the heartbeat. Random per process. */
  readonly instanceId = randomUUID();

  constructor(private readonly options: JobServiceOptions) {
    this.events = this.localEvents;
    this.schema = options.schema ?? 'pgboss';
    if (!/^[a-z_][a-z0-9_]*$/.test(this.schema)) throw new Error(`invalid pg-boss schema name: ${this.schema}`);
  }

  register<D>(definition: JobDefinition<D>): void {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} is already registered`);
    if (this.working) throw new Error(`job ${definition.name} registered after the workers started`);
    if (!/^[\w.-]+$/.test(definition.name)) throw new Error(`invalid job name: ${definition.name}`);
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  get isWorking(): boolean {
    return this.working;
  }

  /**
   * Queues a job and returns our job id. Pass `db` (a transaction) to make the job part of the
   * caller's change: it then exists only if that transaction commits; call `wake(name)` after the
   * commit so a worker of this process starts at once instead of at its next poll (≤ 1 s).
   */
  async enqueue<D extends object>(
    name: string,
    data: D,
    opts: { userId: number | null; db?: Db; message?: string },
  ): Promise<string> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(JOB_MESSAGES.unknownJob(name));
    const boss = await this.connect();
    await this.ensureQueue(boss, name);
    const id = randomUUID();
    const insert = async (trx: Db) => {
      await repo.insertJob(trx, { id, name, userId: opts.userId, message: opts.message ?? JOB_MESSAGES.queued });
      const bossId = await boss.send(name, data, { ...this.sendOptions(definition), id, db: bossDb(trx) });
      if (bossId !== id) throw new Error(`pg-boss did not accept job ${name}`);
    };
    if (opts.db?.isTransaction) {
      await insert(opts.db);
      return id;
    }
    await (opts.db ?? this.options.db).transaction().execute(insert);
    this.wake(name);
    return id;
  }

  /** Makes this process's idle workers of `name` look for jobs now (after the enqueueing commit). */
  wake(name: string): void {
    const boss = this.workerIds.get(name)?.length ? this.connecting : undefined;
    void boss?.then(
      (b) => {
        for (const workerId of this.workerIds.get(name) ?? []) b.notifyWorker(workerId);
      },
      () => undefined,
    );
  }

  /**
   * Like `enqueue`, but when the user already has a job of this name that is queued or running,
   * hands back that one instead (a double click must not start a second export).
   */
  async enqueueOnce<D extends object>(
    name: string,
    data: D,
    opts: { userId: number; db?: Db; message?: string },
  ): Promise<{ id: string; created: boolean }> {
    const inTransaction = async (trx: Db) => {
      await repo.lockJobsOf(trx, name, opts.userId);
      const open = await repo.findOpenJob(trx, name, opts.userId);
      if (open) return { id: open, created: false };
      return { id: await this.enqueue(name, data, { ...opts, db: trx }), created: true };
    };
    if (opts.db?.isTransaction) return inTransaction(opts.db);
    const job = await (opts.db ?? this.options.db).transaction().execute(inTransaction);
    this.wake(name);
    return job;
  }

  /** Progress of a running job (handlers get it as `job.reportProgress`). */
  async reportProgress(jobId: string, percent: number, message?: string): Promise<void> {
    const progress = clampPercent(percent);
    const run = this.running.get(jobId);
    if (run && run.lastProgress === progress && (message === undefined || message === run.lastMessage)) return;
    const row = await repo.updateProgress(this.options.db, jobId, progress, message);
    if (run) Object.assign(run, { lastProgress: progress, lastMessage: message ?? run.lastMessage });
    if (!row) return;
    const event = {
      type: 'progress',
      jobId,
      name: row.name,
      userId: row.user_id,
      status: 'running',
      progress,
      message: row.message,
    } as const;
    this.localEvents.emit(event, (err) => this.options.log.warn({ err, jobId }, 'job progress listener failed'));
    await notifyJobEvent(this.options.db, event);
  }

  /** Workers and schedules for every registered job; also used by tests. */
  async start(): Promise<void> {
    if (this.working) return;
    const boss = await this.connect();
    this.working = true;
    for (const definition of this.definitions.values()) {
      await this.ensureQueue(boss, definition.name);
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        ids.push(
          await boss.work<unknown>(
            definition.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 },
            ([job]) => this.run(definition as JobDefinition<unknown>, job),
          ),
        );
      }
      this.workerIds.set(definition.name, ids);
      if (definition.schedule)
        await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data ?? {}, {
          ...this.sendOptions(definition),
          tz: 'Asia/Jakarta',
        });
    }
    await this.reconcile();
    this.reconcileTimer = setInterval(() => void this.reconcile(), this.options.reconcileIntervalMs ?? 10_000);
    this.reconcileTimer.unref();
    this.heartbeatTimer = setInterval(() => void this.beat(), this.options.heartbeatIntervalMs ?? 10_000);
    this.heartbeatTimer.unref();
  }

  /** Stops fetching, lets running handlers finish for `graceMs`, aborts the rest, closes pg-boss. */
  async stop(graceMs = this.options.stopGraceMs ?? 10_000): Promise<void> {
    const connecting = this.connecting;
    if (!connecting) return;
    this.connecting = undefined;
    clearInterval(this.reconcileTimer);
    clearInterval(this.heartbeatTimer);
    const boss = await connecting.catch(() => undefined);
    if (!boss) return;
    for (const ids of this.workerIds.values()) for (const id of ids) await boss.offWork({ id });
    this.workerIds.clear();
    const deadline = Date.now() + graceMs;
    while (this.running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    for (const run of this.running.values()) run.controller.abort(new JobError(JOB_MESSAGES.shutdown));
    await Promise.allSettled([...this.running.values()].map((r) => r.settled));
    this.working = false;
    this.queuesCreated.clear();
    await boss.stop({ graceful: true, timeout: 1_000, wait: true });
  }

  /**
   * Hands jobs of dead workers back to pg-boss (resumed, or failed when no retry is left), then
   * marks rows failed whose pg-boss job is gone for good (see repo.claimStale, repo.failOrphans).
   * Returns how many rows it changed.
   */
  async reconcile(): Promise<number> {
    try {
      const stale = await this.reclaimStale();
      const rows = await repo.failOrphans(this.options.db, this.schema, JOB_MESSAGES.orphaned);
      for (const row of rows) await this.announceDone(row, null);
      return stale + rows.length;
    } catch (err) {
      this.options.log.warn({ err }, 'job reconcile failed');
      return 0;
    }
  }

  private async reclaimStale(): Promise<number> {
    const boss = await this.connecting;
    if (!boss) return 0;
    const claimed = await this.options.db.transaction().execute(async (trx) => {
      const rows = await repo.claimStale(trx, this.schema, {
        staleSeconds: this.options.staleAfterSeconds ?? 30,
        exclude: [...this.running.keys()],
        resumed: { message: JOB_MESSAGES.workerLost, error: JOB_MESSAGES.workerLost },
        failed: { message: JOB_MESSAGES.failed, error: JOB_MESSAGES.workerLostFinal },
      });
      // Failing the abandoned attempt is what makes pg-boss retry it now rather than after expireIn.
      for (const row of rows)
        await boss.fail(row.name, row.id, { message: JOB_MESSAGES.workerLost }, { db: bossDb(trx) });
      return rows;
    });
    for (const row of claimed) {
      this.options.log.warn({ jobId: row.id, job: row.name, resumed: row.resumable }, 'job of a dead worker reclaimed');
      if (!row.resumable) await this.announceDone(row, null);
    }
    return claimed.length;
  }

  /** Renews the heartbeat of this process's running jobs (a failure is retried at the next beat). */
  private async beat(): Promise<void> {
    try {
      await repo.beat(this.options.db, [...this.running.keys()]);
    } catch (err) {
      this.options.log.warn({ err }, 'job heartbeat failed');
    }
  }

  private connect(): Promise<PgBoss> {
    this.connecting ??= (async () => {
      if (!this.options.connectionString)
        throw new Error('background jobs need a database connection string (DATABASE_URL)');
      const boss = new PgBoss({
        connectionString: this.options.connectionString,
        max: this.options.poolSize ?? 4,
        schema: this.schema,
        application_name: 'portal-sdm-jobs',
        maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 60,
      });
      boss.on('error', (err) => this.options.log.error({ err }, 'pg-boss error'));
      await boss.start();
      return boss;
    })();
    const pending = this.connecting;
    pending.catch(() => {
      if (this.connecting === pending) this.connecting = undefined;
    });
    return pending;
  }

  private async ensureQueue(boss: PgBoss, name: string): Promise<void> {
    if (this.queuesCreated.has(name)) return;
    await boss.createQueue(name);
    this.queuesCreated.add(name);
  }

  private sendOptions(definition: JobDefinition<never>): PgBoss.SendOptions {
    return {
      retryLimit: definition.retryLimit ?? 2,
      retryDelay: definition.retryDelaySeconds ?? 5,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
  }

  private async run(definition: JobDefinition<unknown>, job: BossJob): Promise<object> {
    const attempt = job.retryCount + 1;
    const willRetry = job.retryCount < job.retryLimit;
    const controller = new AbortController();
    // pg-boss gives up on the attempt after expireIn; the handler must stop too, or a retry
    // would run beside it. A second less, so our abort lands before pg-boss's own timeout.
    const timer = setTimeout(
      () => controller.abort(new JobError(JOB_MESSAGES.timeout)),
      Math.max(1, job.expireInSeconds - 1) * 1000,
    );
    let settle!: (v?: unknown) => void;
    // Registered before the first await, so `stop` waits for (or aborts) this attempt too.
    // Our row's id is the pg-boss id (enqueue uses one id for both; markRunning inserts it so).
    const entry: Running = {
      controller,
      settled: new Promise((r) => (settle = r)),
      lastProgress: 0,
      lastMessage: undefined,
    };
    this.running.set(job.id, entry);
    let row: Awaited<ReturnType<typeof repo.markRunning>>;
    try {
      row = await repo.markRunning(this.options.db, {
        bossId: job.id,
        name: definition.name,
        attempt,
        message: JOB_MESSAGES.running,
        instance: this.instanceId,
      });
    } catch (err) {
      clearTimeout(timer);
      this.running.delete(job.id);
      settle();
      throw err;
    }
    entry.lastMessage = row.message;
    try {
      const outcome =
        (await definition.handler({
          jobId: row.id,
          name: definition.name,
          data: job.data,
          userId: row.user_id,
          attempt,
          signal: controller.signal,
          reportProgress: (percent, message) => this.reportProgress(row.id, percent, message),
          recordEffects: (trx, result) => repo.recordEffects(trx, row.id, result),
          committed: row.committed ? { result: row.committed_result } : null,
        })) ?? {};
      await this.finish(row.id, {
        status: 'done',
        message: outcome.message ?? JOB_MESSAGES.done,
        resultLocation: outcome.resultLocation,
        result: outcome.result,
      });
      return { jobId: row.id };
    } catch (cause) {
      const err = controller.signal.aborted && !(cause instanceof JobError) ? controller.signal.reason : cause;
      const shown = err instanceof JobError ? err.message : JOB_MESSAGES.serverError;
      this.options.log[err instanceof JobError ? 'warn' : 'error'](
        { err, jobId: row.id, job: definition.name, attempt },
        'job attempt failed',
      );
      if (err instanceof JobError && !err.retry) {
        // Completing the pg-boss job (instead of failing it) is what stops its retries.
        await this.finish(row.id, { status: 'failed', message: JOB_MESSAGES.failed, error: shown, result: err.result });
        return { jobId: row.id, failed: true };
      }
      if (willRetry) await repo.markRequeued(this.options.db, row.id, JOB_MESSAGES.retrying(attempt), shown);
      else await this.finish(row.id, { status: 'failed', message: JOB_MESSAGES.failed, error: shown });
      throw err;
    } finally {
      clearTimeout(timer);
      this.running.delete(job.id);
      settle();
    }
  }

  private async finish(jobId: string, end: repo.FinishedJob): Promise<void> {
    const row = await this.options.db.transaction().execute(async (trx) => {
      const finished = await repo.markFinished(trx, jobId, end);
      await notifyJobEvent(trx, this.doneEvent(finished));
      if (finished.user_id !== null)
        await notifyUsers(trx, [finished.user_id], {
          kind: 'job',
          title: finished.status === 'done' ? JOB_MESSAGES.done : JOB_MESSAGES.failed,
          body: `${finished.name}: ${finished.error ?? finished.message ?? ''}`,
        });
      return finished;
    });
    this.localEvents.emit(this.doneEvent(row), (err) =>
      this.options.log.warn({ err, jobId }, 'job done listener failed'),
    );
  }

  private async announceDone(row: repo.JobRecord, db: Db | null): Promise<void> {
    const event = this.doneEvent(row);
    await notifyJobEvent(db ?? this.options.db, event);
    this.localEvents.emit(event, (err) => this.options.log.warn({ err, jobId: row.id }, 'job done listener failed'));
  }

  private doneEvent(row: repo.JobRecord): JobDoneEvent {
    return {
      type: 'done',
      jobId: row.id,
      name: row.name,
      userId: row.user_id,
      status: row.status === 'done' ? 'done' : 'failed',
      progress: row.progress,
      message: row.message,
      resultUrl: row.status === 'done' && row.result_location ? jobResultUrl(row.id) : null,
      error: row.error,
    };
  }
}
