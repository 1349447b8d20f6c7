/**
 * GET /api/general/outbox (roles 1, 63): e-mail and WhatsApp messages with their delivery state,
 * newest first; filters channel (email | whatsapp), status (all, queue, sent, unsent, invalid,
 * expired) and search (recipient, template). Never bodies, links or tokens (issue #13). `counts` gives the number per status for the tabs.
 */
import type { FastifyInstance } from 'fastify';
import { POLICY } from '../../platform/domain.js';
import type { ModuleOptions } from '../../platform/context.js';
import { OUTBOX_STATUSES } from '../../platform/outbox.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { OutboxService, type OutboxQuery } from './outbox.service.js';

const outboxRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    channel: { type: 'string', enum: ['email', 'whatsapp'] },
    recipient: { type: 'string', description: 'masked: an*@bank.test, 6281******01' },
    template: { type: 'string', description: 'reset_password, verifikasi_email, verifikasi_whatsapp, lainnya' },
    status: { type: 'string', enum: [...OUTBOX_STATUSES] },
    attempts: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    sent_at: { type: ['string', 'null'], format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const paged = pagedSchema(outboxRowSchema);
const responseSchema = {
  ...paged,
  properties: { ...paged.properties, counts: { type: 'object', additionalProperties: { type: 'integer' } } },
} as const;

export async function outboxRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new OutboxService(ctx);

  app.get<{ Querystring: OutboxQuery }>(
    '/api/general/outbox',
    {
      config: { policy: POLICY.readOutbox },
      schema: {
        tags: ['outbox'],
        summary: 'Outgoing e-mail and WhatsApp with delivery state (roles 1, 63)',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            channel: { type: 'string', enum: ['email', 'whatsapp'] },
            status: { type: 'string', enum: ['all', ...OUTBOX_STATUSES], default: 'all' },
          },
        },
        response: { 200: responseSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
}
