/**
 * /api/sdm/pegawai: the employee list (GET without event, roles 57 not 8: spec route /pegawai),
 * its list events (GET ?event=options|multiple|kantor_absen|umur|hirarki|rules, each with its own
 * role rule: pegawai-selectors.routes.ts; ?event=export: the caller's own employee exports, newest
 * first, so the export page shows earlier files again), GET link/kantor/{id}, and the create events (spec
 * section 7): `export` and `export1` queue the two xlsx formats (roles 57, not 8 / 57).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  JobListAnswer,
  JobQueuedAnswer,
  PegawaiCreateBody,
  PegawaiExportListQuery,
  PegawaiGetAnswer,
  PegawaiGetQuery,
  PegawaiListAnswer,
  type PegawaiExportEvent,
  type PegawaiGetEvent,
} from '@portal/contracts';
import type { PolicyRule } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { JobsService } from '../jobs/public.js';
import {
  PEGAWAI_EXPORT1_JOB,
  PEGAWAI_EXPORT_JOB,
  PegawaiExportService,
  registerPegawaiExportJob,
} from './pegawai-export.service.js';
import { PegawaiListService } from './pegawai-list.service.js';
import { contactListEvents, registerPegawaiContactRoutes } from './pegawai-contacts.routes.js';
import {
  listEvent,
  pegawaiListEvents,
  registerPegawaiLinkRoutes,
  runListEvent,
  type ListEvent,
} from './pegawai-selectors.routes.js';
import { PegawaiSelectorService } from './pegawai-selectors.service.js';

/** Who may queue each export format (checked per event: one path carries events for different roles). */
const EXPORT_ACCESS: Record<PegawaiExportEvent, PolicyRule> = {
  export: POLICY.hrAdminUnrestricted,
  export1: POLICY.hrAdmin,
};

/** The list's answer (the contract's; the hot path keeps its own compiled serializer). */
const listResponseSchema = { ...PegawaiListAnswer };

export async function pegawaiRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerPegawaiExportJob(ctx);
  const exports = new PegawaiExportService(ctx);
  const list = new PegawaiListService(ctx);
  const jobs = new JobsService(ctx);
  const listEvents: Record<PegawaiGetEvent, ListEvent> = {
    ...pegawaiListEvents(new PegawaiSelectorService(ctx)),
    ...contactListEvents(ctx),
    export: listEvent(POLICY.hrAdmin, PegawaiExportListQuery, JobListAnswer, (request, q) =>
      jobs.list(requireAuth(request), {
        page: q.page,
        per_page: q.per_page,
        name: [PEGAWAI_EXPORT_JOB, PEGAWAI_EXPORT1_JOB],
      }),
    ),
  };
  const listAccess = POLICY.hrAdminUnrestricted;
  const queueExport = (event: PegawaiExportEvent) => async (request: FastifyRequest) => {
    const auth = assertAccess(request, EXPORT_ACCESS[event]);
    return exports.requestExport(event, { ...actorOf(request), userId: auth.userId });
  };
  const createEvents: Record<PegawaiExportEvent, (request: FastifyRequest) => Promise<JobQueuedAnswer>> = {
    export: queueExport('export'),
    export1: queueExport('export1'),
  };

  app.get(
    '/api/sdm/pegawai',
    {
      config: { authenticated: true },
      schema: {
        tags: ['pegawai'],
        summary:
          'Without event: employees (roles 57, not 8), paged, searchable (nama, npp, jabatan, kantor), filterable by kantor/jabatan, sortable. ' +
          'event=options|multiple|kantor_absen (roles 1, 10, 57), umur (57, not 8), hirarki (own; 1 and 57 anyone), rules (signed in), export (57: the caller’s own employee exports, newest first)',
        // The events' own parameters (ids, limit, umur_min…) are validated by the chosen event.
        querystring: PegawaiGetQuery,
        // One shape per event, each serialized with its own schema (runListEvent).
        response: { 200: PegawaiGetAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.query.event === undefined) {
        assertAccess(request, listAccess);
        // The list keeps its own compiled serializer (the hot path; compiled once per route).
        reply.serializer(reply.compileSerializationSchema(listResponseSchema, '200'));
        return list.list(request.query);
      }
      return runListEvent(request, reply, selectHandler(request.query.event, listEvents), request.query);
    },
  );

  registerPegawaiLinkRoutes(app, ctx);
  registerPegawaiContactRoutes(app, ctx);

  app.post(
    '/api/sdm/pegawai',
    {
      config: { authenticated: true },
      schema: {
        tags: ['pegawai'],
        summary:
          'Create events: export (roles 57, not 8) and export1 (57: age/retirement and rank format) queue an xlsx export and answer the job id',
        body: PegawaiCreateBody,
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.body?.event, createEvents)(request),
  );
}
