/**
 * Terminations register (spec section 2 /pegawai/phk/*, section 7 /sdm/pegawai/x/phk (+GET type); issue #22):
 *   GET    /api/sdm/pegawai/x/phk?event=index                       57, not 8 (search, filters, sort, paged)
 *   POST   /api/sdm/pegawai/x/phk, GET/PUT/DELETE …/{id}              57, not 8 → 'PHK created/updated/deleted'
 *   GET/POST …/{id}/x/file, DELETE …/{id}/x/file/{fileId}            57, not 8 (decree files, event 19)
 *   POST   /api/sdm/pegawai/x/phk/x/bulk                             57, not 8 → 'PHK created: N' (many NPPs, all or nothing)
 *   POST   /api/sdm/pegawai/x/phk/x/export                           57, not 8 → export job (as the list it exports)
 *   GET    /api/sdm/pegawai/x/phk/x/type                             57 (the types, for the forms and filters)
 *   POST   …/x/type, PUT/DELETE …/x/type/{id}                        57, not 8 → 'Jenis PHK created/updated/deleted'
 * A termination ends the employee's active status on its date (phk-status.ts, ADR 0047).
 * Contracts: @portal/contracts (phk.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  PHK_BULK_PATH,
  PHK_PATH,
  PHK_TYPE_PATH,
  PhkBulkAnswer,
  PhkBulkInput,
  PhkInput,
  PhkListAnswer,
  PhkListQuery,
  PhkMutation,
  PhkShowAnswer,
  PhkTypeInput,
  PhkTypeListAnswer,
  PhkTypeMutation,
  PhkUpdateInput,
  SanksiFileAnswer,
  SanksiFileInput,
  SanksiFileListAnswer,
  SanksiFileParams,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { registerExportJob, requestExport } from '../jabatan/public.js';
import { PHK_EXPORT } from './phk-export.js';
import { DECREE_FILE_BODY_LIMIT } from '../../platform/files/decree-files.js';
import { deletePhkFile, filesOfPhk, uploadPhkFile } from './phk-files.js';
import { registerPhkApplyJob } from './phk-status.js';
import { PhkTypeService } from './phk-type.js';
import { PhkService } from './phk.service.js';

const MANAGE = { policy: POLICY.hrAdminUnrestricted };
const READ_TYPES = { policy: POLICY.hrAdmin };

export async function phkRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { ctx } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PhkService(ctx);
  const types = new PhkTypeService(ctx);
  const tags = ['phk'];
  registerExportJob(ctx, PHK_EXPORT);
  registerPhkApplyJob(ctx);

  app.get(
    PHK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          'Terminations: search (nama, NPP, nomor SK, penyelenggara), filters type/office/year/status, sort, paged',
        querystring: PhkListQuery,
        response: { 200: PhkListAnswer, ...errorResponses },
      },
    },
    async (request) => selectHandler(request.query.event ?? 'index', { index: () => service.list(request.query) })(),
  );
  app.post(
    PHK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Record the termination of an employee (ends the active status on its date)',
        body: PhkInput,
        response: { 200: PhkMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.post(
    PHK_BULK_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary:
          'Terminate the employees of many NPPs with one type, date and decree, all or nothing (422 names each refused NPP)',
        body: PhkBulkInput,
        response: { 200: PhkBulkAnswer, ...errorResponses },
      },
    },
    async (request) => service.createMany(actorOf(request), request.body),
  );
  app.post(
    `${PHK_PATH}/x/export`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Queue the xlsx export of terminations',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, PHK_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );

  app.get(
    PHK_TYPE_PATH,
    {
      config: READ_TYPES,
      schema: {
        tags,
        summary: 'Termination types (kategori) with how many terminations use each',
        response: { 200: PhkTypeListAnswer, ...errorResponses },
      },
    },
    async () => types.list(),
  );
  app.post(
    PHK_TYPE_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a termination type',
        body: PhkTypeInput,
        response: { 200: PhkTypeMutation, ...errorResponses },
      },
    },
    async (request) => types.save(actorOf(request), request.body),
  );
  app.put(
    `${PHK_TYPE_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Rename a termination type',
        params: IdParams,
        body: PhkTypeInput,
        response: { 200: PhkTypeMutation, ...errorResponses },
      },
    },
    async (request) => types.save(actorOf(request), request.body, request.params.id),
  );
  app.delete(
    `${PHK_TYPE_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a termination type no termination uses',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => types.remove(actorOf(request), request.params.id),
  );

  app.get(
    `${PHK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One termination',
        params: IdParams,
        response: { 200: PhkShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );
  app.put(
    `${PHK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a termination (its employee stays); a new date moves when the active status ends',
        params: IdParams,
        body: PhkUpdateInput,
        response: { 200: PhkMutation, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${PHK_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a termination (the employee is active again if it had ended the status)',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  app.get(
    `${PHK_PATH}/:id/x/file`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Decree files of a termination, with signed download addresses',
        params: IdParams,
        response: { 200: SanksiFileListAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await filesOfPhk(ctx, request.params.id) }),
  );
  app.post(
    `${PHK_PATH}/:id/x/file`,
    {
      config: MANAGE,
      bodyLimit: DECREE_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a decree file (PDF/JPEG/PNG, at most 2 MB, base64) to a termination',
        params: IdParams,
        body: SanksiFileInput,
        response: { 200: SanksiFileAnswer, ...errorResponses },
      },
    },
    async (request) =>
      uploadPhkFile(ctx, { ...actorOf(request), userId: request.auth!.userId }, request.params.id, request.body),
  );
  app.delete(
    `${PHK_PATH}/:id/x/file/:fileId`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Remove a decree file of a termination',
        params: SanksiFileParams,
        response: { 200: SanksiFileAnswer, ...errorResponses },
      },
    },
    async (request) => deletePhkFile(ctx, actorOf(request), request.params.id, request.params.fileId),
  );
}
