/**
 * /api/dashboard: GET (role 10, spec route /dashboard) → every topic of spec section 3 with
 * value and updated_at, read from dashboard_stats; POST `event: 'refresh'` (roles 1, 57) queues
 * the refresh job now instead of waiting for the 15-minute schedule.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type DASHBOARD_EVENTS,
  DASHBOARD_PATH,
  DashboardAnswer,
  DashboardEventBody,
  DashboardRefreshAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { DashboardService, registerDashboardRefreshJob } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerDashboardRefreshJob(ctx);
  const service = new DashboardService(ctx);

  app.get(
    DASHBOARD_PATH,
    {
      config: { policy: POLICY.employee },
      schema: {
        tags: ['dashboard'],
        summary: 'Dashboard topics (spec section 3), each { value, updated_at, note? }',
        response: { 200: DashboardAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(requireAuth(request)),
  );

  const events = {
    refresh: async (request: Parameters<typeof actorOf>[0]) =>
      service.requestRefresh({ ...actorOf(request), userId: requireAuth(request).userId }),
  } satisfies Record<(typeof DASHBOARD_EVENTS)[number], unknown>;

  app.post(
    DASHBOARD_PATH,
    {
      config: { policy: POLICY.refreshDashboard },
      schema: {
        tags: ['dashboard'],
        summary: 'event=refresh: recompute the statistics now (roles 1, 57); answers the job id',
        body: DashboardEventBody,
        response: { 200: DashboardRefreshAnswer, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.body?.event, events)(request),
  );
}
