/** Reads of the `jobs` table for the job API (the worker's writes live in platform/jobs). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { RECORD_COLUMNS, type JobRecord } from '../../platform/jobs/jobs.repo.js';
import type { JobStatus } from '../../platform/db/schema.js';

/** What the API shows of a job: the worker's record and its result, attempts and times. */
export interface JobRow extends JobRecord {
  result: unknown;
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const COLUMNS = [...RECORD_COLUMNS, 'result', 'attempts', 'created_at', 'started_at', 'finished_at'] as const;

export function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface JobListFilters {
  userId: number;
  /** One queue name, or several (an export offered in two formats). */
  name?: string | readonly string[];
  status?: JobStatus;
}

function filtered(db: Db, f: JobListFilters) {
  let query = db.selectFrom('jobs').where('user_id', '=', f.userId);
  if (typeof f.name === 'string') query = query.where('name', '=', f.name);
  else if (f.name && f.name.length > 0) query = query.where('name', 'in', f.name);
  if (f.status) query = query.where('status', '=', f.status);
  return query;
}

/** Newest first; the window count rides on the rows. */
export function listJobs(
  db: Db,
  f: JobListFilters & { limit: number; offset: number },
): Promise<(JobRow & { total: number })[]> {
  return filtered(db, f)
    .select([...COLUMNS, sql<number>`(count(*) OVER ())::int`.as('total')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function countJobs(db: Db, f: JobListFilters): Promise<number> {
  return (
    await filtered(db, f)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
}
