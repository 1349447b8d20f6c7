/**
 * /api/general/jobs: background jobs as the client polls them. `GET /{id}` (owner, or roles 1/57)
 * → status, progress, message, result URL; `GET /` → the caller's own jobs, newest first;
 * `GET /{id}/result` → the result file of a finished job (xlsx of an export).
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import type { JobStatus } from '../../platform/db/schema.js';
import { contentDisposition } from '../../platform/files/storage.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { JobsService } from './jobs.service.js';

const nullableString = { type: ['string', 'null'] } as const;

export const jobSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
    progress: { type: 'integer', minimum: 0, maximum: 100 },
    message: nullableString,
    result_url: { ...nullableString, description: 'GET with the access token; null until done with a file' },
    result: { description: 'Small JSON result of the job (counts, file name, row errors of an import)' },
    error: nullableString,
    attempts: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    started_at: { type: ['string', 'null'], format: 'date-time' },
    finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'name', 'status', 'progress', 'message', 'result_url', 'error', 'created_at'],
} as const;

const idParams = { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] } as const;

export async function jobsRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new JobsService(ctx);

  app.get<{ Querystring: { page: number; per_page: number; name?: string; status?: JobStatus } }>(
    '/api/general/jobs',
    {
      config: { authenticated: true },
      schema: {
        tags: ['jobs'],
        summary: 'Own background jobs, newest first (paged; filter by name and status)',
        querystring: {
          type: 'object',
          properties: {
            page: pageQueryProperties.page,
            per_page: pageQueryProperties.per_page,
            name: { type: 'string', maxLength: 100 },
            status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
          },
        },
        response: { 200: pagedSchema(jobSchema), ...errorResponses },
      },
    },
    async (request) => service.list(requireAuth(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/api/general/jobs/:id',
    {
      config: { authenticated: true },
      schema: {
        tags: ['jobs'],
        summary: 'One job: status, progress 0–100, message, result URL, error (owner or roles 1, 57)',
        params: idParams,
        response: { 200: { type: 'object', properties: { data: jobSchema }, required: ['data'] }, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id, requireAuth(request)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/general/jobs/:id/result',
    {
      config: { authenticated: true },
      schema: {
        tags: ['jobs'],
        summary: 'The result file of a finished job, as an attachment (owner or roles 1, 57)',
        params: idParams,
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
