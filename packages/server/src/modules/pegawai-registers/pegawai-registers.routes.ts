/**
 * The HR registers of the CV's sub-records (spec section 2 /pegawai/{family,pendidikan,prestasi}/*,
 * section 7 /sdm/pegawai/x/{family,pendidikan,prestasi}; issue #22). Reads only: the CV module owns
 * the writes on the same paths (POST, PUT/DELETE …/{id}). Contracts: @portal/contracts (pegawai-registers.ts).
 *   GET  /api/sdm/pegawai/x/family[/{id}], /x/count, POST /x/export    57 (the member: not 8, own unless HR)
 *   GET  /api/sdm/pegawai/x/pendidikan (57, not 8), /x/count, POST /x/export (57)
 *   GET  /api/sdm/pegawai/x/prestasi[/{id}]                           57, not 8
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  FAMILY_REGISTER_PATH,
  FamilyCountQuery,
  FamilyRegisterAnswer,
  FamilyRegisterQuery,
  FamilyShowAnswer,
  IdParams,
  JobQueuedAnswer,
  PENDIDIKAN_REGISTER_PATH,
  PendidikanCountQuery,
  PendidikanRegisterAnswer,
  PendidikanRegisterQuery,
  PRESTASI_REGISTER_PATH,
  PrestasiRegisterAnswer,
  PrestasiRegisterQuery,
  PrestasiShowAnswer,
  RegisterCountAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { registerExportJob, requestExport } from '../jabatan/public.js';
import { PegawaiRegistersService } from './pegawai-registers.service.js';
import { FAMILY_EXPORT, PENDIDIKAN_EXPORT } from './register-exports.js';

const HR = { policy: POLICY.hrAdmin };
const HR_UNRESTRICTED = { policy: POLICY.hrAdminUnrestricted };

export async function pegawaiRegistersRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PegawaiRegistersService(ctx);
  const tags = ['pegawai-registers'];
  registerExportJob(ctx, FAMILY_EXPORT);
  registerExportJob(ctx, PENDIDIKAN_EXPORT);

  // ---- family ----
  app.get(
    FAMILY_REGISTER_PATH,
    {
      config: HR,
      schema: {
        tags,
        summary:
          "Every employee's family members: search (employee nama/NPP, member nama), relation/status/year filters, sort, paged",
        querystring: FamilyRegisterQuery,
        response: { 200: FamilyRegisterAnswer, ...errorResponses },
      },
    },
    async (request) => service.listFamily(request.query),
  );
  app.get(
    `${FAMILY_REGISTER_PATH}/x/count`,
    {
      config: HR,
      schema: {
        tags,
        summary: 'Family members per relation (hubungan) or status',
        querystring: FamilyCountQuery,
        response: { 200: RegisterCountAnswer, ...errorResponses },
      },
    },
    async (request) => service.countFamily(request.query.by),
  );
  app.post(
    `${FAMILY_REGISTER_PATH}/x/export`,
    {
      config: HR,
      schema: {
        tags,
        summary: 'Queue the xlsx export of every family member',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, FAMILY_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );
  app.get(
    `${FAMILY_REGISTER_PATH}/:id`,
    {
      config: { policy: POLICY.unrestricted },
      schema: {
        tags,
        summary: "One family member: any employee's for HR, else only the caller's own employee's (404 otherwise)",
        params: IdParams,
        response: { 200: FamilyShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.showFamily(request.auth!, request.params.id),
  );

  // ---- education ----
  app.get(
    PENDIDIKAN_REGISTER_PATH,
    {
      config: HR_UNRESTRICTED,
      schema: {
        tags,
        summary:
          "Every employee's education: search (employee nama/NPP, institution, major), level/institution/year filters, sort, paged",
        querystring: PendidikanRegisterQuery,
        response: { 200: PendidikanRegisterAnswer, ...errorResponses },
      },
    },
    async (request) => service.listPendidikan(request.query),
  );
  app.get(
    `${PENDIDIKAN_REGISTER_PATH}/x/count`,
    {
      config: HR_UNRESTRICTED,
      schema: {
        tags,
        summary: 'Education records per level (jenjang), institution or major',
        querystring: PendidikanCountQuery,
        response: { 200: RegisterCountAnswer, ...errorResponses },
      },
    },
    async (request) => service.countPendidikan(request.query.by),
  );
  app.post(
    `${PENDIDIKAN_REGISTER_PATH}/x/export`,
    {
      config: HR_UNRESTRICTED,
      schema: {
        tags,
        summary: 'Queue the xlsx export of every education record',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, PENDIDIKAN_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );

  // ---- achievements ----
  app.get(
    PRESTASI_REGISTER_PATH,
    {
      config: HR_UNRESTRICTED,
      schema: {
        tags,
        summary:
          "Every employee's achievements: search (employee nama/NPP, award, giver), award/year filters, sort, paged",
        querystring: PrestasiRegisterQuery,
        response: { 200: PrestasiRegisterAnswer, ...errorResponses },
      },
    },
    async (request) => service.listPrestasi(request.query),
  );
  app.get(
    `${PRESTASI_REGISTER_PATH}/:id`,
    {
      config: HR_UNRESTRICTED,
      schema: {
        tags,
        summary: 'One achievement with its employee',
        params: IdParams,
        response: { 200: PrestasiShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.showPrestasi(request.params.id),
  );
}
