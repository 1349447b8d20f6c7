/**
 * GET /api/general/outbox (roles 1, 63): e-mail and WhatsApp messages with their delivery state,
 * newest first; filters channel (email | whatsapp), status (all, queue, sent, unsent, invalid,
 * expired) and search (recipient, template). Never bodies, links or tokens (issue #13). `counts` gives the number per status for the tabs.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OUTBOX_PATH, OutboxListAnswer, OutboxQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { OutboxService } from './outbox.service.js';

export async function outboxRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new OutboxService(ctx);

  app.get(
    OUTBOX_PATH,
    {
      config: { policy: POLICY.readOutbox },
      schema: {
        tags: ['outbox'],
        summary: 'Outgoing e-mail and WhatsApp with delivery state (roles 1, 63)',
        querystring: OutboxQuery,
        response: { 200: OutboxListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
}
