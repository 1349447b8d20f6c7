/**
 * Everything the server reads from the environment, parsed once at start. `loadConfig` is only
 * called by main.ts; tests build a Config directly (see test/helpers/test-app.ts) so nothing here
 * runs on import.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storageSettingsFromEnv, type StorageSettings } from './platform/files/create-storage.js';

/** OpenStreetMap's public tiles; a deployment may point MAP_TILE_URL at its own tile server. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface Config {
  port: number;
  host: string;
  /** Unset means "start the embedded PostgreSQL"; main.ts fills it in before building the app. */
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dataDir: string;
  embeddedPgPort: number;
  migrationsDir: string;
  jwtSecret: string;
  /** HMAC key for ALTCHA challenges; derived from the JWT secret unless CAPTCHA_HMAC_KEY is set. */
  captchaHmacKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  idleTimeoutMs: number;
  /** Leaflet tile address template of /kantor/maps (MAP_TILE_URL); absent = OpenStreetMap. */
  mapTileUrl?: string;
  /** API_DOCS_PUBLIC=true: /api/docs without sign-in (development); otherwise role 1 only (issue #13). */
  apiDocsPublic?: boolean;
  /** Browser tests only: lets the shell expose its transport to the page (window.__portalSdmTest). */
  testHooks: boolean;
  captchaMaxNumber: number;
  /** Login attempts per IP + user name per minute; 0 disables the limit (benchmarks). */
  loginRateLimit: number;
  demoEmployees: number;
  /** Repository root: shell/dist and mf-*\/dist are looked up below it. */
  staticRoot: string;
  /** Optional file that replaces the generated remotes.json (per-environment CDN addresses). */
  remotesJsonFile: string | undefined;
  /** Origins of other shells allowed to load this portal's remotes (CORS on /remotes/*). */
  remotesCorsOrigins: readonly string[];
  publicUrl: string;
  bodyLimitBytes: number;
  logLevel: string;
  /** Per-request access log lines; off for benchmarks where logging would dominate. */
  logRequests: boolean;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (rate limits, audit). */
  trustProxy: boolean;
  /** Mail and WhatsApp senders; without them messages stay in the outbox table (platform/delivery). */
  delivery?: DeliveryConfig;
  /** SSE heartbeat (default 25 000 ms); tests shorten it. */
  realtimeHeartbeatMs?: number;
  /** STORAGE_URL / S3_* (platform/files/create-storage.ts); unset → local disk under DATA_DIR/files. */
  storage?: StorageSettings;
  /** FILE_MAX_BYTES: largest accepted file (default 10 MB); event groups may set less. */
  fileMaxBytes?: number;
  /** STORAGE_SIGNING_KEY: HMAC key of the local storage's signed addresses; derived from the JWT secret when unset. */
  storageSigningKey?: string;
  /** JOB_WORKERS (default on): run background job workers and schedules in this process (platform/jobs). */
  jobWorkers?: boolean;
  /** AI_BASE_URL / AI_API_KEY / AI_MODEL: an OpenAI-compatible chat-completions endpoint; unset → the offline assistant (issue #21). */
  ai?: AiConfig;
  /** WHATSAPP_WEBHOOK_SECRET: the shared secret of POST /api/webhook/wa (generated into DATA_DIR when unset); absent → every call 401. */
  whatsappWebhookSecret?: string;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT (web push); keys unset → generated once into DATA_DIR (platform/push). */
  vapid?: { publicKey?: string; privateKey?: string; subject?: string };
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** AI_TIMEOUT_MS: how long the portal waits for the provider's next chunk (default 30 000). */
  timeoutMs: number;
}

export interface DeliveryConfig {
  /** SMTP_URL, e.g. smtp://user:pass@mail.bank.co.id:587 (nodemailer URL syntax); unset → outbox only. */
  smtpUrl?: string;
  /** MAIL_FROM, the sender of every e-mail. */
  mailFrom: string;
  /** Ultramsg WhatsApp API (ULTRAMSG_URL, ULTRAMSG_INSTANCE, ULTRAMSG_TOKEN); unset → outbox only. */
  ultramsg?: { url: string; instance: string; token: string };
  /** OUTBOX_EXPIRE_HOURS: a message still queued after this long is marked expired, not sent. */
  expireHours: number;
  /** OUTBOX_MAX_ATTEMPTS: failed sends are retried with backoff, then marked unsent. */
  maxAttempts: number;
  /** OUTBOX_POLL_MS: how often the worker looks for due retries (new messages wake it at once). */
  pollMs: number;
}

