/** Reads of the `jobs` table for the job API (the worker's writes live in platform/jobs). */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { JobStatus } from '../../platform/db/schema.js';

export interface JobRow {
  id: string;
  name: string;
  user_id: number | null;
  status: JobStatus;
  progress: number;
  message: string | null;
  result_location: string | null;
  result: unknown;
  error: string | null;
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const COLUMNS = [
  'id',
  'name',
  'user_id',
  'status',
  'progress',
  'message',
  'result_location',
  'result',
  'error',
  'attempts',
  'created_at',
  'started_at',
  'finished_at',
] as const;

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
