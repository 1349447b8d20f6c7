/**
 * Workload analysis (WLA; issue #17). Paths and policies: packages/contracts/src/wla.ts. Every route
 * POLICY.developer (63, spec /pegawai/wla/*) except the export, POLICY.hrAdmin (57).
 * Files: wla.routes.ts → wla.service.ts → wla.repo.ts; wla-jobs.ts (reset, import, exports).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  WLA_PATH,
  WlaActivityInput,
  WlaActivityListAnswer,
  WlaActivityMutation,
  WlaActivityQuery,
  WlaConfigAnswer,
  WlaConfigInput,
  WlaConfigMutation,
  WlaExportBody,
  WlaJabatanAnswer,
  WlaKantorAnswer,
  WlaResetBody,
  WlaResultListAnswer,
  WlaResultQuery,
  WlaSummaryQuery,
  WlaUploadQuery,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { AppContext, ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { acceptXlsxBodies, queueImport, requestExport } from '../jabatan/public.js';
import { activityTemplate, queueReset, registerWlaJobs, WLA_EXPORT_JOBS, WLA_IMPORT_JOB } from './wla-jobs.js';
import { WlaService } from './wla.service.js';

const WLA = { policy: POLICY.developer };
const TAGS = ['wla'];
const actorWithUser = (request: Parameters<typeof actorOf>[0]) => ({
  ...actorOf(request),
  userId: requireAuth(request).userId,
});

/** Its own scope: only the upload reads xlsx bytes as the body. */
async function uploadRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  acceptXlsxBodies(app);
  app.post(
    `${WLA_PATH}/x/activities/x/upload`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Upload activities (xlsx body; event store_excel): all rows or none, in background',
        querystring: WlaUploadQuery,
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(request.query.event ?? 'store_excel', {
        store_excel: () => queueImport(ctx, WLA_IMPORT_JOB, 'wla_aktivitas', actorWithUser(request), request.body),
      })(),
  );
}

export async function wlaRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new WlaService(ctx);
  registerWlaJobs(ctx);

  app.get(
    WLA_PATH,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'WLA results per position × office with FTE, staff, gap and status',
        querystring: WlaResultQuery,
        response: { 200: WlaResultListAnswer, ...errorResponses },
      },
    },
    async (request) => service.results(request.query),
  );

  app.get(
    `${WLA_PATH}/x/kantor`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'WLA per office: employees, needed staff, gap, status',
        querystring: WlaSummaryQuery,
        response: { 200: WlaKantorAnswer, ...errorResponses },
      },
    },
    async (request) => service.kantor(request.query),
  );

  app.get(
    `${WLA_PATH}/x/pegawai_jabatan`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'WLA per position over all offices',
        querystring: WlaSummaryQuery,
        response: { 200: WlaJabatanAnswer, ...errorResponses },
      },
    },
    async (request) => service.jabatan(request.query),
  );

  app.post(
    `${WLA_PATH}/x/pegawai_jabatan`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: "action updateReset: recompute the results in background ('WLA Pegawai Jabatan Reset on Prosess')",
        body: WlaResetBody,
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(
        request.body.action,
        { updateReset: () => queueReset(ctx, request.body.jabatan_id ?? undefined, actorWithUser(request)) },
        'action',
      )(),
  );

  app.get(
    `${WLA_PATH}/x/config`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Effective days and hours of a year',
        response: { 200: WlaConfigAnswer, ...errorResponses },
      },
    },
    async () => service.config(),
  );

  app.put(
    `${WLA_PATH}/x/config`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Change the effective days and hours (results change at the next reset)',
        body: WlaConfigInput,
        response: { 200: WlaConfigMutation, ...errorResponses },
      },
    },
    async (request) => service.setConfig(request.body, actorWithUser(request)),
  );

  app.get(
    `${WLA_PATH}/x/activities`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Activities of positions (paged; jabatan_id, search on activity or position)',
        querystring: WlaActivityQuery,
        response: { 200: WlaActivityListAnswer, ...errorResponses },
      },
    },
    async (request) => service.activities(request.query),
  );

  app.post(
    `${WLA_PATH}/x/activities`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Create an activity',
        body: WlaActivityInput,
        response: { 200: WlaActivityMutation, ...errorResponses },
      },
    },
    async (request) => service.createActivity(request.body, actorOf(request)),
  );

  app.put(
    `${WLA_PATH}/x/activities/:id`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Change an activity',
        params: IdParams,
        body: WlaActivityInput,
        response: { 200: WlaActivityMutation, ...errorResponses },
      },
    },
    async (request) => service.updateActivity(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    `${WLA_PATH}/x/activities/:id`,
    {
      config: WLA,
      schema: {
        tags: TAGS,
        summary: 'Delete an activity',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.deleteActivity(request.params.id, actorOf(request)),
  );

  // A file, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get(
    `${WLA_PATH}/x/activities/x/template`,
    {
      config: WLA,
      schema: { tags: TAGS, summary: 'The xlsx template of the activities upload', response: { ...errorResponses } },
    },
    async (_request, reply) => sendXlsx(reply, 'template_wla_aktivitas.xlsx', await activityTemplate()),
  );

  app.post(
    `${WLA_PATH}/x/export`,
    {
      config: { policy: POLICY.hrAdmin },
      schema: {
        tags: TAGS,
        summary: 'Export activities or results as xlsx (background job)',
        body: WlaExportBody,
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(request.body.event, {
        activities: () => requestExport(ctx, WLA_EXPORT_JOBS.activities, actorWithUser(request)),
        results: () => requestExport(ctx, WLA_EXPORT_JOBS.results, actorWithUser(request)),
      })(),
  );

  await app.register(uploadRoutes, { ctx });
}
