/**
 * Employees' rank records (spec section 7 /sdm/pegawai/x/pangkat), roles 1/57, not 8:
 *   GET    /api/sdm/pegawai/x/pangkat?pegawai_id=   the employee's records, newest awal first
 *   POST   /api/sdm/pegawai/x/pangkat               → 'Pangkat created'
 *   PUT    /api/sdm/pegawai/x/pangkat/{id}          (body without pegawai_id) → 'Pangkat updated'
 *   DELETE /api/sdm/pegawai/x/pangkat/{id}          → 'Pangkat deleted'
 * Contracts in @portal/contracts (pangkat.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  PEGAWAI_PANGKAT_PATH,
  PegawaiPangkatAnswer,
  PegawaiPangkatInput,
  PegawaiPangkatListAnswer,
  PegawaiPangkatQuery,
  PegawaiPangkatShowAnswer,
  PegawaiPangkatUpdateInput,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { HR_ACCESS } from '../jabatan/public.js';
import { PegawaiPangkatService } from './pegawai-pangkat.service.js';

export async function pegawaiPangkatRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PegawaiPangkatService(ctx);

  app.get(
    PEGAWAI_PANGKAT_PATH,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: "An employee's rank records, newest awal first",
        querystring: PegawaiPangkatQuery,
        response: { 200: PegawaiPangkatListAnswer, ...errorResponses },
      },
    },
    async (request) => service.listOf(request.query.pegawai_id),
  );

  app.post(
    PEGAWAI_PANGKAT_PATH,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Add a rank record',
        body: PegawaiPangkatInput,
        response: { 200: PegawaiPangkatAnswer, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.get(
    `${PEGAWAI_PANGKAT_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'One rank record',
        params: IdParams,
        response: { 200: PegawaiPangkatShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );

  app.put(
    `${PEGAWAI_PANGKAT_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Change a rank record',
        params: IdParams,
        body: PegawaiPangkatUpdateInput,
        response: { 200: PegawaiPangkatAnswer, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${PEGAWAI_PANGKAT_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['pangkat'],
        summary: 'Delete a rank record',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}
