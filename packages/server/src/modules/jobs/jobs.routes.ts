/**
 * /api/general/jobs: background jobs as the client polls them. `GET /{id}` (owner, or roles 1/57)
 * → status, progress, message, result URL; `GET /` → the caller's own jobs, newest first;
 * `GET /{id}/result` → the result file of a finished job (xlsx of an export).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { JOBS_PATH, JobIdParams, JobListAnswer, JobListQuery, JobShowAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { errorResponses } from '../../platform/schemas.js';
import { JobsService } from './jobs.service.js';

export async function jobsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new JobsService(ctx);

  app.get(
    JOBS_PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['jobs'],
        summary: 'Own background jobs, newest first (paged; filter by name and status)',
        querystring: JobListQuery,
        response: { 200: JobListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.get(
    `${JOBS_PATH}/:id`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['jobs'],
        summary: 'One job: status, progress 0–100, message, result URL, error (owner or roles 1, 57)',
        params: JobIdParams,
        response: { 200: JobShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id, requireAuth(request)),
  );

  // A file, not JSON: on the plain instance (the type provider would type the reply as the schema's string).
  fastify.get<{ Params: JobIdParams }>(
    `${JOBS_PATH}/:id/result`,
    {
      config: { authenticated: true },
      schema: {
        tags: ['jobs'],
        summary: 'The result file of a finished job, as an attachment (owner or roles 1, 57)',
        params: JobIdParams,
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await service.resultFile(request.params.id, requireAuth(request));
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
