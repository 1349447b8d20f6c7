// npm start keeps the server running (issue #14): a crash restarts it, a requested stop does not,
// and a server that keeps crashing is given up with a non-zero exit.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { supervise } from './supervise.mjs';

const node = (code) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
const quick = { backoffMs: () => 10 };

test('a crashed server is started again; a clean exit ends the supervision', async () => {
  let starts = 0;
  const logs = [];
  const server = supervise({
    ...quick,
    log: (m) => logs.push(m),
    start: () => node(++starts < 3 ? 'process.exit(3)' : 'process.exit(0)'),
  });
  assert.equal(await server.done, 0);
  assert.equal(starts, 3);
  assert.equal(logs.length, 2);
  assert.match(logs[0], /dimulai ulang/);
});

test('a server that keeps crashing is given up with its exit code', async () => {
  let starts = 0;
  const logs = [];
  const server = supervise({
    ...quick,
    maxRestarts: 2,
    log: (m) => logs.push(m),
    start: () => (starts++, node('process.exit(7)')),
  });
  assert.equal(await server.done, 7);
  assert.equal(starts, 3);
  assert.match(logs.at(-1), /tidak dimulai ulang lagi/);
});

test('a stop we ask for is not a crash', async () => {
  let starts = 0;
  const server = supervise({ ...quick, log: () => {}, start: () => (starts++, node('setInterval(() => {}, 1000)')) });
  await new Promise((resolve) => setTimeout(resolve, 100));
  server.stop('SIGTERM');
  await server.done;
  assert.equal(starts, 1);
});
