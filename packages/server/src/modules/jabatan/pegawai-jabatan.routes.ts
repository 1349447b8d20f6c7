/**
 * Employees' position records (spec section 7 /sdm/pegawai/x/jabatan), roles 1/57, not 8:
 *   GET    /api/sdm/pegawai/x/jabatan?pegawai_id=   the employee's records, newest awal first
 *   POST   /api/sdm/pegawai/x/jabatan               → 'Jabatan created'
 *   PUT    /api/sdm/pegawai/x/jabatan/{id}          (body without pegawai_id) → 'Jabatan updated'
 *   DELETE /api/sdm/pegawai/x/jabatan/{id}          → 'Jabatan deleted'
 * Contracts in @portal/contracts (jabatan.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessageAnswer,
  PEGAWAI_JABATAN_PATH,
  PegawaiJabatanAnswer,
  PegawaiJabatanInput,
  PegawaiJabatanListAnswer,
  PegawaiJabatanQuery,
  PegawaiJabatanShowAnswer,
  PegawaiJabatanUpdateInput,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { HR_ACCESS } from './access.js';
import { PegawaiJabatanService } from './pegawai-jabatan.service.js';

export async function pegawaiJabatanRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PegawaiJabatanService(ctx);

  app.get(
    PEGAWAI_JABATAN_PATH,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: "An employee's position records, newest awal first",
        querystring: PegawaiJabatanQuery,
        response: { 200: PegawaiJabatanListAnswer, ...errorResponses },
      },
    },
    async (request) => service.listOf(request.query.pegawai_id),
  );

  app.post(
    PEGAWAI_JABATAN_PATH,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'Add a position record (history rule applies)',
        body: PegawaiJabatanInput,
        response: { 200: PegawaiJabatanAnswer, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.get(
    `${PEGAWAI_JABATAN_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'One position record',
        params: IdParams,
        response: { 200: PegawaiJabatanShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );

  app.put(
    `${PEGAWAI_JABATAN_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'Change a position record (history rule applies)',
        params: IdParams,
        body: PegawaiJabatanUpdateInput,
        response: { 200: PegawaiJabatanAnswer, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${PEGAWAI_JABATAN_PATH}/:id`,
    {
      config: HR_ACCESS,
      schema: {
        tags: ['jabatan'],
        summary: 'Delete a position record',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );
}
