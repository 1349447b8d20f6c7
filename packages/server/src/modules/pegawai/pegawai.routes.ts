/**
 * /api/sdm/pegawai: the employee list (GET, roles 57 not 8: spec route /pegawai) and the create
 * events (spec section 7). For now only `export`, which queues the employee export (roles 57,
 * not 8: spec route /pegawai/export). Create/update of employees arrives later in the pegawai issue.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from '../../platform/domain.js';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, type AccessRule } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { PegawaiExportService, registerPegawaiExportJob } from './pegawai-export.service.js';
import { PEGAWAI_SORT_COLUMNS } from './pegawai-list.repo.js';
import { PegawaiListService, type PegawaiListParams } from './pegawai-list.service.js';

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

const sortColumns = Object.keys(PEGAWAI_SORT_COLUMNS);
const idRef = { type: ['object', 'null'], properties: { id: { type: 'integer' }, nama: { type: 'string' } } } as const;

const pegawaiListRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nama: { type: 'string' },
    npp: { type: ['string', 'null'], description: "null for the placeholder '00000000'" },
    tanggal_lahir: { type: ['string', 'null'] },
    jenis_kelamin: { type: ['string', 'null'] },
    jabatan: idRef,
    kantor: idRef,
    pangkat: {
      type: ['object', 'null'],
      properties: { nama: { type: 'string' }, grade: { type: 'string' }, corporate_title: { type: 'string' } },
    },
    photo: { type: ['string', 'null'], description: 'Storage location (photos/{id}.jpeg) or null' },
  },
} as const;

export async function pegawaiRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  registerPegawaiExportJob(ctx);
  const exports = new PegawaiExportService(ctx);
  const list = new PegawaiListService(ctx);

  app.get<{ Querystring: PegawaiListParams }>(
    '/api/sdm/pegawai',
    {
      config: { roles: [ROLE.ADMIN_SDM], notRoles: [ROLE.AKSES_TERBATAS] },
      schema: {
        tags: ['pegawai'],
        summary: 'Employees (roles 57, not 8): paged, searchable (nama, npp, jabatan, kantor), filterable by kantor/jabatan, sortable',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
            kantor_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            jabatan_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
        response: { 200: pagedSchema(pegawaiListRowSchema), ...errorResponses },
      },
    },
    async (request) => list.list(request.query),
  );

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
