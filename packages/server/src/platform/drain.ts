/**
 * Shutdown drains (issue #14): once `app.close()` begins (SIGTERM), requests already being handled
 * finish, idle keep-alive sockets are closed, and a request that still arrives on an open
 * connection gets the portal's 503 — `{ message }` in Indonesian, `Retry-After`, `Connection:
 * close` — instead of Fastify's default body or a reset connection.
 */
import type { FastifyInstance } from 'fastify';

export const MESSAGE_SHUTTING_DOWN = 'Server sedang dimulai ulang. Coba lagi beberapa detik lagi.';
const RETRY_AFTER_SECONDS = 5;

export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .send({ message: MESSAGE_SHUTTING_DOWN });
  });
}
