/**
 * Sanctions register (spec section 2 /pegawai/sanksi/*, section 7 /sdm/pegawai/x/sanksi; issue #22):
 *   GET    /api/sdm/pegawai/x/sanksi?event=index|index_sanksi_active   57 or 62, not 8
 *                                      event=index_invalid             62 (the invalid page)
 *   POST   /api/sdm/pegawai/x/sanksi, GET/PUT/DELETE …/{id}            62, not 8 → 'Sanksi created/updated/deleted'
 *   GET/POST …/{id}/x/file, DELETE …/{id}/x/file/{fileId}              62, not 8 (decree files)
 *   POST   /api/sdm/pegawai/x/sanksi/x/export                          57 or 62 → export job
 * The master data (/api/general/sanksi, /x/parent) is sanksi-master.routes.ts. Contracts: @portal/contracts (sanksi.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  SANKSI_PATH,
  SanksiFileAnswer,
  SanksiFileInput,
  SanksiFileListAnswer,
  SanksiFileParams,
  SanksiInput,
  SanksiListAnswer,
  SanksiListQuery,
  SanksiMutation,
  SanksiShowAnswer,
  SanksiUpdateInput,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { registerExportJob, requestExport } from '../jabatan/public.js';
import { sanksiMasterRoutes } from './sanksi-master.routes.js';
import { SANKSI_EXPORT } from './sanksi-export.js';
import { DECREE_FILE_BODY_LIMIT } from '../../platform/files/decree-files.js';
import { deleteSanksiFile, filesOfSanksi, uploadSanksiFile } from './sanksi-files.js';
import { SanksiService } from './sanksi.service.js';

const READ = { policy: POLICY.readSanctionsUnrestricted };
const MANAGE = { policy: POLICY.manageSanctionsUnrestricted };

export async function sanksiRoutes(fastify: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { ctx } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new SanksiService(ctx);
  const tags = ['sanksi'];
  registerExportJob(ctx, SANKSI_EXPORT);
  await sanksiMasterRoutes(fastify, options);

  app.get(
    SANKSI_PATH,
    {
      config: READ,
      schema: {
        tags,
        summary:
          'Sanctions: index (all), index_sanksi_active (in force today), index_invalid (no decree number or file; role 62); search, filters, sort, paged',
        querystring: SanksiListQuery,
        response: { 200: SanksiListAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return selectHandler(q.event ?? 'index', {
        index: () => service.list(q),
        index_sanksi_active: () => service.list(q),
        index_invalid: () => (assertAccess(request, POLICY.manageSanctions), service.list(q)),
      })();
    },
  );
  app.post(
    SANKSI_PATH,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Add a sanction to an employee',
        body: SanksiInput,
        response: { 200: SanksiMutation, ...errorResponses },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.post(
    `${SANKSI_PATH}/x/export`,
    {
      // Not 8, as the list: an export is the list in a file, so whoever may not read it may not take it.
      config: READ,
      schema: {
        tags,
        summary: 'Queue the xlsx export of sanctions',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, SANKSI_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );
  app.get(
    `${SANKSI_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'One sanction',
        params: IdParams,
        response: { 200: SanksiShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );
  app.put(
    `${SANKSI_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change a sanction (its employee stays)',
        params: IdParams,
        body: SanksiUpdateInput,
        response: { 200: SanksiMutation, ...errorResponses },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${SANKSI_PATH}/:id`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Delete a sanction',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  app.get(
    `${SANKSI_PATH}/:id/x/file`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Decree files of a sanction, with signed download addresses',
        params: IdParams,
        response: { 200: SanksiFileListAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await filesOfSanksi(ctx, request.params.id) }),
  );
  app.post(
    `${SANKSI_PATH}/:id/x/file`,
    {
      config: MANAGE,
      bodyLimit: DECREE_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a decree file (PDF/JPEG/PNG, at most 2 MB, base64) to a sanction',
        params: IdParams,
        body: SanksiFileInput,
        response: { 200: SanksiFileAnswer, ...errorResponses },
      },
    },
    async (request) =>
      uploadSanksiFile(ctx, { ...actorOf(request), userId: request.auth!.userId }, request.params.id, request.body),
  );
  app.delete(
    `${SANKSI_PATH}/:id/x/file/:fileId`,
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Remove a decree file of a sanction',
        params: SanksiFileParams,
        response: { 200: SanksiFileAnswer, ...errorResponses },
      },
    },
    async (request) => deleteSanksiFile(ctx, actorOf(request), request.params.id, request.params.fileId),
  );
}
