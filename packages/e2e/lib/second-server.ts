// A second server process of the same build on the same database as the one run.mjs started: what
// a deployment with N nodes behind a load balancer looks like. run.mjs hands over the database URL
// (E2E_DATABASE_URL) and the settings every node must share (E2E_SERVER_ENV: JWT secret, captcha
// work, file storage…). Its job workers are off, so jobs run on the first server only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/dist/main.mjs');

export interface SecondServer {
  baseUrl: string;
  logFile: string;
  /** The tail of its log, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startSecondServer(overrides: Record<string, string> = {}): Promise<SecondServer> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run the browser tests through packages/e2e/run.mjs');
  const shared = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string>;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-b-'));
  const logFile = path.join(dataDir, 'server.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...shared,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '5',
    JOB_WORKERS: '0',
    ...overrides,
  };
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      const tail = log();
      await stop();
      throw new Error(`second server exited with ${child.exitCode}\n${tail}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      const tail = log();
      await stop();
      throw new Error(`second server not healthy after 90 s\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, logFile, log, stop };
}
