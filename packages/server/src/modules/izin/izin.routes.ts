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
 *   PUT    /api/sdm/pegawai/x/izin/{id}                 a draft, by its requester → 'Izin updated'
 *   DELETE /api/sdm/pegawai/x/izin/{id}                 a draft, by its requester → 'Izin deleted'
 *   GET    /api/sdm/pegawai/x/izin/{id}/x/file?file_id= a signed address of an attachment
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  type IZIN_GET_EVENTS,
  IZIN_ITEM_EVENTS,
  IzinAttachBody,
  IzinCollectionBody,
  IzinCreateInput,
  IzinDetachBody,
  IzinGetAnswer,
  IzinListQuery,
  IzinMutationAnswer,
  IzinNoteBody,
  IzinUpdateInput,
  JobQueuedAnswer,
  MessageAnswer,
  Selector,
  SignedUrlAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { registerIzinExportJob, requestIzinExport } from './izin-export.js';
import { MAX_ATTACHMENT_BYTES } from './izin-rules.js';
import { IZIN_APPROVAL_EVENTS, IzinService } from './izin.service.js';

const access = { policy: POLICY.requestLeave };
// The calendar and the leave information (types, rules, own balance) are every user's pages (spec
// /pegawai/izin calendar and info have no role); the list and its counters keep the leave rule.
const readAccess = {
  policy: POLICY.signedIn,
  eventPolicies: {
    '': POLICY.requestLeave,
    index: POLICY.requestLeave,
    index_show_by_token: POLICY.requestLeave,
    index_un_approved: POLICY.requestLeave,
  },
};
const responses = { ...errorResponses, 409: ApiErrorRef } as const;
// base64 grows a file by a third; leave room for the other fields.
const ATTACHMENT_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

const TokenQuery = Type.Object({ token: Type.String() });
const MonthQuery = Type.Object({ bulan: Type.String() });
const FileQuery = Type.Object({ file_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export async function izinRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new IzinService(ctx);
  registerIzinExportJob(ctx);

  app.get(
    '/api/sdm/pegawai/x/izin',
    {
      config: readAccess,
      schema: {
        tags: ['izin'],
        summary:
          'Izin: list (index), one by token, config (types, rules, balance), calendar of a month, unapproved counter',
        querystring: IzinListQuery,
        response: {
          200: IzinGetAnswer,
          ...responses,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const tahun = q.tahun ?? new Date().getFullYear();
      const events: Record<(typeof IZIN_GET_EVENTS)[number], () => Promise<IzinGetAnswer>> = {
        index: () => service.list(auth, q),
        index_show_by_token: () => service.showByToken(auth, validateContract(request, TokenQuery, q).token),
        index_config: () => service.config(auth, tahun),
        index_calendar: () => service.calendar(auth, validateContract(request, MonthQuery, q).bulan),
        index_un_approved: () => service.unapproved(auth),
      };
      return selectHandler(q.event ?? 'index', events)();
    },
  );

  app.post(
    '/api/sdm/pegawai/x/izin',
    {
      config: access,
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: {
        tags: ['izin'],
        summary:
          'Create an izin for the caller (no event; status Draft), or event export (roles 1, 57, 59, 58, 4) to queue an xlsx',
        description:
          'Create: `{ jenis_id, tanggal_mulai, tanggal_selesai, alasan, attachment?: { name, content_base64 } }`; type 2 needs the attachment. Export: `{ event: "export", tahun? }` → `{ data: { job_id } }`.',
        body: IzinCollectionBody,
        response: { 200: Type.Union([IzinMutationAnswer, JobQueuedAnswer]), ...responses },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.event === undefined)
        return service.create(requireAuth(request), actorOf(request), validateContract(request, IzinCreateInput, body));
      return selectHandler(body.event, {
        export: () =>
          requestIzinExport(
            ctx,
            { ...actorOf(request), userId: assertAccess(request, POLICY.exportLeave).userId },
            body.tahun,
          ),
      })();
    },
  );

  app.post(
    '/api/sdm/pegawai/x/izin/:id',
    {
      config: access,
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: {
        tags: ['izin'],
        summary:
          'Izin events: approval actions (only the right person at the right status) and attachments (requester, Draft)',
        params: IdParams,
        body: Type.Object({ event: Selector(IZIN_ITEM_EVENTS) }),
        response: { 200: IzinMutationAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const approval = (event: string) => () =>
        service.act(auth, actor, id, event, validateContract(request, IzinNoteBody, body).note);
      return selectHandler(body.event, {
        ...Object.fromEntries(IZIN_APPROVAL_EVENTS.map((event) => [event, approval(event)])),
        store_create_attachment: () =>
          service.createAttachment(auth, actor, id, validateContract(request, IzinAttachBody, body).file),
        store_delete_attachment: () =>
          service.deleteAttachment(auth, actor, id, validateContract(request, IzinDetachBody, body).file_id),
      })();
    },
  );

  app.put(
    '/api/sdm/pegawai/x/izin/:id',
    {
      config: access,
      schema: {
        tags: ['izin'],
        summary: 'Change a Draft izin (its requester only) → Izin updated',
        params: IdParams,
        body: IzinUpdateInput,
        response: { 200: IzinMutationAnswer, ...responses },
      },
    },
    async (request) => service.update(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/sdm/pegawai/x/izin/:id',
    {
      config: access,
      schema: {
        tags: ['izin'],
        summary: 'Delete a Draft izin (its requester only)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  app.get(
    '/api/sdm/pegawai/x/izin/:id/x/file',
    {
      config: access,
      schema: {
        tags: ['izin'],
        summary: 'A signed address (5 minutes) of an attachment, for whoever may see the izin',
        params: IdParams,
        querystring: FileQuery,
        response: { 200: SignedUrlAnswer, ...responses },
      },
    },
    async (request) => service.attachmentUrl(requireAuth(request), request.params.id, request.query.file_id),
  );
}
