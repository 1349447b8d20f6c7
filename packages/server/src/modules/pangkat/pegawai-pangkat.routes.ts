/**
 * Employees' rank records (spec section 7 /sdm/pegawai/x/pangkat), roles 1/57, not 8:
 *   GET    /api/sdm/pegawai/x/pangkat?pegawai_id=   the employee's records, newest awal first
 *   POST   /api/sdm/pegawai/x/pangkat               → 'Pangkat created'
 *   PUT    /api/sdm/pegawai/x/pangkat/{id}          (body without pegawai_id) → 'Pangkat updated'
 *   DELETE /api/sdm/pegawai/x/pangkat/{id}          → 'Pangkat deleted'
 */
import type { FastifyInstance } from 'fastify';
import type { PegawaiPangkatInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { HR_ACCESS } from '../jabatan/public.js';
import { PegawaiPangkatService } from './pegawai-pangkat.service.js';

const idRef = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const nullableText = { type: ['string', 'null'] } as const;

const recordProperties = {
  pangkat_id: idRef,
  awal: { type: 'string', description: "'YYYY-MM-DD'" },
  akhir: { type: ['string', 'null'], description: "'YYYY-MM-DD' or null" },
  nomor_sk: nullableText,
} as const;
const updateBody = {
  type: 'object',
  properties: recordProperties,
  required: ['pangkat_id', 'awal'],
  additionalProperties: false,
} as const;
const createBody = {
  type: 'object',
  properties: { pegawai_id: idRef, ...recordProperties },
  required: ['pegawai_id', 'pangkat_id', 'awal'],
  additionalProperties: false,
} as const;

export const pegawaiPangkatRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pegawai_id: { type: 'integer' },
    pangkat: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        nama: { type: 'string' },
        grade: { type: 'string' },
        corporate_title: { type: 'string' },
      },
    },
    awal: { type: 'string' },
    akhir: nullableText,
    nomor_sk: nullableText,
  },
} as const;
const answerSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: pegawaiPangkatRowSchema },
  required: ['message', 'data'],
} as const;

export async function pegawaiPangkatRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new PegawaiPangkatService(ctx);

  app.get<{ Querystring: { pegawai_id: number } }>(
    '/api/sdm/pegawai/x/pangkat',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: "An employee's rank records, newest awal first",
        querystring: { type: 'object', properties: { pegawai_id: idRef }, required: ['pegawai_id'] },
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: pegawaiPangkatRowSchema } },
            required: ['data'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => service.listOf(request.query.pegawai_id),
  );

  app.post<{ Body: PegawaiPangkatInput }>(
    '/api/sdm/pegawai/x/pangkat',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Add a rank record',
        body: createBody,
        response: { 200: answerSchema, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.get<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/pangkat/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'One rank record',
        params: idParamsSchema,
        response: {
          200: { type: 'object', properties: { data: pegawaiPangkatRowSchema }, required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => service.show(request.params.id),
  );

  app.put<{ Params: { id: number }; Body: Omit<PegawaiPangkatInput, 'pegawai_id'> }>(
    '/api/sdm/pegawai/x/pangkat/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Change a rank record',
        params: idParamsSchema,
        body: updateBody,
        response: { 200: answerSchema, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/pangkat/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Delete a rank record',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}
