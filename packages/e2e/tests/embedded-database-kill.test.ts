// `npm start` with its embedded PostgreSQL, which is then killed with SIGKILL (issue #14, "must hold"
// 1): the server notices, exits, is started again by npm start's supervisor together with the
// database, and the API answers again within seconds with a record written before the kill still
// there. No browser: what counts is the process tree and the API.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiLogin } from '../lib/api.ts';
import { DEMO } from '../lib/portal.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

describe('npm start: the embedded PostgreSQL killed with SIGKILL', () => {
  let start: ChildProcess;
  let baseUrl = '';
  let pgPort = 0;
  let log = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-kill-'));

  before(async () => {
    const port = await freePort();
    pgPort = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO_EMPLOYEES: '20',
      PUBLIC_URL: baseUrl,
    };
    delete env.DATABASE_URL; // the embedded one
    start = spawn(process.execPath, ['packages/tooling/commands/start.mjs'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    start.stdout!.on('data', (c: Buffer) => (log += c.toString()));
    start.stderr!.on('data', (c: Buffer) => (log += c.toString()));
    const deadline = Date.now() + 120_000;
    while (!(await healthy(baseUrl))) {
      assert.ok(start.exitCode === null, `npm start exited: ${log.slice(-3000)}`);
      assert.ok(Date.now() < deadline, `not healthy: ${log.slice(-3000)}`);
      await sleep(250);
    }
  });
  after(async () => {
    if (start.exitCode === null) {
      process.kill(-start.pid!, 'SIGTERM');
      const gone = new Promise((r) => start.once('exit', r));
      await Promise.race([gone, sleep(20_000)]);
      if (start.exitCode === null) process.kill(-start.pid!, 'SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the API answers again within 10 s, with the record written before the kill', { timeout: 120_000 }, async () => {
    const token = await apiLogin(baseUrl, DEMO.hr);
    const created = await fetch(`${baseUrl}/api/sdm/x/libur`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tanggal: '2027-02-03', nama: 'Uji Ketahanan Basis Data' }),
    });
    assert.equal(created.status, 200, await created.text());

    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    assert.ok(postmaster > 0, 'the embedded PostgreSQL runs');
    process.kill(postmaster, 'SIGKILL');
    const killedAt = Date.now();

    // Back by itself: the supervisor restarts the server (and the database), then the API answers.
    // Until the restart an answer may still come from the old process (a 200 from a request that
    // raced the kill, or a 503): only a 200 after the supervisor's restart counts.
    let answeredAgainAt = 0;
    while (Date.now() - killedAt < 60_000) {
      const restarted = /dimulai ulang/.test(log);
      const check = await fetch(`${baseUrl}/api/check`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(2_000),
      }).catch(() => null);
      if (check && check.status !== 200) assert.equal(check.status, 503, `while the database is away: ${check.status}`);
      if (restarted && check?.status === 200) {
        answeredAgainAt = Date.now();
        break;
      }
      await sleep(200);
    }
    assert.match(log, /dimulai ulang/, 'the supervisor said it restarted the server');
    assert.ok(answeredAgainAt > 0, `the API did not come back: ${log.slice(-3000)}`);
    const seconds = (answeredAgainAt - killedAt) / 1000;
    process.stdout.write(`# API answering again ${seconds.toFixed(1)} s after the SIGKILL\n`);
    assert.ok(seconds <= 10, `back after ${seconds} s`);

    const db = new pg.Client({ connectionString: `postgres://postgres:portal-embedded@127.0.0.1:${pgPort}/portal` });
    await db.connect();
    try {
      const { rows } = await db.query("SELECT nama FROM libur WHERE tanggal = '2027-02-03'");
      assert.deepEqual(
        rows.map((r: { nama: string }) => r.nama),
        ['Uji Ketahanan Basis Data'],
      );
    } finally {
      await db.end();
    }
  });
});
