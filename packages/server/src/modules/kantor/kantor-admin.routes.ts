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
import type { FastifyInstance } from 'fastify';
import type { KantorInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { assertAccess } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, optionsResponseSchema } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { KantorAdminService } from './kantor-admin.service.js';
import { hasAccess } from '../../platform/auth/guard.js';
import { registerKantorExportJob, requestKantorExport } from './kantor-export.service.js';
import { POLICY } from '../../platform/domain.js';

const read = { policy: POLICY.readOffices };
const write = { policy: POLICY.manageOffices };
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 } as const;
const tags = ['kantor'];

const kantorInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    nama: { type: 'string', minLength: 1, maxLength: 150 },
    kode: { type: ['string', 'null'], maxLength: 30 },
    kelas_id: nullableId,
    kantor_level_id: { type: 'integer', minimum: 1, maximum: 99 },
    parent_id: nullableId,
    kantor_induk_id: nullableId,
    alamat: { type: ['string', 'null'], maxLength: 500 },
    latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
    is_kantor_absen: { type: 'boolean' },
    is_kantor_induk: { type: 'boolean' },
    is_allow_absence: { type: 'boolean' },
    is_allow_salary_deduction: { type: 'boolean' },
    is_link_issuer: { type: 'boolean' },
    is_parent: { type: 'boolean' },
    jenis_id: nullableId,
    modance_id: nullableId,
  },
  required: ['nama', 'kantor_level_id'],
} as const;

const savedSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', properties: { id: { type: 'integer' } } } },
  required: ['message', 'data'],
} as const;

const nodeProps = {
  id: { type: 'integer' },
  display_name: { type: 'string' },
  kantor_level_id: { type: 'integer' },
} as const;
const listOf = (properties: object) =>
  ({
    type: 'object',
    properties: { data: { type: 'array', items: { type: 'object', properties } } },
    required: ['data'],
  }) as const;

const modanceRowProps = {
  id: { type: 'integer' },
  nama: { type: 'string' },
  display_name: { type: 'string' },
  kantor_level_id: { type: 'integer' },
  modance_id: { type: ['integer', 'null'] },
  modance: { type: ['string', 'null'] },
  jenis: { type: ['string', 'null'] },
  pegawai_count: { type: 'integer' },
} as const;

/** Without event: the option list `{ data }`; with the report event: paged rows plus `summary`. */
const modanceResponse = {
  ...pagedSchema({ type: 'object', properties: modanceRowProps }),
  properties: {
    ...pagedSchema({ type: 'object', properties: modanceRowProps }).properties,
    summary: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          modance_id: { type: ['integer', 'null'] },
          modance: { type: 'string' },
          kantor_count: { type: 'integer' },
        },
      },
    },
  },
  required: ['data'],
} as const;

