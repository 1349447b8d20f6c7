/** SQL of the `jobs` table as the worker writes it (the jobs module reads it for the API). */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobStatus } from '../db/schema.js';

export interface JobRecord {
  id: string;
  name: string;
  user_id: number | null;
  status: JobStatus;
  progress: number;
  message: string | null;
  result_location: string | null;
  error: string | null;
}

/** The columns of a JobRecord (the jobs module selects these and more). */
export const RECORD_COLUMNS = [
  'id',
  'name',
  'user_id',
  'status',
  'progress',
  'message',
  'result_location',
  'error',
] as const;

export async function insertJob(
  db: Db,
  job: { id: string; name: string; userId: number | null; message: string | null },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ id: job.id, boss_id: job.id, name: job.name, user_id: job.userId, message: job.message })
    .execute();
}

/** Serialises "is there an open job of this user and name?" with enqueueing one (until commit). */
export async function lockJobsOf(db: Db, name: string, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${name}:${userId}`}))`.execute(db);
}

export async function findOpenJob(db: Db, name: string, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', name)
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * A pg-boss job has been fetched: our row becomes `running`. Jobs that pg-boss created itself
 * (cron schedules) have no row yet; they get one here, owned by nobody.
 */
export async function markRunning(
  db: Db,
  job: { bossId: string; name: string; attempt: number; message: string | null; instance: string },
): Promise<JobRecord & { committed: boolean; committed_result: unknown }> {
  const row = await db
    .insertInto('jobs')
    .values({
      id: job.bossId,
      boss_id: job.bossId,
      name: job.name,
      status: 'running',
      attempts: job.attempt,
      started_at: sql<Date>`now()`,
      message: job.message,
      worker_instance: job.instance,
      heartbeat_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column('boss_id').doUpdateSet({
        status: 'running',
        progress: 0,
        attempts: job.attempt,
        started_at: sql<Date>`now()`,
        finished_at: null,
        message: job.message,
        error: null,
        worker_instance: job.instance,
        heartbeat_at: sql<Date>`now()`,
      }),
    )
    .returning([...RECORD_COLUMNS, 'effects_committed_at', 'result'])
    .executeTakeFirstOrThrow();
  const { effects_committed_at: committedAt, result, ...record } = row;
  return { ...record, committed: committedAt !== null, committed_result: committedAt !== null ? result : undefined };
}

/** The running jobs of this process are alive: their heartbeat moves on. */
export async function beat(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set({ heartbeat_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('status', '=', 'running')
    .execute();
}

/** Inside the transaction that wrote the job's domain rows: they are in, with this result. */
export async function recordEffects(db: Db, id: string, result: unknown): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ effects_committed_at: sql<Date>`now()`, result: result === undefined ? null : JSON.stringify(result) })
    .where('id', '=', id)
    .execute();
}

export interface StaleJob extends JobRecord {
  /** pg-boss will run it again (retries left) rather than give up. */
  resumable: boolean;
}

/**
 * Running jobs whose worker stopped beating for `staleSeconds` (its process died: SIGKILL, OOM,
 * power): claimed here in one statement — back to `queued` when pg-boss has retries left, else
 * `failed` — so that of several reconciling processes exactly one acts on each. `exclude` are the
 * jobs this very process is running (alive whatever the clock says). The caller then fails the
 * pg-boss job in the same transaction, which makes pg-boss retry it or give up.
 */
export async function claimStale(
  db: Db,
  bossSchema: string,
  opts: {
    staleSeconds: number;
    exclude: readonly string[];
    resumed: { message: string; error: string };
    failed: { message: string; error: string };
  },
): Promise<StaleJob[]> {
  const exclude = opts.exclude.length > 0 ? opts.exclude : ['00000000-0000-0000-0000-000000000000'];
  const result = await sql<StaleJob>`
    UPDATE jobs j SET
      status = CASE WHEN b.retry_count < b.retry_limit THEN 'queued' ELSE 'failed' END,
      message = CASE WHEN b.retry_count < b.retry_limit THEN ${opts.resumed.message} ELSE ${opts.failed.message} END,
      error = CASE WHEN b.retry_count < b.retry_limit THEN ${opts.resumed.error} ELSE ${opts.failed.error} END,
      progress = CASE WHEN b.retry_count < b.retry_limit THEN 0 ELSE j.progress END,
      finished_at = CASE WHEN b.retry_count < b.retry_limit THEN NULL ELSE now() END,
      worker_instance = NULL
    FROM ${sql.raw(bossSchema)}.job b
    WHERE b.id = j.boss_id AND b.state = 'active'
      AND j.status = 'running'
      AND COALESCE(j.heartbeat_at, j.started_at) < now() - make_interval(secs => ${opts.staleSeconds})
      AND j.id <> ALL(${exclude}::uuid[])
    RETURNING j.id, j.name, j.user_id, j.status, j.progress, j.message, j.result_location, j.error, (b.retry_count < b.retry_limit) AS resumable`.execute(
    db,
  );
  return result.rows;
}

/** Only a running job moves; a late report after the end (or after a requeue) changes nothing. */
export async function updateProgress(
  db: Db,
  id: string,
  progress: number,
  message: string | undefined,
): Promise<JobRecord | undefined> {
  return db
    .updateTable('jobs')
    .set(
      message === undefined
        ? { progress, heartbeat_at: sql<Date>`now()` }
        : { progress, message, heartbeat_at: sql<Date>`now()` },
    )
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returning(RECORD_COLUMNS)
    .executeTakeFirst();
}

export interface FinishedJob {
  status: 'done' | 'failed';
  message: string | null;
  resultLocation?: string | null;
  result?: unknown;
  error?: string | null;
}

export async function markFinished(db: Db, id: string, end: FinishedJob): Promise<JobRecord> {
  return db
    .updateTable('jobs')
    .set({
      status: end.status,
      progress: end.status === 'done' ? 100 : sql<number>`progress`,
      message: end.message,
      result_location: end.resultLocation ?? null,
      result: end.result === undefined ? null : JSON.stringify(end.result),
      error: end.error ?? null,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(RECORD_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The attempt failed but pg-boss will run the job again: back to `queued`, with the reason. */
export async function markRequeued(db: Db, id: string, message: string, error: string): Promise<void> {
  await db.updateTable('jobs').set({ status: 'queued', progress: 0, message, error }).where('id', '=', id).execute();
}

/**
 * Our rows still open although pg-boss has no open job for them any more (it failed them after a
 * crash and the last retry expired, or the job was cancelled or archived): they become `failed`,
 * so a client polling them stops waiting. `bossSchema` is pg-boss's schema name (checked by the caller).
 */
export async function failOrphans(db: Db, bossSchema: string, error: string): Promise<JobRecord[]> {
  return db
    .updateTable('jobs as j')
    .set({ status: 'failed', error, finished_at: sql<Date>`now()` })
    .where('j.status', 'in', ['queued', 'running'])
    .where(({ not, exists }) =>
      not(
        exists(
          sql`(SELECT 1 FROM ${sql.raw(bossSchema)}.job b WHERE b.id = j.boss_id AND b.state IN ('created', 'retry', 'active'))`,
        ),
      ),
    )
    .returning(RECORD_COLUMNS.map((c) => `j.${c}` as const))
    .execute();
}
