/** What modules receive from the app: the database, config and the platform services. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from './db/schema.js';
import type { AccessTokens } from './auth/tokens.js';
import type { SessionService } from './auth/sessions.js';
import type { CaptchaService } from './captcha.js';
import type { FilesService } from './files/files-service.js';
import type { PgListener } from './realtime/pg-listener.js';
import type { JobService } from './jobs/job-service.js';

export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  accessTokens: AccessTokens;
  sessions: SessionService;
  captcha: CaptchaService;
  /** File storage, content checks, signed addresses and the `files` table (platform/files). */
  files: FilesService;
  /** This process's one LISTEN connection: `ctx.listener.on('channel', handler)` (platform/realtime). */
  listener: PgListener;
  /** Background jobs on pg-boss: `register` handlers at build time, `enqueue` from use cases (platform/jobs). */
  jobs: JobService;
}

/** Options every module plugin is registered with: `app.register(kantorRoutes, { ctx })`. */
export interface ModuleOptions {
  ctx: AppContext;
}
