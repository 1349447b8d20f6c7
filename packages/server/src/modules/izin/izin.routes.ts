/**
 * Leave and permits (spec /sdm/pegawai/x/izin; pages /pegawai/izin…, /izin/:token). Every route:
 * not roles 8/52, except the calendar and config reads (every signed-in user). Rows: the requester's own, those the caller approves, all for 1/57/58.
 *   GET    /api/sdm/pegawai/x/izin                      event index (default): paged list + unapproved;
 *                                                       index_show_by_token (token), index_config (tahun),
 *                                                       index_calendar (bulan YYYY-MM), index_un_approved
 *   POST   /api/sdm/pegawai/x/izin                      no event: create → 'Izin created';
 *                                                       event export (1, 57, 59, 58, 4): queue an xlsx export
 *   POST   /api/sdm/pegawai/x/izin/{id}                 event store_request | store_cancel | store_reject | store_approve |
 *                                                       store_reset | store_reverse (note?) | store_create_attachment (file) |
 *                                                       store_delete_attachment (file_id)
 *   DELETE /api/sdm/pegawai/x/izin/{id}                 a draft, by its requester → 'Izin deleted'
 *   GET    /api/sdm/pegawai/x/izin/{id}/x/file?file_id= a signed address of an attachment
 */
import type { FastifyInstance } from 'fastify';
import type { IzinCreateInput, IzinFileInput } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { registerIzinExportJob, requestIzinExport } from './izin-export.js';
import { MAX_ATTACHMENT_BYTES } from './izin-rules.js';
import { IZIN_SORT_COLUMNS } from './izin.repo.js';
import { IZIN_APPROVAL_EVENTS, IzinService, type IzinListQuery } from './izin.service.js';
import { exportAnswerSchema, izinCalendarSchema, izinConfigSchema, izinDetailSchema, izinRowSchema, unapprovedSchema } from './izin.schemas.js';
import { POLICY } from '../../platform/domain.js';

const access = { policy: POLICY.requestLeave };
// The calendar and the leave information (types, rules, own balance) are every user's pages (spec
// /pegawai/izin calendar and info have no role); the list and its counters keep the leave rule.
const readAccess = {
  policy: POLICY.signedIn,
  eventPolicies: { '': POLICY.requestLeave, index: POLICY.requestLeave, index_show_by_token: POLICY.requestLeave, index_un_approved: POLICY.requestLeave },
};
const responses = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;
const sortColumns = Object.keys(IZIN_SORT_COLUMNS);
const statuses = ['draft', 'menunggu', 'disetujui', 'ditolak', 'dibatalkan'];
const GET_EVENTS = ['index', 'index_show_by_token', 'index_config', 'index_calendar', 'index_un_approved'] as const;
const ITEM_EVENTS = [...IZIN_APPROVAL_EVENTS, 'store_create_attachment', 'store_delete_attachment'];
// base64 grows a file by a third; leave room for the other fields.
const ATTACHMENT_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

const fileSchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 }, content_base64: { type: 'string', minLength: 1 } },
  required: ['name', 'content_base64'],
} as const;

const createSchema = {
  type: 'object',
  properties: {
    jenis_id: { type: 'integer' },
    tanggal_mulai: { type: 'string', format: 'date' },
    tanggal_selesai: { type: 'string', format: 'date' },
    alasan: { type: 'string', maxLength: 1000 },
    attachment: { anyOf: [fileSchema, { type: 'null' }] },
  },
  required: ['jenis_id', 'tanggal_mulai', 'tanggal_selesai', 'alasan'],
} as const;

