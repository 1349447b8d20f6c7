/**
 * /api/dashboard: GET (role 10, spec route /dashboard) → every topic of spec section 3 with
 * value and updated_at, read from dashboard_stats; POST `event: 'refresh'` (roles 1, 57) queues
 * the refresh job now instead of waiting for the 15-minute schedule.
 */
import type { FastifyInstance } from 'fastify';
import { POLICY } from '../../platform/domain.js';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { DASHBOARD_TOPICS, DashboardService, registerDashboardRefreshJob } from './dashboard.service.js';

const topicSchema = {
  type: 'object',
  properties: {
    value: { description: 'Topic data (series of { id, nama, jumlah } for most topics); null when not available' },
    updated_at: { type: ['string', 'null'], format: 'date-time' },
    note: { type: 'string' },
  },
  required: ['value', 'updated_at'],
} as const;

const dashboardSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: Object.fromEntries(DASHBOARD_TOPICS.map((t) => [t, topicSchema])),
      required: [...DASHBOARD_TOPICS],
    },
  },
  required: ['data'],
} as const;

const refreshResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: { type: 'object', properties: { job_id: { type: 'string' } }, required: ['job_id'] },
  },
  required: ['message', 'data'],
} as const;

export async function dashboardRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  registerDashboardRefreshJob(ctx);
  const service = new DashboardService(ctx);

  app.get(
    '/api/dashboard',
    {
      config: { policy: POLICY.employee },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard topics (spec section 3), each { value, updated_at, note? }',
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async (request) => service.show(requireAuth(request).userId),
  );

  const events = {
    refresh: async (request: Parameters<typeof actorOf>[0]) =>
      service.requestRefresh({ ...actorOf(request), userId: requireAuth(request).userId }),
  };

  app.post<{ Body: { event?: string } }>(
    '/api/dashboard',
    {
      config: { policy: POLICY.refreshDashboard },
      schema: {
        tags: ['dashboard'],
        summary: 'event=refresh: recompute the statistics now (roles 1, 57); answers the job id',
        body: {
          type: 'object',
          properties: { event: selectorSchema(Object.keys(events)) },
          additionalProperties: true,
        },
        response: { 200: refreshResponseSchema, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.body?.event, events)(request),
  );
}
