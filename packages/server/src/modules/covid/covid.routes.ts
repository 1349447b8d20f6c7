/**
 * Health declarations, spec /general/covid (section 7). Every route needs a login; employees see
 * and change only their own declarations, HR (1, 57, 59) everyone's (ADR 0017).
 *   GET    /api/general/covid/x/status             the status register {id, nama, variant}
 *   GET    /api/general/covid/x/pivot              paged declarations; page, per_page, search, sortby, sortbydesc,
 *                                                  tahun, bulan, pegawai_id, kantor_id, status_id, role_name, jabatan_name, type, approved
 *   GET    /api/general/covid/x/terkini            the latest declaration per employee (same filters)
 *   GET    /api/general/covid/x/kantor?tanggal=    per office: employees, declared, per status (HR)
 *   POST   /api/general/covid                      own declaration → 'Covid created'
 *   PUT    /api/general/covid/{id}                 action update_approval { approved } (HR) → 'Covid approved'
 *   DELETE /api/general/covid/{id}                 → 'Covid deleted'
 *   GET    /api/general/covid/x/surat?covid_id=    letters of a declaration (signed addresses)
 *   POST   /api/general/covid/x/surat?covid_id=&name=   the file's bytes as the body → 'Surat created'
 *   DELETE /api/general/covid/x/surat/{id}         → 'Surat deleted'
 */
import type { FastifyInstance } from 'fastify';
import type { CovidInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { COVID_SORT_COLUMNS } from './covid.repo.js';
import { CovidService, type PivotQuery } from './covid.service.js';
import { POLICY } from '../../platform/domain.js';

const BASE = '/api/general/covid';
const HR = { policy: POLICY.reviewHealthDeclarations };
/** The page's rule (/absen/covid: 10) plus HR; rows are scoped further in the service. */
const READERS = { policy: POLICY.readHealthDeclarations };
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const sortColumns = Object.keys(COVID_SORT_COLUMNS);
const SURAT_MAX_BYTES = 5 * 1024 * 1024;

const statusSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nama: { type: 'string' }, variant: { type: 'string' } },
} as const;
const ref = { type: ['object', 'null'], properties: { id: { type: 'integer' }, nama: { type: 'string' } } } as const;
const pivotRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    pegawai: {
      type: 'object',
      properties: { id: { type: 'integer' }, nama: { type: 'string' }, npp: { type: ['string', 'null'] }, kantor: ref },
    },
    jabatan_name: { type: ['string', 'null'] },
    tanggal: { type: 'string' },
    type: { type: 'string' },
    keterangan: { type: ['string', 'null'] },
    status_id: { type: 'integer' },
    status: statusSchema,
    approved: { type: 'boolean' },
    approval_at: { type: ['string', 'null'] },
    surat_count: { type: 'integer' },
  },
} as const;

const pivotQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    sortby: { type: 'string', enum: sortColumns },
    sortbydesc: { type: 'string', enum: sortColumns },
    tahun: { type: 'integer', minimum: 2000, maximum: 2100 },
    bulan: { type: 'integer', minimum: 1, maximum: 12 },
    pegawai_id: id,
    kantor_id: id,
    status_id: id,
    role_name: { type: 'string', maxLength: 100 },
    jabatan_name: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: ['wfo', 'wfh'] },
    approved: { type: 'boolean' },
  },
} as const;

const mutation = {
  type: 'object',
  properties: { message: { type: 'string' }, data: pivotRowSchema },
  required: ['message'],
} as const;

