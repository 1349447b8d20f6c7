/** GET /api/health: liveness plus a database round trip, for load balancers and `npm start`. */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/schema.js';

export function registerHealth(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Server and database health',
        security: [],
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' } } },
          503: {
            type: 'object',
            properties: { status: { type: 'string' }, db: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(db);
        return { status: 'ok', db: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'error', message: 'Database tidak dapat dihubungi' });
      }
    },
  );
}
