/**
 * /api/general/kantor (+ /{id}, /x/level, /x/kelas): readable by every signed-in user; filters
 * search, kantor_level_id[], kelas_id, parent_id. The office pages' other routes: kantor-admin.routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, optionsResponseSchema } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { KANTOR_SORT_COLUMNS, type KantorSortColumn } from './kantor.repo.js';
import { kantorAdminRoutes } from './kantor-admin.routes.js';
import { KantorService } from './kantor.service.js';

const sortColumns = Object.keys(KANTOR_SORT_COLUMNS);
const levelList = { type: 'array', items: { type: 'integer', minimum: 1, maximum: 99 }, maxItems: 20 } as const;

const kantorRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nama: { type: 'string' },
    kode: { type: ['string', 'null'] },
    kelas: { type: ['object', 'null'], properties: { nama: { type: 'string' } } },
    class_name: { type: ['string', 'null'] },
    kantor_level_id: { type: 'integer' },
    level_id: { type: 'integer' },
    parent_id: { type: ['integer', 'null'] },
    parent_name: { type: ['string', 'null'] },
    kantor_induk: { type: ['object', 'null'], properties: { nama: { type: 'string' } } },
    is_kantor_absen: { type: 'boolean' },
    is_kantor_induk: { type: 'boolean' },
    is_allow_absence: { type: 'boolean' },
    is_allow_salary_deduction: { type: 'boolean' },
    is_link_issuer: { type: 'boolean' },
    is_parent: { type: 'boolean' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    display_name: { type: 'string' },
  },
} as const;

/**
 * One schema for both answers: the paged table (`event` absent) and `event=options`, whose
 * `{ data: [{ id, nama }] }` is the same object without the paging fields. Keeping a single
 * schema keeps the serializer a straight compiled function on the hot path.
 */
const listResponseSchema = {
  ...pagedSchema(kantorRowSchema),
  required: ['data'],
  description: 'Paged rows; with event=options only `data` of `{ id, nama }` (levels 1, 2, 3, 5, 6, 7, 8, 9).',
} as const;

interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: KantorSortColumn;
  sortbydesc?: KantorSortColumn;
  kantor_level_id?: number[];
  'kantor_level_id[]'?: number[];
  kelas_id?: number;
  parent_id?: number;
  event?: string;
}

export async function kantorRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new KantorService(ctx);
  await app.register(kantorAdminRoutes, { ctx });

  app.get<{ Querystring: ListQuery }>(
    '/api/general/kantor',
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'Offices: paged, searchable (nama/kode), sortable; event=options for pickers',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
            // Both spellings: axios-style `kantor_level_id[]=1` and plain repeated keys.
            kantor_level_id: levelList,
            'kantor_level_id[]': levelList,
            kelas_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            parent_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            event: { type: 'string', maxLength: 50 },
          },
        },
        response: { 200: listResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const levels = [...(q.kantor_level_id ?? []), ...(q['kantor_level_id[]'] ?? [])];
      const params = { ...q, levels: levels.length > 0 ? levels : undefined };
      if (q.event === undefined) return service.list(params);
      return selectHandler(q.event, { options: () => service.options(params) })();
    },
  );

  app.get(
    '/api/general/kantor/x/level',
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'Office levels',
        response: { 200: optionsResponseSchema, ...errorResponses },
      },
    },
    async () => service.levels(),
  );

  app.get(
    '/api/general/kantor/x/kelas',
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'Office classes',
        response: { 200: optionsResponseSchema, ...errorResponses },
      },
    },
    async () => service.kelas(),
  );

  app.get<{ Params: { id: number } }>(
    '/api/general/kantor/:id',
    {
      config: { authenticated: true },
      schema: {
        tags: ['kantor'],
        summary: 'One office',
        params: idParamsSchema,
        response: {
          200: { type: 'object', properties: { data: kantorRowSchema }, required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => service.show(request.params.id),
  );
}
