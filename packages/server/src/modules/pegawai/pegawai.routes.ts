/**
 * /api/sdm/pegawai create events (spec section 7). For now only `export`, which queues the
 * employee export (roles 57, not 8: spec route /pegawai/export). The employee register itself
 * (list events, create/update) arrives with the pegawai issue and joins these tables.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from '../../platform/domain.js';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, type AccessRule } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { PegawaiExportService, registerPegawaiExportJob } from './pegawai-export.service.js';

interface CreateEvent {
  /** Checked per event: one path carries events for different roles. */
  access: AccessRule;
  run(request: FastifyRequest): Promise<{ message: string; data?: Record<string, unknown> }>;
}

const createResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: { type: 'object', additionalProperties: true, description: 'export: { job_id } — poll GET /api/general/jobs/{job_id}' },
  },
  required: ['message'],
} as const;

export async function pegawaiRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  registerPegawaiExportJob(ctx);
  const exports = new PegawaiExportService(ctx);

  const createEvents: Record<string, CreateEvent> = {
    export: {
      access: { roles: [ROLE.ADMIN_SDM], notRoles: [ROLE.AKSES_TERBATAS] },
      run: async (request) => {
        const actor = actorOf(request);
        return exports.requestExport({ ...actor, userId: request.auth!.userId });
      },
    },
  };

  app.post<{ Body: { event?: string } }>(
    '/api/sdm/pegawai',
    {
      schema: {
        tags: ['pegawai'],
        summary: 'Create events: export (roles 57, not 8) queues the employee xlsx export and answers the job id',
        body: { type: 'object', properties: { event: selectorSchema(Object.keys(createEvents)) }, additionalProperties: true },
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
