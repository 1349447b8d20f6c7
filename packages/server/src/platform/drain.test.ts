/**
 * SIGTERM drains (issue #14): the request in flight when the close begins finishes with its
 * answer; a request still arriving on an open connection gets the portal's 503 with Retry-After
 * instead of Fastify's default body or a reset connection.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { MESSAGE_SHUTTING_DOWN, registerDrain } from './drain.js';

function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, closed, received: () => received };
}

test('close while busy: the request in flight finishes, one arriving meanwhile gets the portal 503', async () => {
  const app = Fastify({ return503OnClosing: false });
  registerDrain(app);
  let entered = () => {};
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let closeBegan = () => {};
  const closing = new Promise<void>((resolve) => (closeBegan = resolve));
  app.get('/lambat', async () => {
    entered();
    await released;
    return { ok: true };
  });
  app.get('/cepat', async () => ({ ok: true }));
  app.addHook('preClose', async () => closeBegan());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;

  const busy = rawClient(port);
  busy.socket.write('GET /lambat HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await handlerEntered;
  // A second client is half-way through sending its request when the shutdown begins.
  const late = rawClient(port);
  late.socket.write('GET /cepat HTTP/1.1\r\nHost: x\r\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const closed = app.close();
  await closing;
  late.socket.write('Connection: close\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  release();
  await Promise.all([closed, busy.closed, late.closed]);

  assert.match(busy.received(), /^HTTP\/1\.1 200/);
  assert.match(busy.received(), /\{"ok":true\}/);
  assert.match(late.received(), /^HTTP\/1\.1 503/, late.received());
  assert.match(late.received(), /retry-after: 5/i);
  assert.ok(late.received().includes(JSON.stringify({ message: MESSAGE_SHUTTING_DOWN })), late.received());
});
