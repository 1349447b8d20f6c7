// Starts the production server (packages/server/dist/main.mjs) on a free port with its own fresh
// database, for benchmarks. Same approach as the e2e runner, kept separate because benches pass
// their own environment (no rate limit, optional large demo data set).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../commands/lib/workspace.mjs';

// The embedded database's superuser password, fixed by the server (packages/server/src/platform/db/embedded.ts).
const EMBEDDED_PASSWORD = 'portal-embedded';

export function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startPortalServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOGIN_RATE_LIMIT: '0',
    CAPTCHA_MAX_NUMBER: '1000',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  delete env.DATABASE_URL; // benches measure the embedded setup that `npm start` gives
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  // BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'packages/server/dist/main.mjs')], {
    env,
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}); log: ${path.join(dataDir, 'server.log')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Benches that stage data in SQL connect to the server's embedded database on `pgPort` with this URL. */
export function embeddedDatabaseUrl(pgPort) {
  return `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${pgPort}/portal`;
}

/**
 * `startPortalServer(extraEnv)` on an embedded PostgreSQL port of our own, plus a connected
 * `pg.Client` to that database; `stop()` closes both. One place for what the SQL-staged benches
 * (gaji, kpi-wla, sppd, absen) all need; when the connection fails the server is stopped too.
 */
export async function startPortalServerWithDb(extraEnv = {}) {
  const pgPort = await freePort();
  const srv = await startPortalServer({ ...extraEnv, EMBEDDED_PG_PORT: String(pgPort) });
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(pgPort) });
  const stop = async () => {
    await client.end().catch(() => undefined);
    await srv.stop();
  };
  try {
    await client.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { srv, client, stop };
}
