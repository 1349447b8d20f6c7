/**
 * Outsourced staff (spec section 2 /outsourcing/*, section 7 /sdm/outsourching (+kontrak, phk,
 * jabatan; update_photo); issue #22, ADR 0051):
 *   GET    /api/sdm/outsourching?event=index|index_expired     listOutsourcing (60, 57, 4, not 8; 4 scoped)
 *   POST   /api/sdm/outsourching, PUT/DELETE …/{id}             manageOutsourcing → 'Outsourcing created/updated/deleted'
 *   GET    /api/sdm/outsourching/{id}                           listOutsourcing (scoped)
 *   POST   /api/sdm/outsourching/{id}/x/update_photo            manageOutsourcing → 'Photo Updated'
 *   GET    /api/sdm/outsourching/kontrak?event=index            listOutsourcing (scoped)
 *   POST   …/kontrak, PUT/DELETE …/kontrak/{id}                 manageOutsourcing → 'Kontrak Outsourcing …'
 *   POST   …/kontrak/x/perpanjang                               manageOutsourcing, all or nothing
 *   GET/POST …/phk, PUT/DELETE …/phk/{id}                       manageOutsourcing → 'PHK Outsourcing …'
 *   GET    …/jabatan, …/x/jenis                                 listOutsourcing
 *   POST   …/jabatan, PUT/DELETE …/jabatan/{id}                 manageOutsourcing → 'Jabatan Outsourcing …'
 *   POST   …/x/export                                           manageOutsourcing → export job
 * The scheduled job outsourcing.kontrak_notify tells HR about contracts ending within 30 days.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  OUTSOURCING_JABATAN_PATH,
  OUTSOURCING_JENIS_PATH,
  OUTSOURCING_KONTRAK_PATH,
  OUTSOURCING_PATH,
  OUTSOURCING_PHK_PATH,
  OutsourcingInput,
  OutsourcingJabatanInput,
  OutsourcingJabatanMutation,
  OutsourcingKontrakFields,
  OutsourcingKontrakInput,
  OutsourcingKontrakListAnswer,
  OutsourcingKontrakListQuery,
  OutsourcingKontrakMutation,
  OutsourcingListAnswer,
  OutsourcingListQuery,
  OutsourcingMutation,
  OutsourcingNamedListAnswer,
  OutsourcingPerpanjangAnswer,
  OutsourcingPerpanjangInput,
  OutsourcingPhkInput,
  OutsourcingPhkListAnswer,
  OutsourcingPhkListQuery,
  OutsourcingPhkMutation,
  OutsourcingPhkUpdateInput,
  OutsourcingPhotoAnswer,
  OutsourcingPhotoInput,
  OutsourcingShowAnswer,
  OutsourcingUpdateInput,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { registerExportJob, requestExport } from '../jabatan/public.js';
import { PHOTO_BODY_LIMIT } from '../pegawai-cv/public.js';
import { OUTSOURCING_EXPORT } from './outsourcing-export.js';
import { registerKontrakNotifyJob } from './outsourcing-expiry.js';
import { OutsourcingJabatanService } from './outsourcing-jabatan.js';
import { OutsourcingKontrakService } from './outsourcing-kontrak.js';
import { OutsourcingPhkService } from './outsourcing-phk.js';
import { OutsourcingService } from './outsourcing.service.js';

const READ = { policy: POLICY.listOutsourcing };
const MANAGE = { policy: POLICY.manageOutsourcing };

export async function outsourcingRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { ctx } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const workers = new OutsourcingService(ctx);
  const kontrak = new OutsourcingKontrakService(ctx);
  const phk = new OutsourcingPhkService(ctx);
  const jabatan = new OutsourcingJabatanService(ctx);
  const tags = ['outsourcing'];
  registerExportJob(ctx, OUTSOURCING_EXPORT);
  registerKontrakNotifyJob(ctx);

  // ---- the register -----------------------------------------------------------------------------------
  app.get(
    OUTSOURCING_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Outsourced staff (index) or those whose last contract ends within 30 days or ended (index_expired)',
        querystring: OutsourcingListQuery,
        response: { 200: OutsourcingListAnswer, ...errorResponses },
      },
    },
    async (request) => workers.list(request.auth!, request.query),
  );
  app.post(
    OUTSOURCING_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add an outsourced worker with the first contract',
        body: OutsourcingInput,
        response: { 200: OutsourcingMutation, ...errorResponses },
      },
    },
    async (request) => workers.create(actorOf(request), request.body),
  );
  app.post(
    `${OUTSOURCING_PATH}/x/export`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Queue the xlsx export of outsourced staff',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, OUTSOURCING_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );
  app.get(
    OUTSOURCING_JENIS_PATH,
    {
      config: READ,
      schema: { tags, summary: 'Contract kinds', response: { 200: OutsourcingNamedListAnswer, ...errorResponses } },
    },
    async () => jabatan.jenis(),
  );

  // ---- contracts --------------------------------------------------------------------------------------
  app.get(
    OUTSOURCING_KONTRAK_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Contracts (search, kind, office, status berlaku/akan_berakhir/berakhir, sort, paged)',
        querystring: OutsourcingKontrakListQuery,
        response: { 200: OutsourcingKontrakListAnswer, ...errorResponses },
      },
    },
    async (request) => kontrak.list(request.auth!, request.query),
  );
  app.post(
    OUTSOURCING_KONTRAK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a contract to a worker',
        body: OutsourcingKontrakInput,
        response: { 200: OutsourcingKontrakMutation, ...errorResponses },
      },
    },
    async (request) => kontrak.create(actorOf(request), request.body),
  );
  app.post(
    `${OUTSOURCING_KONTRAK_PATH}/x/perpanjang`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Extend several workers' last contracts to one end date (all or nothing)",
        body: OutsourcingPerpanjangInput,
        response: { 200: OutsourcingPerpanjangAnswer, ...errorResponses },
      },
    },
    async (request) => kontrak.extend(actorOf(request), request.body),
  );
  app.put(
    `${OUTSOURCING_KONTRAK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a contract (a new end date is announced again)',
        params: IdParams,
        body: OutsourcingKontrakFields,
        response: { 200: OutsourcingKontrakMutation, ...errorResponses },
      },
    },
    async (request) => kontrak.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${OUTSOURCING_KONTRAK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a contract',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => kontrak.remove(actorOf(request), request.params.id),
  );

  // ---- terminations -----------------------------------------------------------------------------------
  app.get(
    OUTSOURCING_PHK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Terminations of outsourced staff (search, year, paged)',
        querystring: OutsourcingPhkListQuery,
        response: { 200: OutsourcingPhkListAnswer, ...errorResponses },
      },
    },
    async (request) => phk.list(request.query),
  );
  app.post(
    OUTSOURCING_PHK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Terminate an outsourced worker (off the register from its date)',
        body: OutsourcingPhkInput,
        response: { 200: OutsourcingPhkMutation, ...errorResponses },
      },
    },
    async (request) => phk.create(actorOf(request), request.body),
  );
  app.put(
    `${OUTSOURCING_PHK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a termination',
        params: IdParams,
        body: OutsourcingPhkUpdateInput,
        response: { 200: OutsourcingPhkMutation, ...errorResponses },
      },
    },
    async (request) => phk.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${OUTSOURCING_PHK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a termination',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => phk.remove(actorOf(request), request.params.id),
  );

  // ---- positions --------------------------------------------------------------------------------------
  app.get(
    OUTSOURCING_JABATAN_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary: 'Positions of outsourced staff',
        response: { 200: OutsourcingNamedListAnswer, ...errorResponses },
      },
    },
    async () => jabatan.list(),
  );
  app.post(
    OUTSOURCING_JABATAN_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a position',
        body: OutsourcingJabatanInput,
        response: { 200: OutsourcingJabatanMutation, ...errorResponses },
      },
    },
    async (request) => jabatan.save(actorOf(request), request.body),
  );
  app.put(
    `${OUTSOURCING_JABATAN_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Rename a position',
        params: IdParams,
        body: OutsourcingJabatanInput,
        response: { 200: OutsourcingJabatanMutation, ...errorResponses },
      },
    },
    async (request) => jabatan.save(actorOf(request), request.body, request.params.id),
  );
  app.delete(
    `${OUTSOURCING_JABATAN_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete an unused position',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => jabatan.remove(actorOf(request), request.params.id),
  );

  // ---- one worker -------------------------------------------------------------------------------------
  app.get(
    `${OUTSOURCING_PATH}/:id`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'One outsourced worker',
        params: IdParams,
        response: { 200: OutsourcingShowAnswer, ...errorResponses },
      },
    },
    async (request) => workers.show(request.auth!, request.params.id),
  );
  app.put(
    `${OUTSOURCING_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: "Change a worker's identity and position",
        params: IdParams,
        body: OutsourcingUpdateInput,
        response: { 200: OutsourcingMutation, ...errorResponses },
      },
    },
    async (request) => workers.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${OUTSOURCING_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a worker with their contracts and termination',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => workers.remove(actorOf(request), request.params.id),
  );
  app.post(
    `${OUTSOURCING_PATH}/:id/x/update_photo`,
    {
      config: MANAGE,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        summary: "Replace a worker's photo (JPEG/PNG, at most 2 MB, base64)",
        params: IdParams,
        body: OutsourcingPhotoInput,
        response: { 200: OutsourcingPhotoAnswer, ...errorResponses },
      },
    },
    async (request) => workers.setPhoto(actorOf(request), request.params.id, request.body.image),
  );
}
