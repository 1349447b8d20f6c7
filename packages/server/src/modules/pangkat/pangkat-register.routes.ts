/**
 * Rank register and rank lists (spec section 2 /pegawai/pangkat/*, section 7 /sdm/x/pangkat):
 *   GET/POST /api/sdm/x/pangkat, PUT/DELETE /api/sdm/x/pangkat/{id}     roles 1/57 (the page allows 8)
 *   GET /api/sdm/x/pangkat/x/pegawai?event=index_pegawai                 roles 1/57
 *                                 event=index_expired | index_simulasi   roles 1/57, not 8
 *   POST /api/sdm/x/pangkat/x/export                                    role 57, not 8 → job
 *   GET/POST /api/sdm/pegawai/x/pangkat/{id}/x/file                      roles 1/57, not 8 (decree file)
 * Contracts in @portal/contracts (pangkat.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CurrentPangkatAnswer,
  CurrentPangkatQuery,
  IdParams,
  JobQueuedAnswer,
  MessageAnswer,
  PANGKAT_PATH,
  PangkatFileInput,
  PangkatFileListAnswer,
  PangkatFileUploadAnswer,
  PangkatInput,
  PangkatListAnswer,
  PangkatListQuery,
  PangkatMutation,
  PangkatShowAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { HR_ACCESS, HR_ONLY, registerExportJob, requestExport } from '../jabatan/public.js';
import { PANGKAT_EXPORT } from './pangkat-export.js';
import { filesOfRecord, PANGKAT_FILE_BODY_LIMIT, uploadDecree } from './pangkat-files.js';
import { PangkatService } from './pangkat.service.js';

/** Spec: index and pegawai are "1 or 57" without the not-8 rule. */
const REGISTER_ACCESS = { policy: POLICY.manageRanks };

export function pangkatRegisterRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PangkatService(ctx);
  const tags = ['pangkat'];
  registerExportJob(ctx, PANGKAT_EXPORT);

  app.get(
    PANGKAT_PATH,
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Ranks: paged, search on nama/grade/corporate_title, sortable (default grade, nama)',
        querystring: PangkatListQuery,
        response: { 200: PangkatListAnswer, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post(
    PANGKAT_PATH,
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Create a rank',
        body: PangkatInput,
        response: { 200: PangkatMutation, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.create(actorOf(request), request.body),
  );
  app.get(
    `${PANGKAT_PATH}/:id`,
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'One rank',
        params: IdParams,
        response: { 200: PangkatShowAnswer, ...errorResponses },
      },
    },
    async (request) => service.show(request.params.id),
  );
  app.put(
    `${PANGKAT_PATH}/:id`,
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Change a rank (or disable it)',
        params: IdParams,
        body: PangkatInput,
        response: { 200: PangkatMutation, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    `${PANGKAT_PATH}/:id`,
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary: 'Delete a rank nobody holds (409 otherwise)',
        params: IdParams,
        response: { 200: MessageAnswer, ...errorResponses, 409: errorResponses[422] },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id),
  );

  app.get(
    '/api/sdm/x/pangkat/x/pegawai',
    {
      config: REGISTER_ACCESS,
      schema: {
        tags,
        summary:
          'Employees with their current rank: index_pegawai; index_expired (rank older than 4 years); index_simulasi (next rank date = awal + 4 years)',
        querystring: CurrentPangkatQuery,
        response: { 200: CurrentPangkatAnswer, ...errorResponses },
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
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, PANGKAT_EXPORT, { ...actorOf(request), userId: request.auth!.userId }),
  );

  app.get(
    '/api/sdm/pegawai/x/pangkat/:id/x/file',
    {
      config: HR_ACCESS,
      schema: {
        tags,
        summary: 'Decree files of a rank record, with signed download addresses',
        params: IdParams,
        response: { 200: PangkatFileListAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await filesOfRecord(ctx, request.params.id) }),
  );
  app.post(
    '/api/sdm/pegawai/x/pangkat/:id/x/file',
    {
      config: HR_ACCESS,
      bodyLimit: PANGKAT_FILE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Attach a decree file (PDF/JPEG/PNG, at most 2 MB, base64) to a rank record',
        params: IdParams,
        body: PangkatFileInput,
        response: { 200: PangkatFileUploadAnswer, ...errorResponses },
      },
    },
    async (request) =>
      uploadDecree(ctx, { ...actorOf(request), userId: request.auth!.userId }, request.params.id, request.body),
  );
}
