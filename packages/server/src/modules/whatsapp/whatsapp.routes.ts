/**
 * The WhatsApp webhook of Ultramsg, /api/webhook/wa (spec §7 /webhook/wa; pages /webhook_whatsapp and
 * /webhook_whatsapp/inbox). Paths and answers: @portal/contracts whatsapp.ts.
 *   POST /api/webhook/wa?token=   Ultramsg's call; public, but only with the shared secret (else 401)
 *   GET  /api/webhook/wa?event=   the lists all | queue | sent | unsent | invalid | expired | inbox (POLICY.developer)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  WHATSAPP_LIMITS,
  WHATSAPP_WEBHOOK_PATH,
  WHATSAPP_WEBHOOK_TOKEN_HEADER,
  WhatsappListAnswer,
  WhatsappListQuery,
  WhatsappWebhookAnswer,
  WhatsappWebhookBody,
  WhatsappWebhookQuery,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { MESSAGE_UNAUTHENTICATED } from '../../platform/auth/sessions.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { WhatsappService, webhookSecretMatches } from './whatsapp.service.js';

const tags = ['whatsapp'];

/** The secret as the caller gave it: `?token=` or the X-Webhook-Token header (one value only). */
function givenSecret(request: FastifyRequest): string | undefined {
  const header = request.headers[WHATSAPP_WEBHOOK_TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token ? token : undefined;
}

export async function whatsappRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new WhatsappService(ctx);

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { public: true },
      bodyLimit: WHATSAPP_LIMITS.requestBytes,
      // Before the body is read or validated: without the secret nothing else is looked at.
      onRequest: async (request) => {
        if (!webhookSecretMatches(ctx.config.whatsappWebhookSecret, givenSecret(request)))
          throw new HttpError(401, MESSAGE_UNAUTHENTICATED);
      },
      schema: {
        tags,
        summary: 'Ultramsg webhook call (shared secret in ?token= or X-Webhook-Token); a message id is stored once',
        querystring: WhatsappWebhookQuery,
        body: WhatsappWebhookBody,
        response: { 200: WhatsappWebhookAnswer, ...errorResponses },
      },
    },
    async (request) => service.receive(request.body, actorOf(request)),
  );

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { policy: POLICY.developer },
      schema: {
        tags,
        summary:
          'WhatsApp lists: all, queue, sent, unsent, invalid, expired (outbox) and inbox (received), with counts',
        querystring: WhatsappListQuery,
        response: { 200: WhatsappListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
}
