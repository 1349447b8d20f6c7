/**
 * GET /api/general/logs (roles 1, 63): the audit trail, paged and filterable by user, entity,
 * entity id, day range (from/to, YYYY-MM-DD, WIB) and free text; GET /api/general/logs/x/entity
 * lists the entity names for the filter.
 */
import type { FastifyInstance } from 'fastify';
import { POLICY } from '../../platform/domain.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { AUDIT_SORT_COLUMNS } from './logs.repo.js';
import { LogsService, type LogsQuery } from './logs.service.js';

/** Super admin and admin-development: the audit trail shows every change by everyone. */

const sortColumns = Object.keys(AUDIT_SORT_COLUMNS);
const day = { type: 'string', format: 'date' } as const;
/** Snapshots are whatever the module recorded: any JSON, or null. */
const anyJson = { description: 'JSON snapshot (secrets redacted) or null' } as const;

const auditRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    user_id: { type: ['integer', 'null'] },
    user: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, nama: { type: ['string', 'null'] } },
    },
    at: { type: 'string', format: 'date-time' },
    method: { type: 'string' },
    route: { type: 'string' },
    entity: { type: 'string' },
    entity_id: { type: ['string', 'null'] },
    before: anyJson,
    after: anyJson,
    ip: { type: ['string', 'null'] },
  },
} as const;

export async function logsRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new LogsService(ctx);

  app.get<{ Querystring: LogsQuery }>(
    '/api/general/logs',
    {
      config: { policy: POLICY.readAuditLog },
      schema: {
        tags: ['logs'],
        summary: 'Audit trail (roles 1, 63): paged, newest first; filters user_id, entity, entity_id, from, to, search',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            user_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            entity: { type: 'string', maxLength: 100 },
            entity_id: { type: 'string', maxLength: 100 },
            from: day,
            to: day,
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
          },
        },
        response: { 200: pagedSchema(auditRowSchema), ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/general/logs/x/entity',
    {
      config: { policy: POLICY.readAuditLog },
      schema: {
        tags: ['logs'],
        summary: 'Entity names present in the audit trail (roles 1, 63)',
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: { type: 'string' } } },
            required: ['data'],
          },
          ...errorResponses,
        },
      },
    },
    async () => service.entities(),
  );
}
