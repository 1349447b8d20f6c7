/**
 * Hands the app's JobService to whoever holds the app: `app.jobs.start()` in main.ts (workers and
 * schedules run only in processes that ask) and in tests. Closing the app stops it first, before
 * the other services its handlers use go away.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../db/schema.js';
import { JobService } from './job-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs: `await app.jobs.start()` runs the workers in this process. */
    jobs: JobService;
  }
}

export function createJobService(db: Kysely<Database>, config: Config, log: FastifyInstance['log']): JobService {
  // config.databaseUrl is filled in by main.ts (embedded PostgreSQL) before the app is built.
  return new JobService({ db, connectionString: config.databaseUrl ?? '', log });
}

export function attachJobs(app: FastifyInstance, jobs: JobService): void {
  app.decorate('jobs', jobs);
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
}
