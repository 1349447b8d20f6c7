/**
 * The OpenAPI document, generated from the route schemas, and Swagger UI at /api/docs
 * (JSON at /api/docs/json). Must be registered before the modules so it sees their routes.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { POLICY } from './domain.js';

/**
 * `open`: anyone may read the document (development, API_DOCS_PUBLIC=true); otherwise only a
 * super admin (role 1): the full route list with every schema is a map for an attacker.
 */
export async function registerDocs(app: FastifyInstance, options: { open?: boolean } = {}): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portal SDM API',
        version: '1.0.0',
        description: 'API portal SDM. Galat: `{ message, errors? }`; 422 untuk validasi.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    // Shared schemas keep their own names ($id) in the document instead of def-0, def-1…
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), ...(options.open ? { public: true } : { policy: POLICY.superAdmin }) };
    });
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
}
