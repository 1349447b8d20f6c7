/**
 * Rank register and rank lists (spec section 2 /pegawai/pangkat/*, section 7 /sdm/x/pangkat):
 *   GET/POST /api/sdm/x/pangkat, PUT/DELETE /api/sdm/x/pangkat/{id}     roles 1/57 (the page allows 8)
 *   GET /api/sdm/x/pangkat/x/pegawai?event=index_pegawai                 roles 1/57
 *                                 event=index_expired | index_simulasi   roles 1/57, not 8
 *   POST /api/sdm/x/pangkat/x/export                                    role 57, not 8 → job
 *   GET/POST /api/sdm/pegawai/x/pangkat/{id}/x/file                      roles 1/57, not 8 (decree file)
 */
import type { FastifyInstance } from 'fastify';
import type { PangkatInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { assertAccess } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { HR_ACCESS, HR_ONLY, registerExportJob, requestExport } from '../jabatan/public.js';
import { PANGKAT_EXPORT } from './pangkat-export.js';
import { filesOfRecord, PANGKAT_FILE_BODY_LIMIT, uploadDecree } from './pangkat-files.js';
import { PANGKAT_SORT_COLUMNS, type PangkatSortColumn } from './pangkat.repo.js';
import { PangkatService } from './pangkat.service.js';
import { POLICY } from '../../platform/domain.js';

/** Spec: index and pegawai are "1 or 57" without the not-8 rule. */
const REGISTER_ACCESS = { policy: POLICY.manageRanks };
const sortColumns = Object.keys(PANGKAT_SORT_COLUMNS);

const pangkatRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    nama: { type: 'string' },
    grade: { type: 'string' },
    corporate_title: { type: 'string' },
    is_disabled: { type: 'boolean' },
    label: { type: 'string', description: 'nama|grade|corporate_title' },
  },
} as const;
const pangkatBody = {
  type: 'object',
  properties: {
    nama: { type: 'string', maxLength: 255 },
    grade: { type: 'string', maxLength: 255 },
    corporate_title: { type: 'string', maxLength: 255 },
    is_disabled: { type: 'boolean' },
  },
  required: ['nama', 'grade', 'corporate_title', 'is_disabled'],
  additionalProperties: false,
} as const;
const answer = {
  type: 'object',
  properties: { message: { type: 'string' }, data: pangkatRowSchema },
  required: ['message', 'data'],
} as const;
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;
const currentRowSchema = {
  type: 'object',
  properties: {
    pegawai_id: { type: 'integer' },
    nama: { type: 'string' },
    npp: { type: 'string' },
    pangkat: {
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            nama: { type: 'string' },
            grade: { type: 'string' },
            corporate_title: { type: 'string' },
          },
        },
        { type: 'null' },
      ],
    },
    awal: nullable('string'),
    masa_tahun: nullable('integer'),
    next_date: nullable('string'),
  },
} as const;
const fileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    content_type: { type: 'string' },
    size: { type: 'integer' },
    url: { type: 'string' },
    created_at: { type: 'string' },
  },
} as const;
const filesAnswer = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'array', items: fileSchema } },
  required: ['data'],
} as const;
const jobAnswer = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', properties: { job_id: { type: 'string' } } } },
  required: ['message', 'data'],
} as const;

interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: PangkatSortColumn;
  sortbydesc?: PangkatSortColumn;
}

export function pangkatRegisterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = new PangkatService(ctx);
  const tags = ['pangkat'];
  registerExportJob(ctx, PANGKAT_EXPORT);

  app.get<{ Querystring: ListQuery }>(
    '/api/sdm/x/pangkat',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Ranks: paged, search on nama/grade/corporate_title, sortable (default grade, nama)',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
          },
        },
        response: { 200: pagedSchema(pangkatRowSchema), ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post<{ Body: PangkatInput }>(
    '/api/sdm/x/pangkat',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Create a rank',
        body: pangkatBody,
        response: { 200: answer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.get<{ Params: { id: number } }>(
    '/api/sdm/x/pangkat/:id',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'One rank',
        params: idParamsSchema,
        response: {
          200: { type: 'object', properties: { data: pangkatRowSchema }, required: ['data'] },
          ...errorResponses,
        },
      },
    },
    async (request) => service.show(request.params.id),
  );
  app.put<{ Params: { id: number }; Body: PangkatInput }>(
    '/api/sdm/x/pangkat/:id',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Change a rank (or disable it)',
        params: idParamsSchema,
        body: pangkatBody,
        response: { 200: answer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete<{ Params: { id: number } }>(
    '/api/sdm/x/pangkat/:id',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Delete a rank nobody holds (409 otherwise)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  app.get<{ Querystring: { event: string; page: number; per_page: number; search?: string; pegawai_id?: number } }>(
    '/api/sdm/x/pangkat/x/pegawai',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary:
          'Employees with their current rank: index_pegawai; index_expired (rank older than 4 years); index_simulasi (next rank date = awal + 4 years)',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            event: { type: 'string' },
            pegawai_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
          required: ['event'],
        },
        response: { 200: pagedSchema(currentRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const notEight = () => assertAccess(request, HR_ACCESS.policy);
      return selectHandler(q.event, {
        index_pegawai: () => service.current('index_pegawai', q),
        index_expired: () => (notEight(), service.current('index_expired', q)),
        index_simulasi: () => (notEight(), service.current('index_simulasi', q)),
      })();
    },
  );

  app.post(
    '/api/sdm/x/pangkat/x/export',
    {
      config: HR_ONLY,
      schema: {
        tags,
        summary: 'Queue the xlsx export of employees’ current ranks',
        response: { 200: jobAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, PANGKAT_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/pangkat/:id/x/file',
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Decree files of a rank record, with signed download addresses',
        params: idParamsSchema,
        response: { 200: filesAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await filesOfRecord(ctx, request.params.id) }),
  );
  app.post<{ Params: { id: number }; Body: { name: string; content_base64: string } }>(
    '/api/sdm/pegawai/x/pangkat/:id/x/file',
    {
      config: HR_ACCESS,
      bodyLimit: PANGKAT_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a decree file (PDF/JPEG/PNG, at most 2 MB, base64) to a rank record',
        params: idParamsSchema,
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 255 },
            content_base64: { type: 'string', minLength: 1 },
          },
          required: ['name', 'content_base64'],
          additionalProperties: false,
        },
        response: { 200: filesAnswer, ...errorResponses },
      },
    },
    async (request) =>
      uploadDecree(ctx, { ...actorOf(request), userId: request.auth!.userId }, request.params.id, request.body),
  );
}
