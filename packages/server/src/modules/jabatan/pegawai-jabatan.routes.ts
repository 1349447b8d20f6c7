/**
 * Employees' position records (spec section 7 /sdm/pegawai/x/jabatan), roles 1/57, not 8:
 *   GET    /api/sdm/pegawai/x/jabatan?pegawai_id=   the employee's records, newest awal first
 *   POST   /api/sdm/pegawai/x/jabatan               → 'Jabatan created'
 *   PUT    /api/sdm/pegawai/x/jabatan/{id}          (body without pegawai_id) → 'Jabatan updated'
 *   DELETE /api/sdm/pegawai/x/jabatan/{id}          → 'Jabatan deleted'
 */
import type { FastifyInstance } from 'fastify';
import type { PegawaiJabatanInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { HR_ACCESS } from './access.js';
import { PegawaiJabatanService } from './pegawai-jabatan.service.js';

const idRef = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const nullableText = { type: ['string', 'null'] } as const;

const recordProperties = {
  jabatan_id: idRef,
  kantor_id: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
  awal: { type: 'string', description: "'YYYY-MM-DD'" },
  akhir: { type: ['string', 'null'], description: "'YYYY-MM-DD' or null (still in force)" },
  is_permanent: { type: 'boolean' },
  nomor_sk: nullableText,
  keterangan: nullableText,
} as const;

const updateBody = {
  type: 'object',
  properties: recordProperties,
  required: ['jabatan_id', 'kantor_id', 'awal', 'is_permanent'],
  additionalProperties: false,
} as const;
const createBody = {
  type: 'object',
  properties: { pegawai_id: idRef, ...recordProperties },
  required: ['pegawai_id', ...updateBody.required],
  additionalProperties: false,
} as const;

const named = { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' } } } as const;
export const pegawaiJabatanRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pegawai_id: { type: 'integer' },
    jabatan: named,
    kantor: { anyOf: [named, { type: 'null' }] },
    awal: { type: 'string' },
    akhir: nullableText,
    is_permanent: { type: 'boolean' },
    nomor_sk: nullableText,
    keterangan: nullableText,
  },
} as const;
const answerSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: pegawaiJabatanRowSchema },
  required: ['message', 'data'],
} as const;

export async function pegawaiJabatanRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new PegawaiJabatanService(ctx);

  app.get<{ Querystring: { pegawai_id: number } }>(
    '/api/sdm/pegawai/x/jabatan',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: "An employee's position records, newest awal first",
        querystring: { type: 'object', properties: { pegawai_id: idRef }, required: ['pegawai_id'] },
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: pegawaiJabatanRowSchema } },
            required: ['data'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => service.listOf(request.query.pegawai_id),
  );

  app.post<{ Body: PegawaiJabatanInput }>(
    '/api/sdm/pegawai/x/jabatan',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'Add a position record (history rule applies)',
        body: createBody,
        response: { 200: answerSchema, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/jabatan/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'One position record',
        params: idParamsSchema,
        response: {
          200: { type: 'object', properties: { data: pegawaiJabatanRowSchema }, required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => service.show(request.params.id),
  );

  app.put<{ Params: { id: number }; Body: Omit<PegawaiJabatanInput, 'pegawai_id'> }>(
    '/api/sdm/pegawai/x/jabatan/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'Change a position record (history rule applies)',
        params: idParamsSchema,
        body: updateBody,
        response: { 200: answerSchema, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/jabatan/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'Delete a position record',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}
