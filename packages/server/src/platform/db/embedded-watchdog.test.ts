/** The embedded database's watchdog (issue #14): quiet while PostgreSQL answers, gives up after it stops. */
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { watchEmbeddedPostgres } from './embedded-watchdog.js';

test('quiet while the database answers', async () => {
  let dead = '';
  const stop = watchEmbeddedPostgres({ url: process.env.DATABASE_URL!, intervalMs: 100, failures: 2, onDead: (m) => (dead = m) });
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
    watchEmbeddedPostgres({ url: `postgres://postgres@127.0.0.1:${port}/portal`, intervalMs: 100, failures: 3, onDead: resolve });
  });
  assert.match(message, /tidak menjawab 3 kali berturut-turut/);
  assert.ok(Date.now() - started < 5000);
});
