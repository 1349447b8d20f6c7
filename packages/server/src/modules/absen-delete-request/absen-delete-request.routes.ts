/**
 * Attendance delete requests (spec section 7 "/sdm/pegawai/x/absen … delete_request with action
 * indexPemutusIds"; pages /absen/delete/request and /absen/delete/request/:id). ADR 0017.
 *   GET    /api/sdm/pegawai/x/absen/delete_request        paged (search, is_myturn); action indexPemutusIds → ids waiting for me
 *   GET    /api/sdm/pegawai/x/absen/delete_request/{id}   detail: rows held, files, approval (history, allowed actions)
 *   POST   /api/sdm/pegawai/x/absen/delete_request        (10) { tanggal, alasan } → draft holding the day's rows
 *   PUT    /api/sdm/pegawai/x/absen/delete_request/{id}   action request|approve|reject|cancel|reset|reverse (engine),
 *                                                         update_files (upload-address flow), destroy_file
 *   DELETE /api/sdm/pegawai/x/absen/delete_request/{id}   the requester's draft; its rows become active again
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AbsenDeleteRequestInput, ApprovalAction } from '@portal/domain';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses, idParamsSchema, messageSchema } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { POLICY } from '../../platform/domain.js';
import { AbsenDeleteRequestService, type ListQuery } from './absen-delete-request.service.js';

const BASE = '/api/sdm/pegawai/x/absen/delete_request';
const EMPLOYEE = { policy: POLICY.employee };
/** The page's rule (/absen/delete/request: 10) plus the attendance admins who may see every request. */
const PARTICIPANTS = { policy: POLICY.useDeleteRequests };
const ENGINE_ACTIONS: readonly ApprovalAction[] = ['request', 'approve', 'reject', 'cancel', 'reset', 'reverse'];

const ref = { type: ['object', 'null'], properties: { id: { type: 'integer' }, nama: { type: 'string' } } } as const;
const rowProperties = {
  id: { type: 'integer' },
  pegawai: { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' }, npp: { type: ['string', 'null'] }, kantor: ref } },
  tanggal: { type: 'string' },
  alasan: { type: 'string' },
  status: { type: 'string' },
  status_label: { type: 'string' },
  is_myturn: { type: 'boolean' },
  absen_count: { type: 'integer' },
  created_at: { type: 'string' },
} as const;
const detailSchema = {
  type: 'object',
  properties: {
    ...rowProperties,
    absen: { type: 'array', items: { type: 'object', additionalProperties: true } },
    files: { type: 'array', items: { type: 'object', additionalProperties: true } },
    approval: { type: 'object', additionalProperties: true },
    can_delete: { type: 'boolean' },
    can_edit_files: { type: 'boolean' },
  },
} as const;
const mutation = { type: 'object', properties: { message: { type: 'string' }, data: detailSchema }, required: ['message'] } as const;

const noteSchema = { type: 'object', properties: { action: { type: 'string' }, note: { type: ['string', 'null'], maxLength: 1000 } } } as const;
const filesSchema = {
  type: 'object',
  properties: {
    action: { type: 'string' },
    files: {
      type: 'array', minItems: 1, maxItems: 5,
      items: { type: 'object', properties: { path: { type: 'string', minLength: 1, maxLength: 1024 }, name: { type: 'string', minLength: 1, maxLength: 255 } }, required: ['path'] },
    },
  },
  required: ['files'],
} as const;
const destroySchema = { type: 'object', properties: { action: { type: 'string' }, file_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['file_id'] } as const;

type PutRequest = FastifyRequest<{ Params: { id: number }; Body: { action?: string } }>;

export async function absenDeleteRequestRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new AbsenDeleteRequestService(ctx);

  app.get<{ Querystring: ListQuery & { action?: string } }>(BASE, {
  config: PARTICIPANTS,
    schema: {
      tags: ['absen'],
      summary: 'Delete requests: own, to decide, or all (1, 57, 59, 9); is_myturn filter; action indexPemutusIds',
      querystring: { type: 'object', properties: { ...pageQueryProperties, is_myturn: { type: 'boolean' }, action: selectorSchema(['indexPemutusIds']) } },
      response: { 200: { anyOf: [pagedSchema({ type: 'object', properties: rowProperties }), { type: 'object', properties: { data: { type: 'array', items: { type: 'integer' } } } }] }, ...errorResponses },
    },
  }, async (request) => {
    const auth = requireAuth(request);
    if (request.query.action === undefined) return service.list(auth, request.query);
    return selectHandler(request.query.action, { indexPemutusIds: () => service.pemutusIds(auth) }, 'action')();
  });

  app.get<{ Params: { id: number } }>(`${BASE}/:id`, {
  config: PARTICIPANTS,
    schema: { tags: ['absen'], summary: 'One delete request', params: idParamsSchema, response: { 200: { type: 'object', properties: { data: detailSchema } }, ...errorResponses } },
  }, async (request) => ({ data: await service.detail(requireAuth(request), request.params.id) }));

  app.post<{ Body: AbsenDeleteRequestInput }>(BASE, {
    config: EMPLOYEE,
    schema: {
      tags: ['absen'],
      summary: 'Ask to delete own attendance rows of a day (10) → draft',
      body: { type: 'object', properties: { tanggal: { type: 'string', format: 'date' }, alasan: { type: 'string', maxLength: 1000 } }, required: ['tanggal', 'alasan'], additionalProperties: false },
      response: { 200: mutation, ...errorResponses },
    },
  }, async (request) => service.create(requireAuth(request), actorOf(request), request.body));

  const putActions: Record<string, (request: PutRequest) => Promise<unknown>> = {
    ...Object.fromEntries(
      ENGINE_ACTIONS.map((action) => [
        action,
        (request: PutRequest) => service.act(requireAuth(request), actorOf(request), request.params.id, action, validateWith<{ note?: string | null }>(request, noteSchema, request.body).note),
      ]),
    ),
    update_files: (request) => service.recordFiles(requireAuth(request), actorOf(request), request.params.id, validateWith<{ files: { path: string; name?: string }[] }>(request, filesSchema, request.body).files),
    destroy_file: (request) => service.destroyFile(requireAuth(request), actorOf(request), request.params.id, validateWith<{ file_id: number }>(request, destroySchema, request.body).file_id),
  };

  app.put<{ Params: { id: number }; Body: { action?: string } }>(`${BASE}/:id`, {
  config: PARTICIPANTS,
    schema: {
      tags: ['absen'],
      summary: 'action request|approve|reject|cancel|reset|reverse (note?), update_files { files }, destroy_file { file_id }',
      params: idParamsSchema,
      body: { type: 'object', properties: { action: selectorSchema(Object.keys(putActions)) }, additionalProperties: true },
      response: { 200: mutation, ...errorResponses },
    },
  }, async (request) => selectHandler(request.body?.action, putActions, 'action')(request));

  app.delete<{ Params: { id: number } }>(`${BASE}/:id`, {
  config: PARTICIPANTS,
    schema: { tags: ['absen'], summary: 'Delete own draft; its rows become active again', params: idParamsSchema, response: { 200: messageSchema, ...errorResponses } },
  }, async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id));
}
