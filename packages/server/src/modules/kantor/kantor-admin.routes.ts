/**
 * Office pages beyond the list (registered from kantor.routes.ts):
 *   GET  /api/general/kantor/x/attribute | x/jenis        option lists (signed in)
 *   GET  /api/general/kantor/x/modance                    option list; event=indexReportModanceKantor: report (role 1)
 *   GET  /api/general/kantor/x/tree                       every office with parent_id (10)
 *   GET  /api/general/kantor/x/maps                       offices with coordinates (10)
 *   GET  /api/general/kantor/x/parent                     parent / induk offices (10, not 8)
 *   GET  /api/general/kantor/{id}/x/pegawai               active employees of one office, paged (10)
 *   GET  /api/general/kantor/{id}/x/setting               edit-form fields beyond the list row (10)
 *   POST /api/general/kantor                              create → 'Kantor created' (1, 57)
 *   PUT  /api/general/kantor/{id}                         update → 'Kantor updated' (1, 57)
 *   POST /api/general/kantor/x/export                     queue the xlsx export job (1, 57)
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  JobQueuedAnswer,
  KANTOR_PATH,
  KantorInput,
  KantorMapAnswer,
  KantorModanceAnswer,
  KantorModanceQuery,
  KantorModanceReport,
  KantorOptionsAnswer,
  KantorParentAnswer,
  KantorParentQuery,
  KantorPegawaiAnswer,
  KantorPegawaiQuery,
  KantorSavedAnswer,
  KantorSettingAnswer,
  KantorTreeAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, hasAccess } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { KantorAdminService } from './kantor-admin.service.js';
import { registerKantorExportJob, requestKantorExport } from './kantor-export.service.js';

const read = { policy: POLICY.readOffices };
const write = { policy: POLICY.manageOffices };
const tags = ['kantor'];
const writeResponses = { ...errorResponses, 409: ApiErrorRef } as const;

/** /x/modance answers two shapes; each is serialized with its own schema. */
const modanceOptionsSchema = { ...KantorOptionsAnswer };
const modanceReportSchema = { ...KantorModanceReport };

export async function kantorAdminRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new KantorAdminService(ctx);
  registerKantorExportJob(ctx);

  app.get(
    `${KANTOR_PATH}/x/attribute`,
    {
      config: { authenticated: true },
      schema: {
        tags,
        summary: 'Office attributes (yes/no flags)',
        response: { 200: KantorOptionsAnswer, ...errorResponses },
      },
    },
    async () => service.attributes(),
  );
  app.get(
    `${KANTOR_PATH}/x/jenis`,
    {
      config: { authenticated: true },
      schema: { tags, summary: 'Office types', response: { 200: KantorOptionsAnswer, ...errorResponses } },
    },
    async () => service.register('kantor_jenis'),
  );

  app.get(
    `${KANTOR_PATH}/x/modance`,
    {
      config: { authenticated: true },
      schema: {
        tags,
        summary: 'Attendance modes (modance); event=indexReportModanceKantor: offices per mode (role 1)',
        querystring: KantorModanceQuery,
        response: { 200: KantorModanceAnswer, ...errorResponses },
      },
    },
    async (request, reply): Promise<KantorModanceAnswer> => {
      const q = request.query;
      if (q.event === undefined) {
        const options = await service.register('kantor_modance');
        reply.serializer(reply.compileSerializationSchema(modanceOptionsSchema, '200'));
        return options;
      }
      const handler = selectHandler(q.event, { indexReportModanceKantor: () => service.modanceReport(q) });
      assertAccess(request, POLICY.readModance);
      const report = await handler();
      reply.serializer(reply.compileSerializationSchema(modanceReportSchema, '200'));
      return report;
    },
  );

  app.get(
    `${KANTOR_PATH}/x/tree`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every office with its parent',
        response: { 200: KantorTreeAnswer, ...errorResponses },
      },
    },
    async () => service.tree(),
  );

  app.get(
    `${KANTOR_PATH}/x/maps`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Offices with coordinates',
        response: { 200: KantorMapAnswer, ...errorResponses },
      },
    },
    async () => service.maps(),
  );

  app.get(
    `${KANTOR_PATH}/x/parent`,
    {
      config: { policy: POLICY.readOfficeParents },
      schema: {
        tags,
        summary: 'Parent and induk offices with how many offices hang under them',
        querystring: KantorParentQuery,
        response: { 200: KantorParentAnswer, ...errorResponses },
      },
    },
    async (request) => service.parents(request.query.search),
  );

  app.get(
    `${KANTOR_PATH}/:id/x/pegawai`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Active employees of one office (search nama/npp)',
        params: IdParams,
        querystring: KantorPegawaiQuery,
        response: { 200: KantorPegawaiAnswer, ...errorResponses },
      },
    },
    async (request) =>
      service.pegawai(
        request.params.id,
        request.query,
        request.auth !== null && hasAccess(request.auth, POLICY.seeEmployeeNpp),
      ),
  );

  app.get(
    `${KANTOR_PATH}/:id/x/setting`,
    {
      config: read,
      schema: {
        tags,
        summary: "The edit form's fields beyond the list row (kelas, kantor induk, alamat, jenis, modance)",
        params: IdParams,
        response: { 200: KantorSettingAnswer, ...errorResponses },
      },
    },
    async (request) => service.setting(request.params.id),
  );

  app.post(
    KANTOR_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an office',
        body: KantorInput,
        response: { 200: KantorSavedAnswer, ...writeResponses },
      },
    },
    async (request) => service.create(request.body, actorOf(request)),
  );

  app.put(
    `${KANTOR_PATH}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Update an office',
        params: IdParams,
        body: KantorInput,
        response: { 200: KantorSavedAnswer, ...writeResponses },
      },
    },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    `${KANTOR_PATH}/x/export`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Queue the xlsx export of every office (a job; follow it at /api/general/jobs/{id})',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestKantorExport(ctx, { ...actorOf(request), userId: request.auth!.userId }),
  );
}
