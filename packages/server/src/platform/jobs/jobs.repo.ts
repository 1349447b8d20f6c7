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

const RECORD_COLUMNS = ['id', 'name', 'user_id', 'status', 'progress', 'message', 'result_location', 'error'] as const;

export async function insertJob(db: Db, job: { id: string; name: string; userId: number | null; message: string | null }): Promise<void> {
  await db.insertInto('jobs').values({ id: job.id, boss_id: job.id, name: job.name, user_id: job.userId, message: job.message }).execute();
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
export async function markRunning(db: Db, job: { bossId: string; name: string; attempt: number; message: string | null }): Promise<JobRecord> {
  return db
    .insertInto('jobs')
    .values({ id: job.bossId, boss_id: job.bossId, name: job.name, status: 'running', attempts: job.attempt, started_at: sql<Date>`now()`, message: job.message })
    .onConflict((oc) =>
      oc.column('boss_id').doUpdateSet({
        status: 'running',
        progress: 0,
        attempts: job.attempt,
        started_at: sql<Date>`now()`,
        finished_at: null,
        message: job.message,
        error: null,
      }),
    )
    .returning(RECORD_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Only a running job moves; a late report after the end (or after a requeue) changes nothing. */
export async function updateProgress(db: Db, id: string, progress: number, message: string | undefined): Promise<JobRecord | undefined> {
  return db
    .updateTable('jobs')
    .set(message === undefined ? { progress } : { progress, message })
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
      not(exists(sql`(SELECT 1 FROM ${sql.raw(bossSchema)}.job b WHERE b.id = j.boss_id AND b.state IN ('created', 'retry', 'active'))`)),
    )
    .returning(RECORD_COLUMNS.map((c) => `j.${c}` as const))
    .execute();
}