export async function kantorAdminRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new KantorAdminService(ctx);
  registerKantorExportJob(ctx);

  app.get(
    '/api/general/kantor/x/attribute',
    {
      config: { authenticated: true },
      schema: {
        tags,
        summary: 'Office attributes (yes/no flags)',
        response: { 200: optionsResponseSchema, ...errorResponses },
      },
    },
    async () => service.attributes(),
  );
  app.get(
    '/api/general/kantor/x/jenis',
    {
      config: { authenticated: true },
      schema: { tags, summary: 'Office types', response: { 200: optionsResponseSchema, ...errorResponses } },
    },
    async () => service.register('kantor_jenis'),
  );

  app.get<{ Querystring: { event?: string; page: number; per_page: number; search?: string; modance_id?: number } }>(
    '/api/general/kantor/x/modance',
    {
      config: { authenticated: true },
      schema: {
        tags,
        summary: 'Attendance modes (modance); event=indexReportModanceKantor: offices per mode (role 1)',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            event: { type: 'string', maxLength: 50 },
            modance_id: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
          },
        },
        response: { 200: modanceResponse, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.event === undefined) return service.register('kantor_modance');
      const handler = selectHandler(q.event, { indexReportModanceKantor: () => service.modanceReport(q) });
      assertAccess(request, POLICY.readModance);
      return handler();
    },
  );

  app.get(
    '/api/general/kantor/x/tree',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every office with its parent',
        response: {
          200: listOf({ ...nodeProps, nama: { type: 'string' }, parent_id: { type: ['integer', 'null'] } }),
          ...errorResponses,
        },
      },
    },
    async () => service.tree(),
  );

  app.get(
    '/api/general/kantor/x/maps',
    {
      config: read,
      schema: {
        tags,
        summary: 'Offices with coordinates',
        response: {
          200: listOf({
            ...nodeProps,
            alamat: { type: ['string', 'null'] },
            latitude: { type: 'number' },
            longitude: { type: 'number' },
          }),
          ...errorResponses,
        },
      },
    },
    async () => service.maps(),
  );

  app.get<{ Querystring: { search?: string } }>(
    '/api/general/kantor/x/parent',
    {
      config: { policy: POLICY.readOfficeParents },
      schema: {
        tags,
        summary: 'Parent and induk offices with how many offices hang under them',
        querystring: { type: 'object', properties: { search: pageQueryProperties.search } },
        response: {
          200: listOf({
            ...nodeProps,
            is_parent: { type: 'boolean' },
            is_kantor_induk: { type: 'boolean' },
            children_count: { type: 'integer' },
            induk_of_count: { type: 'integer' },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.parents(request.query.search),
  );

  app.get<{ Params: { id: number }; Querystring: { page: number; per_page: number; search?: string } }>(
    '/api/general/kantor/:id/x/pegawai',
    {
      config: read,
      schema: {
        tags,
        summary: 'Active employees of one office (search nama/npp)',
        params: idParamsSchema,
        querystring: { type: 'object', properties: pageQueryProperties },
        response: {
          200: pagedSchema({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              nama: { type: 'string' },
              npp: { type: ['string', 'null'] },
              jabatan: { type: ['string', 'null'] },
              pangkat: { type: ['string', 'null'] },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      service.pegawai(
        request.params.id,
        request.query,
        request.auth !== null && hasAccess(request.auth, POLICY.seeEmployeeNpp),
      ),
  );

  app.get<{ Params: { id: number } }>(
    '/api/general/kantor/:id/x/setting',
    {
      config: read,
      schema: {
        tags,
        summary: "The edit form's fields beyond the list row (kelas, kantor induk, alamat, jenis, modance)",
        params: idParamsSchema,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  kelas_id: { type: ['integer', 'null'] },
                  kantor_induk_id: { type: ['integer', 'null'] },
                  alamat: { type: ['string', 'null'] },
                  jenis_id: { type: ['integer', 'null'] },
                  modance_id: { type: ['integer', 'null'] },
                },
              },
            },
            required: ['data'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => service.setting(request.params.id),
  );

  app.post<{ Body: KantorInput }>(
    '/api/general/kantor',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an office',
        body: kantorInputSchema,
        response: { 200: savedSchema, ...errorResponses, 409: { $ref: 'ApiError#' } },
      },
    },
    async (request) => service.create(request.body, actorOf(request)),
  );

  app.put<{ Params: { id: number }; Body: KantorInput }>(
    '/api/general/kantor/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update an office',
        params: idParamsSchema,
        body: kantorInputSchema,
        response: { 200: savedSchema, ...errorResponses, 409: { $ref: 'ApiError#' } },
      },
    },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/general/kantor/x/export',
    {
      config: write,
      schema: {
        tags,
        summary: 'Queue the xlsx export of every office (a job; follow it at /api/general/jobs/{id})',
        response: {
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              data: { type: 'object', properties: { job_id: { type: 'string' } } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => requestKantorExport(ctx, { ...actorOf(request), userId: request.auth!.userId }),
  );
}
