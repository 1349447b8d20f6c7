/**
 * The per-user push channel (Server-Sent Events):
 *   POST /api/realtime/ticket            (authenticated) → { data: ticket }, valid 60 s, single use
 *   GET  /api/realtime/stream?ticket=…   text/event-stream: notification, mail.unread, job.progress,
 *                                        job.done; a `: ping` comment every 25 s
 * Events come from `publish()` in any process, through PostgreSQL NOTIFY (see publish.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGE_UNAUTHENTICATED } from '../auth/sessions.js';
import { requireAuth } from '../auth/guard.js';
import type { ModuleOptions } from '../context.js';
import { HttpError } from '../errors.js';
import { errorResponses } from '../schemas.js';
import { RealtimeHub } from './realtime-hub.js';
import { SSE_HEADERS, SseStream } from './sse-stream.js';
import { issueTicket, redeemTicket, TICKET_TTL_SECONDS } from './tickets.js';

/** How long EventSource waits before its own reconnect (the portal client reconnects itself, with a fresh ticket). */
const RETRY_MS = 5_000;

export async function realtimeRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const hub = new RealtimeHub(ctx.db, ctx.listener, app.log, ctx.config.realtimeHeartbeatMs);
  app.addHook('onReady', async () => hub.start());
  // preClose: before the server waits for open connections, which SSE streams would hold forever.
  app.addHook('preClose', async () => hub.stop());

  app.post(
    '/api/realtime/ticket',
    {
      config: { authenticated: true, allowDefaultPassword: true },
      schema: {
        tags: ['realtime'],
        summary: `A single-use ticket for GET /api/realtime/stream, valid ${TICKET_TTL_SECONDS} s`,
        response: {
          200: { type: 'object', properties: { data: { type: 'string' } }, required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await issueTicket(ctx.db, auth.userId, auth.sessionId) };
    },
  );

  app.get<{ Querystring: { ticket?: string } }>(
    '/api/realtime/stream',
    {
      // EventSource cannot send the Authorization header: the ticket authenticates instead.
      config: { public: true },
      schema: {
        tags: ['realtime'],
        summary: 'Server-Sent Events of the signed-in user: notification, mail.unread, job.progress, job.done',
        security: [],
        querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } } },
        response: { 401: { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const owner = ticket ? await redeemTicket(ctx.db, ticket) : null;
      if (!owner) throw new HttpError(401, MESSAGE_UNAUTHENTICATED);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, SSE_HEADERS);
      const stream = new SseStream(owner.userId, owner.sessionId, res, (closed) => hub.remove(closed));
      hub.add(stream);
      // The first bytes also tell the client (and tests) that the stream is registered.
      stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    },
  );
}
