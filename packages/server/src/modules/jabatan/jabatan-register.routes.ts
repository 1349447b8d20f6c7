/**
 * The position register and its small registers (spec section 7 "Jabatan"):
 *   GET /api/sdm/set/jabatan, GET /api/sdm/set/jabatan/{id}                   roles 1/57 (read by the parent/unit/label/surat pages)
 *     (list: page, per_page, search on nama/ket, sortby/sortbydesc, is_disabled)
 *   POST /api/sdm/set/jabatan, PUT/DELETE /api/sdm/set/jabatan/{id}           roles 1/57, not 8 (the index page)
 *   GET /api/sdm/set/jabatan/x/parent?jabatan_id&search&limit                 roles 1/57: the positions that may be its parent
 *   PUT /api/sdm/set/jabatan/x/parent/{id} { parent_id }                      roles 1/57 (the parent page)
 *   GET /api/sdm/x/jabatan/x/bidang_tugas (page, per_page, search)            roles 1/57: every position's task areas
 *   /api/sdm/x/jabatan/x/level, /api/sdm/set/jabatan/x/eselon                 role 57, not 8
 *   /api/sdm/set/jabatan/x/label                                              roles 1/57, not 8
 *   GET /api/sdm/x/jabatan/x/invalid?event=index_invalid|index_invalid_eselon role 57, not 8
 *   POST /api/sdm/set/jabatan/x/export                                        role 57, not 8 → job
 * plus the per-position details (jabatan-details.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { JabatanInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { dataAnswer, errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { ADMIN_OR_HR, HR_ACCESS, HR_ONLY } from './access.js';
import { jabatanDetailRoutes } from './jabatan-details.routes.js';
import { JABATAN_EXPORT } from './jabatan-export.js';
import { JABATAN_SORT_COLUMNS, listBidangTugas, parentCandidates } from './jabatan.repo.js';
import { toPaged } from '../../platform/paging.js';
import { JabatanService, type JabatanListParams } from './jabatan.service.js';
import { namedRegisterRoutes } from './named-register.js';
import { registerExportJob, requestExport } from './xlsx-export-job.js';

const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 } as const;
const sortColumns = Object.keys(JABATAN_SORT_COLUMNS);

const jabatanRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nama: { type: 'string' },
    ket: { type: ['string', 'null'] },
    level_id: { type: ['integer', 'null'] },
    level_nama: { type: ['string', 'null'] },
    eselon_id: { type: ['integer', 'null'] },
    eselon_nama: { type: ['string', 'null'] },
    parent_id: { type: ['integer', 'null'] },
    parent_nama: { type: ['string', 'null'] },
    label_id: { type: ['integer', 'null'] },
    label_nama: { type: ['string', 'null'] },
    is_bidangtugas: { type: 'boolean' },
    is_kpi: { type: 'boolean' },
    is_disabled: { type: 'boolean', description: "Shown as 'Jabatan ini tidak dipakai lagi'" },
    pegawai_count: { type: 'integer', description: 'Active employees whose current position this is' },
  },
} as const;

const jabatanBody = {
  type: 'object',
  properties: {
    nama: { type: 'string', maxLength: 255 },
    ket: { type: ['string', 'null'], maxLength: 2000 },
    level_id: nullableId,
    eselon_id: nullableId,
    parent_id: nullableId,
    label_id: nullableId,
    is_bidangtugas: { type: 'boolean' },
    is_kpi: { type: 'boolean' },
    is_disabled: { type: 'boolean' },
  },
  required: ['nama', 'level_id', 'eselon_id', 'parent_id', 'label_id', 'is_bidangtugas', 'is_kpi', 'is_disabled'],
  additionalProperties: false,
} as const;

const answer = {
  type: 'object',
  properties: { message: { type: 'string' }, data: jabatanRowSchema },
  required: ['message', 'data'],
} as const;
const jobAnswer = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', properties: { job_id: { type: 'string' } } } },
  required: ['message', 'data'],
} as const;

export function jabatanRegisterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new JabatanService(ctx);
  const tags = ['jabatan'];
  registerExportJob(ctx, JABATAN_EXPORT);

  app.get<{ Querystring: JabatanListParams }>(
    '/api/sdm/set/jabatan',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Positions: paged, search on nama/ket, sortable, optionally only (not) disabled',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
            is_disabled: { type: 'boolean' },
          },
        },
        response: { 200: pagedSchema(jabatanRowSchema), ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get<{ Params: { id: number } }>(
    '/api/sdm/set/jabatan/:id',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'One position',
        params: idParamsSchema,
        response: { 200: { type: 'object', properties: { data: jabatanRowSchema } }, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );

  app.post<{ Body: JabatanInput }>(
    '/api/sdm/set/jabatan',
    {
      config: HR_ACCESS,
      schema: { tags, summary: 'Create a position', body: jabatanBody, response: { 200: answer, ...errorResponses } },
    },
    async (request) => service.create(actorOf(request), request.body),
  );

  app.put<{ Params: { id: number }; Body: JabatanInput }>(
    '/api/sdm/set/jabatan/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Change a position (also its parent, label, disabled flag)',
        params: idParamsSchema,
        body: jabatanBody,
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.get<{ Querystring: { jabatan_id?: number; search?: string; limit: number } }>(
    '/api/sdm/set/jabatan/x/parent',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary:
          'Positions that may be the parent of jabatan_id (never itself or a descendant; disabled ones left out), by name',
        querystring: {
          type: 'object',
          properties: {
            jabatan_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            search: { type: 'string', maxLength: 100 },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: {
          200: dataAnswer({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                nama: { type: 'string' },
                level_nama: { type: ['string', 'null'] },
                parent_id: { type: ['integer', 'null'] },
                parent_nama: { type: ['string', 'null'] },
              },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { jabatan_id, search, limit } = request.query;
      return { data: await parentCandidates(ctx.db, jabatan_id, search?.trim() || undefined, limit) };
    },
  );

  app.get<{ Querystring: { page: number; per_page: number; search?: string } }>(
    '/api/sdm/x/jabatan/x/bidang_tugas',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Every position’s task areas (bidang tugas) with their position, paged; search on either name',
        querystring: {
          type: 'object',
          properties: {
            page: pageQueryProperties.page,
            per_page: pageQueryProperties.per_page,
            search: pageQueryProperties.search,
          },
        },
        response: {
          200: pagedSchema({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              nama: { type: 'string' },
              jabatan: { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' } } },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page, per_page, search } = request.query;
      const { rows, total } = await listBidangTugas(
        ctx.db,
        search?.trim() || undefined,
        per_page,
        (page - 1) * per_page,
      );
      return toPaged(rows, total, page, per_page);
    },
  );

  app.put<{ Params: { id: number }; Body: { parent_id: number | null } }>(
    '/api/sdm/set/jabatan/x/parent/:id',
    {
      config: ADMIN_OR_HR,
      schema: {
        tags,
        summary: 'Set or clear the parent of a position (cycles refused)',
        params: idParamsSchema,
        body: {
          type: 'object',
          properties: { parent_id: nullableId },
          required: ['parent_id'],
          additionalProperties: false,
        },
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => service.setParent(actorOf(request), request.params.id, request.body.parent_id),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/sdm/set/jabatan/:id',
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Delete a position nothing uses (409 otherwise: disable it)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  app.get<{ Querystring: { event: string; page: number; per_page: number; search?: string } }>(
    '/api/sdm/x/jabatan/x/invalid',
    {
      config: HR_ONLY,
      schema: {
        tags,
        summary:
          'Inconsistencies: index_invalid (employees on disabled positions or without records, positions without level); index_invalid_eselon (positions without eselon)',
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, event: { type: 'string' } },
          required: ['event'],
        },
        response: { ...errorResponses },
      },
    },
    async (request) =>
      selectHandler(request.query.event, {
        index_invalid: () => service.invalid('index_invalid', request.query),
        index_invalid_eselon: () => service.invalid('index_invalid_eselon', request.query),
      })(),
  );

  app.post(
    '/api/sdm/set/jabatan/x/export',
    {
      config: HR_ONLY,
      schema: {
        tags,
        summary: 'Queue the xlsx export of the position register',
        response: { 200: jobAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, JABATAN_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );

  const usedBy = (column: 'level_id' | 'eselon_id') => async (db: typeof ctx.db, id: number) =>
    Number(
      (
        await db
          .selectFrom('jabatan')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  namedRegisterRoutes(app, ctx, {
    table: 'jabatan_level',
    path: '/api/sdm/x/jabatan/x/level',
    entity: 'Level jabatan',
    access: HR_ONLY,
    usage: usedBy('level_id'),
  });
  namedRegisterRoutes(app, ctx, {
    table: 'eselon',
    path: '/api/sdm/set/jabatan/x/eselon',
    entity: 'Eselon',
    access: HR_ONLY,
    usage: usedBy('eselon_id'),
  });
  namedRegisterRoutes(app, ctx, {
    table: 'jabatan_label',
    path: '/api/sdm/set/jabatan/x/label',
    entity: 'Label jabatan',
    access: ADMIN_OR_HR,
    usage: async (db, id) =>
      Number(
        (
          await db
            .selectFrom('jabatan_label_link')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('label_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
  });
  jabatanDetailRoutes(app, ctx);
}
