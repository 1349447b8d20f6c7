/**
 * /api/general/sotk/jabatanGroup and /jabatanGroupStandard (role 64): GET paged (search), POST,
 * PUT /{id}, DELETE /{id}; /api/general/sotk/x/jabatan: position options for the standard form.
 */
import type { FastifyInstance } from 'fastify';
import type { SotkJabatanGroupInput, SotkJabatanGroupStandardInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema, optionsResponseSchema } from '../../platform/schemas.js';
import { SotkGroupsService } from './sotk-groups.service.js';
import { POLICY } from '../../platform/domain.js';

const config = { policy: POLICY.manageSotkGroups };
const tags = ['sotk'];
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const conflict = { 409: { $ref: 'ApiError#' } } as const;
const saved = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', properties: { id: { type: 'integer' } } } },
  required: ['message'],
} as const;

const groupBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    nama: { type: 'string', minLength: 1, maxLength: 150 },
    bidangtugas_id: id,
    keterangan: { type: ['string', 'null'], maxLength: 500 },
  },
  required: ['nama', 'bidangtugas_id'],
} as const;
const groupRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nama: { type: 'string' },
    bidangtugas_id: { type: 'integer' },
    bidangtugas: { type: 'string' },
    keterangan: { type: ['string', 'null'] },
    standard_count: { type: 'integer' },
  },
} as const;

const standardBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    jabatan_group_id: id,
    kantor_level_id: { type: 'integer', minimum: 1, maximum: 99 },
    jabatan_id: id,
    formasi: { type: 'integer', minimum: 0, maximum: 999 },
  },
  required: ['jabatan_group_id', 'kantor_level_id', 'jabatan_id', 'formasi'],
} as const;
const standardRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    jabatan_group_id: { type: 'integer' },
    jabatan_group: { type: 'string' },
    kantor_level_id: { type: 'integer' },
    kantor_level: { type: 'string' },
    jabatan_id: { type: 'integer' },
    jabatan: { type: 'string' },
    formasi: { type: 'integer' },
  },
} as const;

interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  jabatan_group_id?: number;
  kantor_level_id?: number;
}

export async function sotkGroupsRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new SotkGroupsService(ctx);
  const paths = [
    { path: '/api/general/sotk/jabatanGroup', body: groupBody, row: groupRow, kind: 'group' as const },
    { path: '/api/general/sotk/jabatanGroupStandard', body: standardBody, row: standardRow, kind: 'standard' as const },
  ];
  for (const { path, body, row, kind } of paths) {
    app.get<{ Querystring: ListQuery }>(
      path,
      {
        config,
        schema: {
          tags,
          summary: kind === 'group' ? 'Position groups' : 'Standard formation per office level and position',
          querystring: {
            type: 'object',
            properties: {
              ...pageQueryProperties,
              jabatan_group_id: id,
              kantor_level_id: { type: 'integer', minimum: 1, maximum: 99 },
            },
          },
          response: { 200: pagedSchema(row), ...errorResponses },
        },
      },
      async (request) => (kind === 'group' ? service.groups(request.query) : service.standards(request.query)),
    );
    app.post<{ Body: SotkJabatanGroupInput & SotkJabatanGroupStandardInput }>(
      path,
      { config, schema: { tags, body, response: { 200: saved, ...errorResponses, ...conflict } } },
      async (request) =>
        kind === 'group'
          ? service.saveGroup(undefined, request.body, actorOf(request))
          : service.saveStandard(undefined, request.body, actorOf(request)),
    );
    app.put<{ Params: { id: number }; Body: SotkJabatanGroupInput & SotkJabatanGroupStandardInput }>(
      `${path}/:id`,
      {
        config,
        schema: { tags, params: idParamsSchema, body, response: { 200: saved, ...errorResponses, ...conflict } },
      },
      async (request) =>
        kind === 'group'
          ? service.saveGroup(request.params.id, request.body, actorOf(request))
          : service.saveStandard(request.params.id, request.body, actorOf(request)),
    );
    app.delete<{ Params: { id: number } }>(
      `${path}/:id`,
      { config, schema: { tags, params: idParamsSchema, response: { 200: messageSchema, ...errorResponses } } },
      async (request) =>
        kind === 'group'
          ? service.deleteGroup(request.params.id, actorOf(request))
          : service.deleteStandard(request.params.id, actorOf(request)),
    );
  }

  app.get<{ Querystring: { search?: string } }>(
    '/api/general/sotk/x/jabatan',
    {
      config,
      schema: {
        tags,
        summary: 'Positions in use (first 100 matches)',
        querystring: { type: 'object', properties: { search: pageQueryProperties.search } },
        response: { 200: optionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.jabatan(request.query.search),
  );
}
