/** What modules receive from the app: the database, config and the platform services. */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from './db/schema.js';
import type { AccessTokens } from './auth/tokens.js';
import type { SessionService } from './auth/sessions.js';
import type { CaptchaService } from './captcha.js';

export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  accessTokens: AccessTokens;
  sessions: SessionService;
  captcha: CaptchaService;
}

/** Options every module plugin is registered with: `app.register(kantorRoutes, { ctx })`. */
export interface ModuleOptions {
  ctx: AppContext;
}
