#!/usr/bin/env node
/**
 * `npm test` for the server: node's built-in test runner (through tsx) over every *.test.ts in
 * src/ and test/, on real PostgreSQL. With DATABASE_URL set, each test file creates and drops its
 * own database on that server; without it, a throw-away embedded PostgreSQL is started on a free
 * port in a temporary folder and removed afterwards.
 *
 *   node test/run.mjs                                  # everything
 *   node test/run.mjs src/modules/auth/auth.test.ts    # some files
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

async function findTests(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...(await findTests(path)));
    else if (entry.isFile() && entry.name.endsWith('.test.ts')) found.push(relative(packageRoot, path));
  }
  return found.sort();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startThrowAwayPostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-pg-'));
  // mkdtemp makes the folder private; PostgreSQL runs as the `postgres` user when we are root.
  await chmod(dir, 0o755);
  const { startEmbeddedPostgres } = await tsImport('../src/platform/db/embedded.ts', import.meta.url);
  const port = await freePort();
  const started = Date.now();
  const pg = await startEmbeddedPostgres({
    dataDir: join(dir, 'pg'),
    port,
    database: 'postgres',
    // Durability is worthless for a cluster that is deleted in a minute; speed is not.
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
  });
  process.stdout.write(`embedded PostgreSQL on port ${port} ready in ${Date.now() - started} ms\n`);
  return {
    url: pg.url,
    async stop() {
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function runNodeTests(files, env) {
  return new Promise((resolve) => {
    // The limit holds per file too: the process tests (server-crash: two server starts and up to a
    // minute of dead-worker detection, twice the work) need more than two minutes on a busy CI machine.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', '--test-timeout=300000', ...files],
      { cwd: packageRoot, env, stdio: 'inherit' },
    );
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
const files =
  args.length > 0
    ? args
    : [...(await findTests(join(packageRoot, 'src'))), ...(await findTests(join(packageRoot, 'test')))];
let embedded;
let code = 1;
try {
  let url = process.env.DATABASE_URL;
  if (url) process.stdout.write(`tests use PostgreSQL at DATABASE_URL (one database per test file)\n`);
  else {
    embedded = await startThrowAwayPostgres();
    url = embedded.url;
  }
  code = await runNodeTests(files, { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  code = 1;
} finally {
  await embedded?.stop().catch((error) => process.stderr.write(`stopping embedded PostgreSQL failed: ${error}\n`));
}
process.exit(code);