function deliveryFrom(env: Env): DeliveryConfig {
  const instance = env.ULTRAMSG_INSTANCE || '';
  const token = env.ULTRAMSG_TOKEN || '';
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Portal SDM <no-reply@portal-sdm.local>',
    ultramsg:
      instance && token
        ? { url: (env.ULTRAMSG_URL || 'https://api.ultramsg.com').replace(/\/+$/, ''), instance, token }
        : undefined,
    expireHours: intFrom(env, 'OUTBOX_EXPIRE_HOURS', 24, 1),
    maxAttempts: intFrom(env, 'OUTBOX_MAX_ATTEMPTS', 5, 1),
    pollMs: intFrom(env, 'OUTBOX_POLL_MS', 15_000, 100),
  };
}

/**
 * The package root (the folder holding db/migrations). Searched upwards because this code runs
 * both from src/ (tsx) and bundled into dist/main.mjs.
 */
export function findPackageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'db', 'migrations')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`db/migrations not found above ${from}`);
    dir = parent;
  }
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/**
 * A secret generated once and kept in DATA_DIR, so tokens survive restarts of a single-machine
 * install without anyone having to invent a secret. Several processes must share JWT_SECRET.
 */
function readOrCreateSecret(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Separate keys per purpose, so a leaked captcha key cannot sign access tokens. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

const DEFAULT_PORT = 8080;
const DEFAULT_EMBEDDED_PG_PORT = 5439;

/**
 * A second instance on the same machine (`PORT=8081 npm start`) gets its own embedded database:
 * its own data folder (`data-8081`) and a port derived from PORT (8081 → 5440, 8082 → 5441, …),
 * instead of failing on the first instance's 5439 and data lock. Both can still be set explicitly.
 */
export function embeddedPgPortFor(port: number): number {
  if (port === DEFAULT_PORT || port === 0) return DEFAULT_EMBEDDED_PG_PORT;
  return DEFAULT_EMBEDDED_PG_PORT + 1 + ((((port - DEFAULT_PORT - 1) % 1000) + 1000) % 1000);
}

export function loadConfig(env: Env = process.env): Config {
  const packageRoot = findPackageRoot();
  const repoRoot = resolve(packageRoot, '..', '..');
  const port = intFrom(env, 'PORT', DEFAULT_PORT, 0);
  const dataDir = resolve(
    env.DATA_DIR || join(repoRoot, port === DEFAULT_PORT || port === 0 ? 'data' : `data-${port}`),
  );
  const jwtSecret = env.JWT_SECRET || readOrCreateSecret(dataDir, 'jwt-secret');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: intFrom(env, 'DB_POOL_SIZE', 20, 1),
    dataDir,
    embeddedPgPort: intFrom(env, 'EMBEDDED_PG_PORT', embeddedPgPortFor(port), 1),
    migrationsDir: join(packageRoot, 'db', 'migrations'),
    jwtSecret,
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || deriveKey(jwtSecret, 'altcha'),
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1),
    refreshTokenTtlDays: intFrom(env, 'REFRESH_TOKEN_TTL_DAYS', 14, 1),
    idleTimeoutMs: intFrom(env, 'IDLE_TIMEOUT_MS', 900_000, 1),
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    testHooks: boolFrom(env, 'PORTAL_TEST_HOOKS', false),
    apiDocsPublic: boolFrom(env, 'API_DOCS_PUBLIC', false),
    captchaMaxNumber: intFrom(env, 'CAPTCHA_MAX_NUMBER', 50_000, 1),
    loginRateLimit: intFrom(env, 'LOGIN_RATE_LIMIT', 10, 0),
    demoEmployees: intFrom(env, 'DEMO_EMPLOYEES', 300, 0),
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    remotesJsonFile: env.REMOTES_JSON ? resolve(env.REMOTES_JSON) : undefined,
    remotesCorsOrigins: (env.REMOTES_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    bodyLimitBytes: intFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: boolFrom(env, 'LOG_REQUESTS', false), // access logs on demand: one line per request costs throughput
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    storage: storageSettingsFromEnv(env),
    fileMaxBytes: intFrom(env, 'FILE_MAX_BYTES', 10 * 1024 * 1024, 1),
    storageSigningKey: env.STORAGE_SIGNING_KEY || deriveKey(jwtSecret, 'storage-url'),
    delivery: deliveryFrom(env),
    jobWorkers: boolFrom(env, 'JOB_WORKERS', true),
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: env.AI_API_KEY || 'tidak-ada',
          model: env.AI_MODEL || 'default',
          timeoutMs: intFrom(env, 'AI_TIMEOUT_MS', 30_000, 100),
        }
      : undefined,
    whatsappWebhookSecret: env.WHATSAPP_WEBHOOK_SECRET || readOrCreateSecret(dataDir, 'whatsapp-webhook-secret'),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || undefined,
    },
  };
}
