/** The embedded database's watchdog (issue #14): quiet while PostgreSQL answers, gives up after it stops. */
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { watchEmbeddedPostgres } from './embedded-watchdog.js';

test('quiet while the database answers', async () => {
  let dead = '';
  const stop = watchEmbeddedPostgres({
    url: process.env.DATABASE_URL!,
    intervalMs: 100,
    failures: 2,
    onDead: (m) => (dead = m),
  });
  await new Promise((resolve) => setTimeout(resolve, 600));
  stop();
  assert.equal(dead, '');
});

test('a database that stopped answering is reported after the given number of failed checks', async () => {
  // A port nobody listens on: what a killed PostgreSQL leaves behind.
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
  const started = Date.now();
  const message = await new Promise<string>((resolve) => {
    watchEmbeddedPostgres({
      url: `postgres://postgres@127.0.0.1:${port}/portal`,
      intervalMs: 100,
      failures: 3,
      onDead: resolve,
    });
  });
  assert.match(message, /tidak menjawab 3 kali berturut-turut/);
  assert.ok(Date.now() - started < 5000);
});

test('a postmaster process that is gone is reported at once, before any connection check', async () => {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  let dead = '';
  // A long connection interval: only the pid check can report within the test's time.
  const stop = watchEmbeddedPostgres({
    url: process.env.DATABASE_URL!,
    intervalMs: 60_000,
    failures: 3,
    postmasterPid: child.pid,
    onDead: (m) => (dead = m),
  });
  await new Promise((resolve) => setTimeout(resolve, 600));
  assert.equal(dead, '', 'quiet while the process lives');
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (!dead && Date.now() - started < 3000) await new Promise((resolve) => setTimeout(resolve, 50));
  stop();
  assert.match(dead, new RegExp(`pid ${child.pid}\\) berhenti`));
  assert.ok(Date.now() - started < 1000, `noticed after ${Date.now() - started} ms`);
});
