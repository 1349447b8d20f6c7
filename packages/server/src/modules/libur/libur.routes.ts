/**
 * Public holidays (spec /sdm/x/libur; page /absen/libur):
 *   GET    /api/sdm/x/libur          paged, filter tahun, search on nama — every signed-in user
 *   GET    /api/sdm/x/libur/{id}     one holiday                           — every signed-in user
 *   POST   /api/sdm/x/libur          { tanggal, nama } → 'Libur created'   — roles 1, 9, 57, 59
 *   PUT    /api/sdm/x/libur/{id}     { tanggal, nama } → 'Libur updated'   — roles 1, 9, 57, 59
 *   DELETE /api/sdm/x/libur/{id}     → 'Libur deleted'                     — roles 1, 9, 57, 59
 */
import type { FastifyInstance } from 'fastify';
import type { LiburInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { createLibur, deleteLibur, listLibur, showLibur, updateLibur } from './libur.service.js';
import { POLICY } from '../../platform/domain.js';

const liburSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, tanggal: { type: 'string' }, nama: { type: 'string' } },
  required: ['id', 'tanggal', 'nama'],
} as const;

const inputSchema = {
  type: 'object',
  properties: { tanggal: { type: 'string', format: 'date' }, nama: { type: 'string', maxLength: 200 } },
  required: ['tanggal', 'nama'],
  additionalProperties: false,
} as const;

const writeAccess = { policy: POLICY.manageHolidays };
const responses = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;
const mutation = {
  type: 'object',
  properties: { message: { type: 'string' }, data: liburSchema },
  required: ['message', 'data'],
} as const;

export async function liburRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  app.get<{ Querystring: { page: number; per_page: number; search?: string; tahun?: number } }>(
    '/api/sdm/x/libur',
    {
      config: { authenticated: true },
      schema: {
        tags: ['libur'],
        summary: 'Public holidays, by date; filter tahun, search on nama',
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, tahun: { type: 'integer', minimum: 1900, maximum: 2200 } },
        },
        response: { 200: pagedSchema(liburSchema), ...responses },
      },
    },
    async (request) => listLibur(ctx.db, request.query),
  );

  app.post<{ Body: LiburInput }>(
    '/api/sdm/x/libur',
    {
      config: writeAccess,
      schema: {
        tags: ['libur'],
        summary: 'Add a public holiday (one per date)',
        body: inputSchema,
        response: { 200: mutation, ...responses },
      },
    },
    async (request) => createLibur(ctx.db, actorOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    '/api/sdm/x/libur/:id',
    {
      config: { authenticated: true },
      schema: {
        tags: ['libur'],
        summary: 'One public holiday',
        params: idParamsSchema,
        response: { 200: { type: 'object', properties: { data: liburSchema }, required: ['data'] }, ...responses },
      },
    },
    async (request) => showLibur(ctx.db, request.params.id),
  );

  app.put<{ Params: { id: number }; Body: LiburInput }>(
    '/api/sdm/x/libur/:id',
    {
      config: writeAccess,
      schema: {
        tags: ['libur'],
        summary: 'Change a public holiday',
        params: idParamsSchema,
        body: inputSchema,
        response: { 200: mutation, ...responses },
      },
    },
    async (request) => updateLibur(ctx.db, actorOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/sdm/x/libur/:id',
    {
      config: writeAccess,
      schema: {
        tags: ['libur'],
        summary: 'Remove a public holiday',
        params: idParamsSchema,
        response: { 200: messageSchema, ...responses },
      },
    },
    async (request) => deleteLibur(ctx.db, actorOf(request), request.params.id),
  );
}
