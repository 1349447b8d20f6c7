// Browser tests against the production build: starts the real server (`packages/server/dist/main.mjs`)
// on a free port with a fresh database and demo data, runs every tests/*.test.ts in Debian's Chromium,
// then stops the server. DATABASE_URL, when set, gets a fresh database of its own on that server.
// Tests that need a second server process on the same database (lib/second-server.ts) get its URL
// as E2E_DATABASE_URL and the settings all nodes share as E2E_SERVER_ENV.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function freshDatabaseUrl() {
  if (!process.env.DATABASE_URL) return undefined;
  const { default: pg } = await import('pg');
  const name = `e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealth(baseUrl, server, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${seconds} s`);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const embeddedPgPort = await freePort();
// What every server process of one deployment must agree on; a second node gets the same values.
const sharedEnv = {
  // Explicit rather than generated into DATA_DIR, so tokens and captchas of one node hold on another.
  JWT_SECRET: randomBytes(48).toString('base64url'),
  CAPTCHA_MAX_NUMBER: '2000', // the browser still solves a real proof-of-work, just a small one
  LOGIN_RATE_LIMIT: '1000',
  PORTAL_TEST_HOOKS: '1', // the shell exposes its transport so a test can fire parallel requests
  // One file store for all nodes (as S3 would be): a node can serve files another one wrote.
  STORAGE_URL: `file://${path.join(dataDir, 'files')}`,
  // The Ultramsg webhook's shared secret, so a test can call POST /api/webhook/wa as Ultramsg does.
  WHATSAPP_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
};
// The remote list as a file the tests may rewrite (the server re-reads it): same as the built-in one.
const remotesJson = path.join(dataDir, 'remotes.json');
fs.writeFileSync(
  remotesJson,
  JSON.stringify(
    Object.fromEntries(
      ['mf-pegawai', 'mf-absen', 'mf-sppd', 'mf-kpi', 'mf-gaji', 'mf-message', 'mf-ai'].map((folder) => [
        folder.replace('-', '_'),
        `/remotes/${folder}/mf-manifest.json`,
      ]),
    ),
  ),
);
const env = {
  ...process.env,
  ...sharedEnv,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  EMBEDDED_PG_PORT: String(embeddedPgPort),
  REMOTES_JSON: remotesJson,
};
const databaseUrl = await freshDatabaseUrl();
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else delete env.DATABASE_URL;
// The embedded PostgreSQL's address (packages/server/src/platform/db/embedded.ts: user, password, database).
const sharedDatabaseUrl = databaseUrl ?? `postgres://postgres:portal-embedded@127.0.0.1:${embeddedPgPort}/portal`;

const logFile = path.join(dataDir, 'server.log');
const log = fs.openSync(logFile, 'a');
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.mjs')], {
  env,
  stdio: ['ignore', log, log],
});
let code = 1;
try {
  await waitForHealth(baseUrl, server, 120);
  // `node run.mjs tests/a.test.ts …` runs only those files.
  const chosen = process.argv.slice(2);
  const tests =
    chosen.length > 0
      ? chosen
      : fs
          .readdirSync(path.join(here, 'tests'))
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => path.join('tests', f));
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...tests], {
    cwd: here,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_REMOTES_JSON: remotesJson,
      E2E_DATABASE_URL: sharedDatabaseUrl,
      E2E_SERVER_ENV: JSON.stringify(sharedEnv),
    },
  });
  code = result.status ?? 1;
} catch (err) {
  console.error(String(err));
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (code !== 0) console.error(`--- server log (${logFile}) ---\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
