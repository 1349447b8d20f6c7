/**
 * A test job that writes domain rows the way real handlers must: all in one transaction at the
 * end of the work, so an attempt that dies half-way leaves nothing. Used by the job tests and
 * the kill-worker fixture (a separate process).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.js';
import type { JobService } from '../../src/platform/jobs/job-service.js';

export const ROWS_JOB = 'test.rows';
export const ROWS_PER_JOB = 100;

export async function createRowsTable(db: Kysely<Database>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS job_test_rows (job_id uuid NOT NULL, n integer NOT NULL, PRIMARY KEY (job_id, n))`.execute(
    db,
  );
}

export async function countRows(db: Kysely<Database>): Promise<number> {
  return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM job_test_rows`.execute(db)).rows[0].n;
}

export interface RowsJobHooks {
  onHalfway?: (signal: AbortSignal) => Promise<void>;
  /** After the rows' transaction committed, before the job ends (a crash there must not double them). */
  afterCommit?: () => Promise<void>;
  /** Default 3 s, so a replacement worker sees a killed attempt expire quickly through pg-boss alone. */
  expireInSeconds?: number;
  retryLimit?: number;
}

export function registerRowsJob(jobs: JobService, db: Kysely<Database>, hooks: RowsJobHooks = {}): void {
  jobs.register<{ rows?: number }>({
    name: ROWS_JOB,
    retryLimit: hooks.retryLimit ?? 2,
    retryDelaySeconds: 0,
    expireInSeconds: hooks.expireInSeconds ?? 3,
    handler: async (job) => {
      if (job.committed) return { result: job.committed.result };
      const total = job.data.rows ?? ROWS_PER_JOB;
      await db.transaction().execute(async (trx) => {
        for (let n = 1; n <= total; n++) {
          job.signal.throwIfAborted();
          await sql`INSERT INTO job_test_rows (job_id, n) VALUES (${job.jobId}, ${n})`.execute(trx);
          if (n === total / 2) {
            await job.reportProgress(50, 'Setengah jalan');
            if (hooks.onHalfway && job.attempt === 1) await hooks.onHalfway(job.signal);
          }
        }
        await job.recordEffects(trx, { rows: total });
      });
      if (hooks.afterCommit && job.attempt === 1) await hooks.afterCommit();
      return { result: { rows: total } };
    },
  });
}
