/**
 * Broadcast (spec section 7 /general/broadcast, POST only; page /message/broadcast). Every route:
 * POLICY.manageInfoBoard. Paths and answers: @portal/contracts broadcast.ts; ADR 0042.
 *   POST /api/general/broadcast                event store (default): send → 'Broadcast Sent'; event count: the audience
 *   GET  /api/general/broadcast/x/history      the broadcasts sent, with delivery counts (the page's history table)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BROADCAST_HISTORY_PATH,
  BROADCAST_PATH,
  BroadcastHistoryAnswer,
  BroadcastHistoryQuery,
  BroadcastInput,
  BroadcastPostAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { BroadcastService } from './broadcast.service.js';

const access = { policy: POLICY.manageInfoBoard };
const tags = ['broadcast'];

export async function broadcastRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new BroadcastService(ctx);

  app.post(
    BROADCAST_PATH,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Send a broadcast (event store, the default) to all active employees or chosen offices/positions → Broadcast Sent; event count: how many it would reach',
        description:
          'In-portal to every recipient with an active account; `email` / `whatsapp`: also queued in the outbox for each recipient with an address. One transaction.',
        body: BroadcastInput,
        response: { 200: BroadcastPostAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      return selectHandler(body.event ?? 'store', {
        store: () => service.send(auth, actorOf(request), body),
        count: () => service.count(body),
      })();
    },
  );

  app.get(
    BROADCAST_HISTORY_PATH,
    {
      config: access,
      schema: {
        tags,
        summary: 'The broadcasts sent, newest first, with recipients and outbox counts (queued, waiting, sent, failed)',
        querystring: BroadcastHistoryQuery,
        response: { 200: BroadcastHistoryAnswer, ...errorResponses },
      },
    },
    async (request) => service.history(request.query),
  );
}
