/**
 * /api/sdm/pegawai: the employee list (GET without event, roles 57 not 8: spec route /pegawai),
 * its list events (GET ?event=options|multiple|kantor_absen|umur|hirarki|rules, each with its own
 * role rule: pegawai-selectors.routes.ts; ?event=export: the caller's own employee exports, newest
 * first, so the export page shows earlier files again), GET link/kantor/{id}, and the create events (spec
 * section 7): `export` and `export1` queue the two xlsx formats (roles 57, not 8 / 57).
 */
import { PegawaiListAnswer, PegawaiListQuery } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POLICY } from '../../platform/domain.js';
import { actorOf } from '../../platform/audit.js';
import type { PolicyRule } from '@portal/domain';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { JobsService } from '../jobs/public.js';
import {
  PEGAWAI_EXPORT1_JOB,
  PEGAWAI_EXPORT_JOB,
  PegawaiExportService,
  registerPegawaiExportJob,
} from './pegawai-export.service.js';
import { PegawaiListService, type PegawaiListParams } from './pegawai-list.service.js';
import { contactListEvents, registerPegawaiContactRoutes } from './pegawai-contacts.routes.js';
import { pegawaiListEvents, registerPegawaiLinkRoutes, runListEvent } from './pegawai-selectors.routes.js';
import { PegawaiSelectorService } from './pegawai-selectors.service.js';

interface CreateEvent {
  /** Checked per event: one path carries events for different roles. */
  access: PolicyRule;
  run(request: FastifyRequest): Promise<{ message: string; data?: Record<string, unknown> }>;
}

const createResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: {
      type: 'object',
      additionalProperties: true,
      description: 'export: { job_id } — poll GET /api/general/jobs/{job_id}',
    },
  },
  required: ['message'],
} as const;

/** The list's answer (the contract's; the hot path keeps its own compiled serializer). */
const listResponseSchema = { ...PegawaiListAnswer };

export async function pegawaiRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  registerPegawaiExportJob(ctx);
  const exports = new PegawaiExportService(ctx);
  const list = new PegawaiListService(ctx);
  const jobs = new JobsService(ctx);
  const listEvents = {
    ...pegawaiListEvents(new PegawaiSelectorService(ctx)),
    ...contactListEvents(ctx),
    export: {
      access: POLICY.hrAdmin,
      query: { type: 'object', properties: { page: pageQueryProperties.page, per_page: pageQueryProperties.per_page } },
      run: (request: FastifyRequest, q: Record<string, unknown>) =>
        jobs.list(requireAuth(request), {
          page: q.page as number,
          per_page: q.per_page as number,
          name: [PEGAWAI_EXPORT_JOB, PEGAWAI_EXPORT1_JOB],
        }),
    },
  };
  const listAccess = POLICY.hrAdminUnrestricted;

  app.get<{ Querystring: PegawaiListParams & { event?: string } }>(
    '/api/sdm/pegawai',
    {
      config: { authenticated: true },
      schema: {
        tags: ['pegawai'],
        summary:
          'Without event: employees (roles 57, not 8), paged, searchable (nama, npp, jabatan, kantor), filterable by kantor/jabatan, sortable. ' +
          'event=options|multiple|kantor_absen (roles 1, 10, 57), umur (57, not 8), hirarki (own; 1 and 57 anyone), rules (signed in), export (57: the caller’s own employee exports, newest first)',
        querystring: {
          type: 'object',
          properties: {
            ...PegawaiListQuery.properties,
            event: selectorSchema(Object.keys(listEvents)),
          },
          // The events' own parameters (ids, limit, umur_min…) are validated by the chosen event.
          additionalProperties: true,
        },
        response: {
          // One shape per event (the list: Paged<PegawaiListItem>, see pegawaiListRowSchema); every answer
          // is built field by field by its service, so nothing unlisted can leak.
          200: {
            type: 'object',
            additionalProperties: true,
            description:
              'Paged<PegawaiListItem> | PegawaiOptionsAnswer | Paged<PegawaiOption> | Paged<PegawaiUmurItem> | PegawaiHirarkiAnswer | { data: PegawaiRules }',
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (request.query.event === undefined) {
        assertAccess(request, listAccess);
        // The list keeps its own compiled serializer (the hot path; compiled once per route).
        reply.serializer(reply.compileSerializationSchema(listResponseSchema, '200'));
        return list.list(request.query);
      }
      return runListEvent(request, selectHandler(request.query.event, listEvents));
    },
  );

  registerPegawaiLinkRoutes(app, ctx);
  registerPegawaiContactRoutes(app, ctx);

  const createEvents: Record<string, CreateEvent> = {
    export: {
      access: POLICY.hrAdminUnrestricted,
      run: async (request) => {
        const actor = actorOf(request);
        return exports.requestExport('export', { ...actor, userId: request.auth!.userId });
      },
    },
    export1: {
      access: POLICY.hrAdmin,
      run: async (request) => {
        const actor = actorOf(request);
        return exports.requestExport('export1', { ...actor, userId: request.auth!.userId });
      },
    },
  };

  app.post<{ Body: { event?: string } }>(
    '/api/sdm/pegawai',
    {
      config: { authenticated: true },
      schema: {
        tags: ['pegawai'],
        summary:
          'Create events: export (roles 57, not 8) and export1 (57: age/retirement and rank format) queue an xlsx export and answer the job id',
        body: {
          type: 'object',
          properties: { event: selectorSchema(Object.keys(createEvents)) },
          additionalProperties: true,
        },
        response: { 200: createResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const event = selectHandler(request.body?.event, createEvents);
      assertAccess(request, event.access);
      return event.run(request);
    },
  );
}
