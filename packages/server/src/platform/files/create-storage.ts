/**
 * Which FileStorage to run, from the environment: STORAGE_URL (`s3://…` or `file:///…`), else the
 * S3_* variables, else local disk under DATA_DIR/files. Parsed once by loadConfig.
 */
import { createHmac } from 'node:crypto';
import { join, resolve } from 'node:path';
import { DEFAULT_MAX_BYTES } from './content-check.js';
import { FilesService } from './files-service.js';
import { LocalFileStorage } from './local-storage.js';
import type { S3Settings } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export type StorageSettings =
  | {
      kind: 'local';
      /** Unset: DATA_DIR/files. */
      root?: string;
      /** Prefix of the signed addresses; '' = same-origin paths. */
      baseUrl: string;
    }
  | ({ kind: 's3' } & S3Settings);

type Env = Record<string, string | undefined>;

function flag(raw: string | null | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === null || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/**
 * `s3://[ACCESS_KEY:SECRET@]bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true`
 * or `file:///srv/portal/files`.
 */
export function parseStorageUrl(url: string, baseUrl = ''): StorageSettings {
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return { kind: 'local', root: decodeURIComponent(parsed.pathname), baseUrl };
  if (parsed.protocol !== 's3:')
    throw new Error(`STORAGE_URL must start with s3:// or file://, got ${parsed.protocol}`);
  const bucket = decodeURIComponent(parsed.hostname);
  if (!bucket) throw new Error('STORAGE_URL needs a bucket: s3://bucket?endpoint=…');
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  return {
    kind: 's3',
    bucket,
    prefix: trimSlashes(decodeURIComponent(parsed.pathname)),
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    endpoint,
    // Self-hosted S3 servers rarely have wildcard DNS for virtual-hosted buckets.
    forcePathStyle: flag(parsed.searchParams.get('forcePathStyle'), endpoint !== undefined),
    credentials: parsed.username
      ? { accessKeyId: decodeURIComponent(parsed.username), secretAccessKey: decodeURIComponent(parsed.password) }
      : undefined,
  };
}

export function storageSettingsFromEnv(env: Env): StorageSettings {
  const baseUrl = (env.STORAGE_PUBLIC_URL ?? '').replace(/\/+$/, '');
  if (env.STORAGE_URL) return parseStorageUrl(env.STORAGE_URL, baseUrl);
  if (env.S3_BUCKET) {
    const endpoint = env.S3_ENDPOINT || undefined;
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      prefix: trimSlashes(env.S3_PREFIX ?? ''),
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint,
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    };
  }
  return { kind: 'local', baseUrl };
}

export async function createFileStorage(options: {
  settings: StorageSettings | undefined;
  dataDir: string;
  signingKey: string;
  now: () => number;
}): Promise<FileStorage> {
  const settings = options.settings ?? { kind: 'local', baseUrl: '' };
  if (settings.kind === 's3') {
    // Imported on demand under tsx (the bundle hoists it anyway); only S3 installs create a client.
    const { S3FileStorage } = await import('./s3-storage.js');
    const { kind: _kind, ...s3 } = settings;
    return new S3FileStorage(s3, options.now);
  }
  return new LocalFileStorage({
    root: settings.root ? resolve(settings.root) : join(options.dataDir, 'files'),
    signingKey: options.signingKey,
    baseUrl: settings.baseUrl,
    now: options.now,
  });
}

/** `ctx.files`: the storage of the config with its checks, on the given clock. */
export async function createFilesService(
  config: {
    storage?: StorageSettings;
    dataDir: string;
    fileMaxBytes?: number;
    storageSigningKey?: string;
    jwtSecret: string;
  },
  now: () => number = Date.now,
): Promise<FilesService> {
  const storage = await createFileStorage({
    settings: config.storage,
    dataDir: config.dataDir,
    signingKey:
      config.storageSigningKey ?? createHmac('sha256', config.jwtSecret).update('storage-url').digest('base64url'),
    now,
  });
  return new FilesService(storage, { maxBytes: config.fileMaxBytes ?? DEFAULT_MAX_BYTES, now });
}