export async function covidRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new CovidService(ctx);

  app.get(
    `${BASE}/x/status`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Health status register',
        response: {
          200: { type: 'object', properties: { data: { type: 'array', items: statusSchema } } },
          ...errorResponses,
        },
      },
    },
    async () => ({ data: await service.statuses() }),
  );

  app.get<{ Querystring: PivotQuery }>(
    `${BASE}/x/pivot`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Declarations, paged and filtered (own only unless 1/57/59)',
        querystring: pivotQuerySchema,
        response: { 200: pagedSchema(pivotRowSchema), ...errorResponses },
      },
    },
    async (request) => service.pivot(requireAuth(request), request.query),
  );

  app.get<{ Querystring: PivotQuery }>(
    `${BASE}/x/terkini`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Latest declaration per employee (same filters as pivot)',
        querystring: pivotQuerySchema,
        response: { 200: pagedSchema(pivotRowSchema), ...errorResponses },
      },
    },
    async (request) => service.terkini(requireAuth(request), request.query),
  );

  app.get<{ Querystring: { tanggal: string; kantor_id?: number } }>(
    `${BASE}/x/kantor`,
    {
      config: HR,
      schema: {
        tags: ['covid'],
        summary: 'Per office on a day: active employees, declarations, per status (1, 57, 59)',
        querystring: {
          type: 'object',
          properties: { tanggal: { type: 'string', format: 'date' }, kantor_id: id },
          required: ['tanggal'],
        },
        response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses },
      },
    },
    async (request) => service.kantor(request.query.tanggal, request.query.kantor_id),
  );

  app.post<{ Body: CovidInput }>(
    BASE,
    {
      config: { policy: POLICY.employee },
      schema: {
        tags: ['covid'],
        summary: 'Own declaration for a day (10)',
        body: {
          type: 'object',
          properties: {
            tanggal: { type: 'string', format: 'date' },
            status_id: id,
            type: { type: 'string', enum: ['wfo', 'wfh'] },
            keterangan: { type: ['string', 'null'], maxLength: 1000 },
          },
          required: ['tanggal', 'status_id', 'type'],
          additionalProperties: false,
        },
        response: { 200: mutation, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  const putActions = {
    update_approval: {
      schema: {
        type: 'object',
        properties: { action: { type: 'string' }, approved: { type: 'boolean' } },
        required: ['approved'],
      },
    },
  };

  app.put<{ Params: { id: number }; Body: { action?: string } }>(
    `${BASE}/:id`,
    {
      config: HR,
      schema: {
        tags: ['covid'],
        summary: 'action update_approval { approved } (1, 57, 59)',
        params: idParamsSchema,
        body: {
          type: 'object',
          properties: { action: selectorSchema(Object.keys(putActions)) },
          additionalProperties: true,
        },
        response: { 200: mutation, ...errorResponses },
      },
    },
    async (request) => {
      const action = selectHandler(request.body?.action, putActions, 'action');
      const body = validateWith<{ approved: boolean }>(request, action.schema, request.body);
      return service.setApproval(
        { ...actorOf(request), userId: requireAuth(request).userId },
        request.params.id,
        body.approved,
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Delete a declaration (own while not approved, or HR)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  const suratQuery = { type: 'object', properties: { covid_id: id }, required: ['covid_id'] } as const;

  app.get<{ Querystring: { covid_id: number } }>(
    `${BASE}/x/surat`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Letters of a declaration',
        querystring: suratQuery,
        response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses },
      },
    },
    async (request) => service.listSurat(requireAuth(request), request.query.covid_id),
  );

  // The letter's bytes are the body (no multipart parser on this server), as the bulk imports do.
  await app.register(async (scope) => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: SURAT_MAX_BYTES }, (_request, body, done) =>
        done(null, body),
      );
    }
    scope.post<{ Querystring: { covid_id: number; name: string } }>(
      `${BASE}/x/surat`,
      {
        config: READERS,
        bodyLimit: SURAT_MAX_BYTES,
        schema: {
          tags: ['covid'],
          summary: 'Upload a letter (PDF, JPEG, PNG; at most 5 MB) to a declaration; body = the file',
          querystring: {
            type: 'object',
            properties: { covid_id: id, name: { type: 'string', minLength: 1, maxLength: 200 } },
            required: ['covid_id', 'name'],
          },
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.storeSurat(
          requireAuth(request),
          actorOf(request),
          request.query.covid_id,
          request.query.name,
          request.body,
        ),
    );
  });

  app.delete<{ Params: { id: number } }>(
    `${BASE}/x/surat/:id`,
    {
      config: READERS,
      schema: {
        tags: ['covid'],
        summary: 'Remove a letter',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => service.destroySurat(requireAuth(request), actorOf(request), request.params.id),
  );
}
