/**
 * Business trips (spec §7 /sdm/sppd/pegawai; pages /pegawai/sppd…, /sppd/:id). Trips: POLICY.employeeUnrestricted
 * ("10, not 8"); rows: own, travelled on, to decide; all for POLICY.readTripChart / POLICY.exportTrips.
 *   GET    /api/sdm/sppd/pegawai              event index (default; is_biaya_pending, is_bukti_empty, is_myturn, search, paging),
 *                                             index_options, index_detail_by_token (token), index_detail_by_id (id),
 *                                             index_un_approved, index_config, index_grafik (tahun; POLICY.readTripChart)
 *   POST   /api/sdm/sppd/pegawai              no event: create (Draft) → 'SPPD created'; event export (POLICY.exportTrips)
 *   POST   /api/sdm/sppd/pegawai/{id}         event store_request | store_reject | store_approve | store_reset | store_cancel |
 *                                             store_reverse | store_create_bukti | store_create_attachment | store_delete_bukti |
 *                                             store_delete_attachment | store_create_biaya | store_create_pejalan | store_delete_pejalan
 *   PUT    /api/sdm/sppd/pegawai/{id}         a Draft, by its requester → 'SPPD updated'
 *   DELETE /api/sdm/sppd/pegawai/{id}         a Draft, by its requester → 'SPPD deleted'
 *   GET    /api/sdm/sppd/pegawai/{id}/x/pdf   the printable letter (PDF), for whoever may see the trip
 *   GET    /api/sdm/sppd/x/pejalan_biaya      event index_sppd (sppd_id)
 *   POST   /api/sdm/sppd/x/pejalan_biaya      event store (default) | update_approval_all | destroy_by_date
 *   PUT    /api/sdm/sppd/x/pejalan_biaya/{id} event update (default) | update_approval
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  PejalanBiayaAnswer,
  PejalanBiayaCreateBody,
  PejalanBiayaQuery,
  PejalanBiayaUpdateBody,
  type SPPD_GET_EVENTS,
  SppdCollectionBody,
  SppdFileBody,
  SppdFileIdBody,
  SppdGetAnswer,
  SppdInput,
  SppdItemBody,
  SppdListQuery,
  SppdMutationAnswer,
  SppdNoteBody,
  SppdPejalanIdBody,
  SppdPejalanInput,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { sendPdf } from '../../platform/pdf/letter-pdf.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { sppdMasterRoutes } from './master.routes.js';
import { PejalanBiayaService } from './pejalan-biaya.service.js';
import { registerSppdExportJob, requestSppdExport } from './sppd-export.js';
import { renderSppdPdf, sppdLetterNumber } from './sppd-pdf.js';
import { MAX_SPPD_FILE_BYTES, SPPD_ATTACHMENT_OWNER, SPPD_BUKTI_OWNER } from './sppd-rules.js';
import * as repo from './sppd.repo.js';
import { SPPD_APPROVAL_EVENTS, SppdService } from './sppd.service.js';

const URL = '/api/sdm/sppd/pegawai';
const access = { policy: POLICY.employeeUnrestricted };
const readAccess = { policy: POLICY.employeeUnrestricted, eventPolicies: { index_grafik: POLICY.readTripChart } };
const responses = { ...errorResponses, 409: ApiErrorRef } as const;
const FILE_BODY_LIMIT = Math.ceil((MAX_SPPD_FILE_BYTES * 4) / 3) + 64 * 1024;

const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export async function sppdRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { ctx } = options;
  // The master data lists (jenis, wilayah, biaya …) are part of the same module and registration.
  await sppdMasterRoutes(fastify, options);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SppdService(ctx);
  const costs = new PejalanBiayaService(ctx.db, service);
  registerSppdExportJob(ctx);

  app.get(
    URL,
    {
      config: readAccess,
      schema: {
        tags: ['sppd'],
        summary: 'SPPD: list, options, detail by token or id, unapproved counter, config, grafik',
        querystring: SppdListQuery,
        response: { 200: SppdGetAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const events: Record<(typeof SPPD_GET_EVENTS)[number], () => Promise<unknown>> = {
        index: () => service.list(auth, q),
        index_options: () => service.options(auth),
        index_detail_by_token: async () => ({
          data: await service.detail(
            auth,
            await service.visible(auth, { token: validateContract(request, TokenQuery, q).token }),
          ),
        }),
        index_detail_by_id: async () => ({
          data: await service.detail(
            auth,
            await service.visible(auth, { id: validateContract(request, IdQuery, q).id }),
          ),
        }),
        index_un_approved: () => service.unapproved(auth),
        index_config: () => service.config(auth),
        index_grafik: async () => ({ data: await repo.grafik(ctx.db, q.tahun ?? new Date().getFullYear()) }),
      };
      return selectHandler(q.event ?? 'index', events)() as Promise<never>;
    },
  );

  app.post(
    URL,
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Create an SPPD (no event; Draft) or event export (POLICY.exportTrips)',
        body: Type.Object({ ...SppdCollectionBody.properties }, { additionalProperties: true, maxProperties: 12 }),
        response: { 200: Type.Union([SppdMutationAnswer, JobQueuedAnswer]), ...responses },
      },
    },
    async (request) => {
      const body = request.body as { event?: string; tahun?: number };
      if (body.event === undefined)
        return service.create(requireAuth(request), actorOf(request), validateContract(request, SppdInput, body));
      return selectHandler(body.event, {
        export: () =>
          requestSppdExport(
            ctx,
            { ...actorOf(request), userId: assertAccess(request, POLICY.exportTrips).userId },
            validateContract(request, SppdCollectionBody, body).tahun,
          ),
      })();
    },
  );

  app.post(
    `${URL}/:id`,
    {
      config: access,
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags: ['sppd'],
        summary: 'SPPD events: approval actions, proofs and attachments, cost generation, travellers',
        params: IdParams,
        body: SppdItemBody,
        response: { 200: SppdMutationAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const approval = (event: string) => () =>
        service.act(auth, actor, id, event, validateContract(request, SppdNoteBody, body).note);
      const addFile = (owner: string) => () =>
        service.addFile(auth, actor, id, owner, validateContract(request, SppdFileBody, body).file);
      const deleteFile = (owner: string) => () =>
        service.deleteFile(auth, actor, id, owner, validateContract(request, SppdFileIdBody, body).file_id);
      return selectHandler(body.event, {
        ...Object.fromEntries(SPPD_APPROVAL_EVENTS.map((event) => [event, approval(event)])),
        store_create_bukti: addFile(SPPD_BUKTI_OWNER),
        store_create_attachment: addFile(SPPD_ATTACHMENT_OWNER),
        store_delete_bukti: deleteFile(SPPD_BUKTI_OWNER),
        store_delete_attachment: deleteFile(SPPD_ATTACHMENT_OWNER),
        store_create_biaya: () => service.generateBiaya(auth, actor, id),
        store_create_pejalan: () =>
          service.addPejalan(auth, actor, id, validateContract(request, SppdPejalanInput, body)),
        store_delete_pejalan: () =>
          service.removePejalan(auth, actor, id, validateContract(request, SppdPejalanIdBody, body).pejalan_id),
      })();
    },
  );

  app.put(
    `${URL}/:id`,
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Change a Draft SPPD (its requester only) → SPPD updated',
        params: IdParams,
        body: SppdInput,
        response: { 200: SppdMutationAnswer, ...responses },
      },
    },
    async (request) => service.update(requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${URL}/:id`,
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Delete a Draft SPPD (its requester only)',
        params: IdParams,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) => service.remove(requireAuth(request), actorOf(request), request.params.id),
  );

  app.get(
    `${URL}/:id/x/pdf`,
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Printable SPPD letter (PDF; DRAFT watermark until approved)',
        params: IdParams,
        response: { ...responses },
      },
    },
    async (request, reply) => {
      // Same scoping as the detail: a trip the caller may not see answers 404 like an unknown id.
      const trip = await service.visible(requireAuth(request), { id: request.params.id });
      return sendPdf(reply, `${sppdLetterNumber(trip).replaceAll('/', '-')}.pdf`, await renderSppdPdf(ctx.db, trip));
    },
  );

  app.get(
    '/api/sdm/sppd/x/pejalan_biaya',
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Cost rows of a trip per traveller and date (event index_sppd)',
        querystring: PejalanBiayaQuery,
        response: { 200: PejalanBiayaAnswer, ...responses },
      },
    },
    async (request) =>
      selectHandler(request.query.event ?? 'index_sppd', {
        index_sppd: () => costs.list(requireAuth(request), request.query.sppd_id),
      })(),
  );

  app.post(
    '/api/sdm/sppd/x/pejalan_biaya',
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Add a cost by date (store), approve all (update_approval_all), delete by date (destroy_by_date)',
        body: PejalanBiayaCreateBody,
        response: { 200: PejalanBiayaAnswer, ...responses },
      },
    },
    async (request) => {
      const body = request.body;
      return selectHandler(body.event ?? 'store', {
        store: () => costs.create(requireAuth(request), actorOf(request), body),
        update_approval_all: () => costs.create(requireAuth(request), actorOf(request), body),
        destroy_by_date: () => costs.create(requireAuth(request), actorOf(request), body),
      })();
    },
  );

  app.put(
    '/api/sdm/sppd/x/pejalan_biaya/:id',
    {
      config: access,
      schema: {
        tags: ['sppd'],
        summary: 'Change a cost (update) or its approval (update_approval)',
        params: IdParams,
        body: PejalanBiayaUpdateBody,
        response: { 200: PejalanBiayaAnswer, ...responses },
      },
    },
    async (request) => {
      const body = request.body;
      return selectHandler(body.event ?? 'update', {
        update: () => costs.update(requireAuth(request), actorOf(request), request.params.id, body),
        update_approval: () => costs.update(requireAuth(request), actorOf(request), request.params.id, body),
      })();
    },
  );
}
