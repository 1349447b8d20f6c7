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
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ABSEN_DELETE_REQUEST_ENGINE_ACTIONS,
  ABSEN_DELETE_REQUEST_PATH as BASE,
  AbsenDeleteRequestDestroyFileBody,
  AbsenDeleteRequestDetail,
  AbsenDeleteRequestFilesBody,
  AbsenDeleteRequestInput,
  AbsenDeleteRequestListAnswer,
  AbsenDeleteRequestListQuery,
  AbsenDeleteRequestMutation,
  AbsenDeleteRequestNoteBody,
  AbsenDeleteRequestPutBody,
  IdParams,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { AbsenDeleteRequestService } from './absen-delete-request.service.js';

const EMPLOYEE = { policy: POLICY.employee };
/** The page's rule (/absen/delete/request: 10) plus the attendance admins who may see every request. */
const PARTICIPANTS = { policy: POLICY.useDeleteRequests };

export async function absenDeleteRequestRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new AbsenDeleteRequestService(ctx);

  app.get(
    BASE,
    {
      config: PARTICIPANTS,
      schema: {
        tags: ['absen'],
        summary: 'Delete requests: own, to decide, or all (1, 57, 59, 9); is_myturn filter; action indexPemutusIds',
        querystring: AbsenDeleteRequestListQuery,
        response: { 200: AbsenDeleteRequestListAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (request.query.action === undefined) return service.list(auth, request.query);
      return selectHandler(request.query.action, { indexPemutusIds: () => service.pemutusIds(auth) }, 'action')();
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: PARTICIPANTS,
      schema: {
        tags: ['absen'],
        summary: 'One delete request',
        params: IdParams,
        response: { 200: Type.Object({ data: AbsenDeleteRequestDetail }), ...errorResponses },
      },
    },
    async (request) => ({ data: await service.detail(requireAuth(request), request.params.id) }),
  );

  app.post(
    BASE,
    {
      config: EMPLOYEE,
      schema: {
        tags: ['absen'],
        summary: 'Ask to delete own attendance rows of a day (10) → draft',
        body: AbsenDeleteRequestInput,
        response: { 200: AbsenDeleteRequestMutation, ...errorResponses },
      },
    },
    async (request) => service.create(requireAuth(request), actorOf(request), request.body),
  );

  const putActions: Record<string, (request: FastifyRequest, id: number) => Promise<AbsenDeleteRequestMutation>> = {
    ...Object.fromEntries(
      ABSEN_DELETE_REQUEST_ENGINE_ACTIONS.map((action) => [
        action,
        (request: FastifyRequest, id: number) =>
          service.act(
            requireAuth(request),
            actorOf(request),
            id,
            action,
            validateContract(request, AbsenDeleteRequestNoteBody, request.body).note,
          ),
      ]),
    ),
    update_files: (request, id) =>
      service.recordFiles(
        requireAuth(request),
        actorOf(request),
        id,
        validateContract(request, AbsenDeleteRequestFilesBody, request.body).files,
      ),
    destroy_file: (request, id) =>
      service.destroyFile(
        requireAuth(request),
        actorOf(request),
        id,
        validateContract(request, AbsenDeleteRequestDestroyFileBody, request.body).file_id,
      ),
  };

  app.put(
    `${BASE}/:id`,
    {
      config: PARTICIPANTS,
      schema: {
        tags: ['absen'],
        summary:
          'action request|approve|reject|cancel|reset|reverse (note?), update_files { files }, destroy_file { file_id }',
        params: IdParams,
        body: AbsenDeleteRequestPutBody,
        response: { 200: AbsenDeleteRequestMutation, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.body?.action, putActions, 'action')(request, request.params.id),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: PARTICIPANTS,
      schema: {
        tags: ['absen'],
        summary: 'Delete own draft; its rows become active again',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );
}
