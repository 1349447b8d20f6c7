/**
 * Attendance admin registers (spec /absen exclude/pegawai, exclude/kantor, dispensasi,
 * dispensasi_jabatan, kantorTemporer: roles 59, 9), under /api/sdm/pegawai/x/absen/:
 *   exclude/pegawai, exclude/kantor, x/dispensasi, dispensasi_jabatan, lokasi_temporer
 * each with GET (paged, search), POST, PUT /{id}, DELETE /{id}; messages '{entity} created/updated/deleted'.
 * Contracts in @portal/contracts (absen-registers.ts): each register's own row and body.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ABSEN_PATH,
  AbsenJabatanOptionsAnswer,
  AbsenJabatanOptionsQuery,
  AbsenRegisterListQuery,
  AbsenRegisterMutation,
  IdParams,
  MessageAnswer,
  Paged,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { AbsenRegisterService, jabatanOptions } from './absen-registers.service.js';
import { REGISTERS } from './registers.js';

/** "(all 59, 9)" in the spec. */
const access = { policy: POLICY.manageAttendanceRegisters };
const conflict = { 409: errorResponses[422] } as const;

export async function absenRegistersRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The position picker of dispensasi_jabatan: the position register itself is open to 1/57 only.
  app.get(
    `${ABSEN_PATH}/x/jabatan_options`,
    {
      config: access,
      schema: {
        tags: ['absen-registers'],
        summary: 'Positions for the dispensasi_jabatan picker: `{ data: [{ id, nama }] }`, search on nama, at most 50',
        querystring: AbsenJabatanOptionsQuery,
        response: { 200: AbsenJabatanOptionsAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await jabatanOptions(ctx.db, request.query.search) }),
  );

  for (const def of REGISTERS) {
    const service = new AbsenRegisterService(ctx, def);
    const base = `${ABSEN_PATH}/${def.path}`;
    const tags = ['absen-registers'];
    const mutation = AbsenRegisterMutation(def.row);

    app.get(
      base,
      {
        config: access,
        schema: {
          tags,
          summary: `${def.entity}: paged list, search`,
          querystring: AbsenRegisterListQuery,
          response: { 200: Paged(def.row), ...errorResponses },
        },
      },
      async (request) => service.list(request.query),
    );
    app.post(
      base,
      {
        config: access,
        schema: {
          tags,
          summary: `Create ${def.entity}`,
          body: def.input,
          response: { 200: mutation, ...conflict, ...errorResponses },
        },
      },
      async (request) => service.create(actorOf(request), request.body),
    );
    app.put(
      `${base}/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `Update ${def.entity}`,
          params: IdParams,
          body: def.input,
          response: { 200: mutation, ...conflict, ...errorResponses },
        },
      },
      async (request) => service.update(actorOf(request), request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      {
        config: access,
        schema: {
          tags,
          summary: `Delete ${def.entity}`,
          params: IdParams,
          response: { 200: MessageAnswer, ...errorResponses },
        },
      },
      async (request) => service.remove(actorOf(request), request.params.id),
    );
  }
}
