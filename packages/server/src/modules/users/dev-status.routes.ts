/**
 * GET /api/dev/status (role 63, the /dev page): what the running server holds — queue depths of
 * the background jobs and of the outbox, push streams and the processes holding them, the database
 * and its migrations. Liveness itself stays the public GET /api/health.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DevStatusAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { PRESENCE_STALE_HEARTBEATS } from '../../platform/realtime/presence.js';
import { HEARTBEAT_MS } from '../../platform/realtime/realtime-hub.js';
import * as repo from './dev-status.repo.js';

export const DEV_STATUS_PATH = '/api/dev/status';

export function registerDevStatusRoute(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    DEV_STATUS_PATH,
    {
      config: { policy: POLICY.developer },
      schema: {
        tags: ['platform'],
        summary: 'Queue depths (jobs, outbox), push streams and server processes, database and migrations',
        response: { 200: DevStatusAnswer, ...errorResponses },
      },
    },
    async () => {
      const staleAfterMs = (ctx.config.realtimeHeartbeatMs ?? HEARTBEAT_MS) * PRESENCE_STALE_HEARTBEATS;
      const [jobs, outbox, presence, database] = await Promise.all([
        repo.jobDepths(ctx.db),
        repo.outboxDepths(ctx.db),
        repo.presenceFigures(ctx.db, staleAfterMs),
        repo.databaseFigures(ctx.db),
      ]);
      return {
        server: {
          node: process.version,
          uptime_seconds: Math.floor(process.uptime()),
          instances: presence.instances,
          realtime_connections: presence.connections,
        },
        database,
        jobs,
        outbox,
      };
    },
  );
}