const noteSchema = { type: 'object', properties: { event: { type: 'string' }, note: { type: ['string', 'null'], maxLength: 1000 } } } as const;
const attachSchema = { type: 'object', properties: { event: { type: 'string' }, file: fileSchema }, required: ['file'] } as const;
const detachSchema = {
  type: 'object',
  properties: { event: { type: 'string' }, file_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['file_id'],
} as const;

interface ListQuery extends IzinListQuery {
  event?: string;
  token?: string;
  bulan?: string;
}

const mutation = { type: 'object', properties: { message: { type: 'string' }, data: izinDetailSchema }, required: ['message', 'data'] } as const;

export async function izinRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new IzinService(ctx);
  registerIzinExportJob(ctx);

  app.get<{ Querystring: ListQuery }>(
    '/api/sdm/pegawai/x/izin',
    {
      config: readAccess,
      schema: {
        tags: ['izin'],
        summary: 'Izin: list (index), one by token, config (types, rules, balance), calendar of a month, unapproved counter',
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            event: selectorSchema(GET_EVENTS),
            status: { type: 'string', enum: statuses },
            jenis_id: { type: 'integer' },
            is_myturn: { type: 'boolean', description: 'Only izin whose open approval step is the caller’s' },
            tahun: { type: 'integer', minimum: 1900, maximum: 2200 },
            sortby: { type: 'string', enum: sortColumns },
            sortbydesc: { type: 'string', enum: sortColumns },
            token: { type: 'string', minLength: 1, maxLength: 100 },
            bulan: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
          },
        },
        response: {
          200: {
            anyOf: [
              { ...pagedSchema(izinRowSchema), properties: { ...pagedSchema(izinRowSchema).properties, unapproved: { type: 'integer' } } },
              { type: 'object', properties: { data: izinDetailSchema }, required: ['data'] },
              izinConfigSchema,
              izinCalendarSchema,
              unapprovedSchema,
            ],
          },
          ...responses,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const tahun = q.tahun ?? new Date().getFullYear();
      return selectHandler(q.event ?? 'index', {
        index: () => service.list(auth, q),
        index_show_by_token: () => service.showByToken(auth, validateWith<{ token: string }>(request, { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] }, q).token),
        index_config: () => service.config(auth, tahun),
        index_calendar: () => service.calendar(auth, validateWith<{ bulan: string }>(request, { type: 'object', properties: { bulan: { type: 'string' } }, required: ['bulan'] }, q).bulan),
        index_un_approved: () => service.unapproved(auth),
      })();
    },
  );

  app.post<{ Body: Partial<IzinCreateInput> & { event?: string; tahun?: number } }>(
    '/api/sdm/pegawai/x/izin',
    {
      config: access,
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: {
        tags: ['izin'],
        summary: 'Create an izin for the caller (no event; status Draft), or event export (roles 1, 57, 59, 58, 4) to queue an xlsx',
        description: 'Create: `{ jenis_id, tanggal_mulai, tanggal_selesai, alasan, attachment?: { name, content_base64 } }`; type 2 needs the attachment. Export: `{ event: "export", tahun? }` → `{ data: { job_id } }`.',
        body: { type: 'object', properties: { ...createSchema.properties, event: selectorSchema(['export']), tahun: { type: 'integer', minimum: 1900, maximum: 2200 } } },
        response: { 200: { anyOf: [mutation, exportAnswerSchema] }, ...responses },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.event === undefined) return service.create(requireAuth(request), actorOf(request), validateWith<IzinCreateInput>(request, createSchema, body));
      return selectHandler(body.event, {
        export: () => requestIzinExport(ctx, { ...actorOf(request), userId: assertAccess(request, POLICY.exportLeave).userId }, body.tahun),
      })();
    },
  );

  app.post<{ Params: { id: number }; Body: { event?: string; note?: string | null; file?: IzinFileInput; file_id?: number } }>(
    '/api/sdm/pegawai/x/izin/:id',
    {
      config: access,
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: {
        tags: ['izin'],
        summary: 'Izin events: approval actions (only the right person at the right status) and attachments (requester, Draft)',
        params: idParamsSchema,
        body: { type: 'object', properties: { event: selectorSchema(ITEM_EVENTS) }, required: ['event'] },
        response: { 200: mutation, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const approval = (event: string) => () => service.act(auth, actor, id, event, validateWith<{ note?: string | null }>(request, noteSchema, body).note);
      return selectHandler(body.event, {
        ...Object.fromEntries(IZIN_APPROVAL_EVENTS.map((event) => [event, approval(event)])),
        store_create_attachment: () => service.createAttachment(auth, actor, id, validateWith<{ file: IzinFileInput }>(request, attachSchema, body).file),
        store_delete_attachment: () => service.deleteAttachment(auth, actor, id, validateWith<{ file_id: number }>(request, detachSchema, body).file_id),
      })();
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/sdm/pegawai/x/izin/:id',
    { config: access, schema: { tags: ['izin'], summary: 'Delete a Draft izin (its requester only)', params: idParamsSchema, response: { 200: messageSchema, ...responses } } },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  app.get<{ Params: { id: number }; Querystring: { file_id: number } }>(
    '/api/sdm/pegawai/x/izin/:id/x/file',
    {
      config: access,
      schema: {
        tags: ['izin'],
        summary: 'A signed address (5 minutes) of an attachment, for whoever may see the izin',
        params: idParamsSchema,
        querystring: { type: 'object', properties: { file_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['file_id'] },
        response: { 200: { type: 'object', properties: { data: { type: 'string' } }, required: ['data'] }, ...responses },
      },
    },
    async (request) => service.attachmentUrl(requireAuth(request), request.params.id, request.query.file_id),
  );
}
