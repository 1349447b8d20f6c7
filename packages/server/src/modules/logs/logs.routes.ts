/**
 * GET /api/general/logs (roles 1, 63): the audit trail, paged and filterable by user, entity,
 * entity id, day range (from/to, YYYY-MM-DD, WIB) and free text; GET /api/general/logs/x/entity
 * lists the entity names for the filter.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUDIT_LOG_PATH, AuditEntitiesAnswer, AuditLogListAnswer, AuditLogQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { LogsService } from './logs.service.js';

/** Super admin and admin-development: the audit trail shows every change by everyone. */
const READERS = { policy: POLICY.readAuditLog };

export async function logsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new LogsService(ctx);

  app.get(
    AUDIT_LOG_PATH,
    {
      config: READERS,
      schema: {
        tags: ['logs'],
        summary: 'Audit trail (roles 1, 63): paged, newest first; filters user_id, entity, entity_id, from, to, search',
        querystring: AuditLogQuery,
        response: { 200: AuditLogListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    `${AUDIT_LOG_PATH}/x/entity`,
    {
      config: READERS,
      schema: {
        tags: ['logs'],
        summary: 'Entity names present in the audit trail (roles 1, 63)',
        response: { 200: AuditEntitiesAnswer, ...errorResponses },
      },
    },
    async () => service.entities(),
  );
}
