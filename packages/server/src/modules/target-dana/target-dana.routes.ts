/**
 * Funds targets of contract staff (issue #17; /api/sdm/pegawai/link/target/dana). Paths, selectors
 * and policies: packages/contracts/src/target-dana.ts.
 * Files: target-dana.routes.ts → target-dana.service.ts → target-dana.repo.ts; target-dana-upload.ts
 * (the inline xlsx upload), target-dana-export.ts (xlsx job).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  JobQueuedAnswer,
  TARGET_DANA_MESSAGES,
  TARGET_DANA_PATH,
  TargetDanaActionBody,
  TargetDanaGetAnswer,
  TargetDanaIdInput,
  TargetDanaIdsInput,
  TargetDanaMutation,
  TargetDanaQuery,
  TargetDanaTypeAnswer,
  TargetDanaUploadAnswer,
  TargetDanaUploadListAnswer,
  TargetDanaUploadListQuery,
  TargetDanaUploadQuery,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { AppContext, ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { acceptXlsxBodies, requestExport } from '../jabatan/public.js';
import { registerTargetDanaExport, TARGET_DANA_EXPORT } from './target-dana-export.js';
import { uploadTargets, uploadTemplate } from './target-dana-upload.js';
import { TargetDanaService } from './target-dana.service.js';
import * as repo from './target-dana.repo.js';

const TAGS = ['target-dana'];
const UPLOAD = { policy: POLICY.uploadFundsTargets };
const actorWithUser = (request: FastifyRequest) => ({ ...actorOf(request), userId: requireAuth(request).userId });

/** Its own scope: only the upload reads xlsx bytes as the body. */
async function uploadRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  acceptXlsxBodies(app);
  app.post(
    `${TARGET_DANA_PATH}/x/nominal`,
    {
      config: UPLOAD,
      schema: {
        tags: TAGS,
        summary:
          "event store_upload: xlsx body (Rekening, NPP, Nominal), all rows or none → 'Upload File Target Berhasil'",
        querystring: TargetDanaUploadQuery,
        response: { 200: TargetDanaUploadAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return selectHandler(q.event, {
        store_upload: () =>
          uploadTargets(
            ctx,
            { tahun: q.tahun, bulan: q.bulan, typeId: q.type_id },
            actorWithUser(request),
            request.body,
          ),
      })();
    },
  );
}

export async function targetDanaRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new TargetDanaService(ctx);
  registerTargetDanaExport(ctx);

  app.get(
    TARGET_DANA_PATH,
    {
      config: {
        policy: POLICY.servicesUnrestricted,
        eventPolicies: { index_cek_saldo: POLICY.checkFundsBalance, index_cek_target: POLICY.checkFundsTargets },
      },
      schema: {
        tags: TAGS,
        summary: 'Funds targets: index (paged), index_pivot, index_belum_upload, index_cek_saldo, index_cek_target',
        querystring: TargetDanaQuery,
        response: { 200: TargetDanaGetAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      return selectHandler(q.event ?? 'index', {
        index: () => service.list(auth, q),
        index_pivot: () => service.pivot(auth, q),
        index_belum_upload: () => service.belumUpload(q),
        index_cek_saldo: () => service.cekSaldo(q),
        index_cek_target: () => service.cekTarget(q),
      })();
    },
  );

  app.post(
    TARGET_DANA_PATH,
    {
      // The wider of the two groups; each selector narrows below.
      config: { policy: POLICY.checkFundsBalance },
      schema: {
        tags: TAGS,
        summary:
          'event store_approval_massal {ids} | store_disapproval {id} | store_reject {id, note?} (checkFundsTargets); action store_fraud {id} (checkFundsBalance)',
        body: TargetDanaActionBody,
        response: { 200: TargetDanaMutation, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.action !== undefined || body.event === undefined)
        return selectHandler(
          body.action,
          {
            store_fraud: () =>
              service.fraud(validateContract(request, TargetDanaIdInput, body).id, actorWithUser(request)),
          },
          'action',
        )();
      const approver = () => ({ ...actorOf(request), userId: assertAccess(request, POLICY.checkFundsTargets).userId });
      return selectHandler(body.event, {
        store_approval_massal: () =>
          service.setStatus(
            validateContract(request, TargetDanaIdsInput, body).ids,
            1,
            TARGET_DANA_MESSAGES.approved,
            approver(),
          ),
        store_disapproval: () =>
          service.setStatus(
            [validateContract(request, TargetDanaIdInput, body).id],
            0,
            TARGET_DANA_MESSAGES.disapproved,
            approver(),
          ),
        store_reject: () =>
          service.setStatus(
            [validateContract(request, TargetDanaIdInput, body).id],
            2,
            TARGET_DANA_MESSAGES.rejected,
            approver(),
            body.note?.trim() || null,
          ),
      })();
    },
  );

  app.get(
    `${TARGET_DANA_PATH}/x/type`,
    {
      config: { policy: POLICY.servicesUnrestricted },
      schema: { tags: TAGS, summary: 'Funds target types', response: { 200: TargetDanaTypeAnswer, ...errorResponses } },
    },
    async () => ({ data: await repo.listTypes(ctx.db) }),
  );

  app.get(
    `${TARGET_DANA_PATH}/x/nominal`,
    {
      config: UPLOAD,
      schema: {
        tags: TAGS,
        summary: 'Good uploads, newest first',
        querystring: TargetDanaUploadListQuery,
        response: { 200: TargetDanaUploadListAnswer, ...errorResponses },
      },
    },
    async (request) => service.uploads(request.query),
  );

  // A file, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get(
    `${TARGET_DANA_PATH}/x/nominal/x/template`,
    {
      config: UPLOAD,
      schema: { tags: TAGS, summary: 'The xlsx template of the upload', response: { ...errorResponses } },
    },
    async (_request, reply) => sendXlsx(reply, 'template_target_dana.xlsx', await uploadTemplate()),
  );

  app.post(
    `${TARGET_DANA_PATH}/x/export`,
    {
      config: { policy: POLICY.manageKpi },
      schema: {
        tags: TAGS,
        summary: 'Export every funds target as xlsx (background job)',
        response: { 200: JobQueuedAnswer, ...errorResponses },
      },
    },
    async (request) => requestExport(ctx, TARGET_DANA_EXPORT, actorWithUser(request)),
  );

  await app.register(uploadRoutes, { ctx });
}
