/**
 * Attendance admin registers (spec /absen exclude/pegawai, exclude/kantor, dispensasi,
 * dispensasi_jabatan, kantorTemporer: roles 59, 9), under /api/sdm/pegawai/x/absen/:
 *   exclude/pegawai, exclude/kantor, x/dispensasi, dispensasi_jabatan, lokasi_temporer
 * each with GET (paged, search), POST, PUT /{id}, DELETE /{id}; messages '{entity} created/updated/deleted'.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema, optionsResponseSchema } from '../../platform/schemas.js';
import { AbsenRegisterService, jabatanOptions, type RegisterInput } from './absen-registers.service.js';
import { REGISTERS } from './registers.js';
import { POLICY } from '../../platform/domain.js';

/** "(all 59, 9)" in the spec. */
const access = { policy: POLICY.manageAttendanceRegisters };
const rowSchema = { type: 'object', additionalProperties: true, properties: { id: { type: 'integer' } } } as const;
const mutationSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: rowSchema },
  required: ['message', 'data'],
} as const;
const conflict = { 409: errorResponses[422] } as const;

export async function absenRegistersRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  // The position picker of dispensasi_jabatan: the position register itself is open to 1/57 only.
  app.get<{ Querystring: { search?: string } }>(
    '/api/sdm/pegawai/x/absen/x/jabatan_options',
    {
      config: access,
      schema: {
        tags: ['absen-registers'],
        summary: 'Positions for the dispensasi_jabatan picker: `{ data: [{ id, nama }] }`, search on nama, at most 50',
        querystring: { type: 'object', properties: { search: pageQueryProperties.search } },
        response: { 200: optionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await jabatanOptions(ctx.db, request.query.search) }),
  );

  for (const def of REGISTERS) {
    const service = new AbsenRegisterService(ctx, def);
    const base = `/api/sdm/pegawai/x/absen/${def.path}`;
    const body = { type: 'object', additionalProperties: false, properties: def.properties, required: def.required };
    const tags = ['absen-registers'];

    app.get<{ Querystring: { page: number; per_page: number; search?: string } }>(
      base,
      {
        config: access,
        schema: {
          tags,
          summary: `${def.entity}: paged list, search`,
          querystring: { type: 'object', properties: pageQueryProperties },
          response: { 200: pagedSchema(rowSchema), ...errorResponses },
        },
      },
      async (request) => service.list(request.query),
    );
    app.post<{ Body: RegisterInput }>(
      base,
      {
        config: access,
        schema: {
          tags,
          summary: `Create ${def.entity}`,
          body,
          response: { 200: mutationSchema, ...conflict, ...errorResponses },
        },
      },
      async (request) => service.create(actorOf(request), request.body),
    );
    app.put<{ Params: { id: number }; Body: RegisterInput }>(
      `${base}/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `Update ${def.entity}`,
          params: idParamsSchema,
          body,
          response: { 200: mutationSchema, ...conflict, ...errorResponses },
        },
      },
      async (request) => service.update(actorOf(request), request.params.id, request.body),
    );
    app.delete<{ Params: { id: number } }>(
      `${base}/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `Delete ${def.entity}`,
          params: idParamsSchema,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => service.remove(actorOf(request), request.params.id),
    );
  }
}
