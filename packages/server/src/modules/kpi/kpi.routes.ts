/**
 * KPI (issue #17; contracts and the path list in packages/contracts/src/kpi.ts). Files:
 * kpi-master.ts (master data CRUD), kpi-assessment.ts (event_pegawai: drafts, approval actions,
 * achievements, scope), kpi-approval.ts (engine type 'kpi'), kpi-scope.ts (who sees whom),
 * kpi-resume.ts (resume, periode_pegawai, charts, export job), kpi-upload.ts (upload job).
 *   {M} = /api/sdm/kpi/x/{resource} for resource in KPI_MASTER_RESOURCES     POLICY.manageKpi
 *   GET {M} | POST {M} | PUT {M}/{id} | DELETE {M}/{id}
 *   GET/POST /api/sdm/kpi/x/event_pegawai, POST …/{id}                          POLICY.employeeServices
 *   POST /api/sdm/kpi/x/event_pegawai/x/upload?event_id (xlsx body)             POLICY.manageKpi
 *   GET /api/sdm/kpi/x/periode_pegawai                                          POLICY.signedIn
 *   GET/POST /api/sdm/kpi/x/resume, POST /api/sdm/kpi/x/export                  POLICY.manageKpi
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorRef,
  IdParams,
  JobQueuedAnswer,
  KPI_BASE,
  KPI_MASTER_INPUTS,
  KPI_MASTER_RESOURCES,
  KpiCollectionBody,
  KpiDraftInput,
  KpiDraftNppInput,
  KpiEventPegawaiGetAnswer,
  KpiEventPegawaiMutationAnswer,
  KpiEventPegawaiQuery,
  KpiExportInput,
  KpiItemBody,
  KpiMasterListAnswer,
  KpiMasterListQuery,
  KpiMasterMutationAnswer,
  KpiNoteInput,
  KpiPeriodePegawaiAnswer,
  KpiResumeAnswer,
  KpiResumeBody,
  KpiResumeQuery,
  KpiSaveInput,
  KpiSaveScoreInput,
  KpiUploadAnswer,
  KpiUploadQuery,
  MessageAnswer,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { AppContext, ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { acceptXlsxBodies } from '../jabatan/public.js';
import { KPI_APPROVAL_EVENTS, KpiAssessmentService } from './kpi-assessment.js';
import { KpiMasterService } from './kpi-master.js';
import { KpiResumeService, registerKpiExportJob, requestKpiExport } from './kpi-resume.js';
import { kpiUploadTemplate, queueKpiUpload, registerKpiUploadJob } from './kpi-upload.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';

const TAGS = ['kpi'];
const MANAGE = { policy: POLICY.manageKpi };
const EMPLOYEE = { policy: POLICY.employeeServices };
const responses = { ...errorResponses, 409: ApiErrorRef } as const;
const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

function masterRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new KpiMasterService(ctx);
  for (const resource of KPI_MASTER_RESOURCES) {
    const path = `${KPI_BASE}/${resource}`;
    const body = KPI_MASTER_INPUTS[resource];
    app.get(
      path,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: `KPI ${resource}: list (index), options (index_options)${resource.startsWith('indikator_jabatan') ? ', weight sum of a jabatan (index_rules)' : ''}`,
          querystring: KpiMasterListQuery,
          response: { 200: KpiMasterListAnswer, ...responses },
        },
      },
      async (request) =>
        selectHandler(request.query.event ?? 'index', {
          index: () => service.list(resource, request.query),
          index_options: () => service.list(resource, request.query),
          index_rules: () => service.list(resource, request.query),
        })(),
    );
    app.post(
      path,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: `Create a KPI ${resource}`,
          body,
          response: { 200: KpiMasterMutationAnswer, ...responses },
        },
      },
      async (request) => service.create(resource, actorOf(request), request.body as Record<string, unknown>),
    );
    app.put(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: `Update a KPI ${resource}`,
          params: IdParams,
          body,
          response: { 200: KpiMasterMutationAnswer, ...responses },
        },
      },
      async (request) =>
        service.update(resource, actorOf(request), request.params.id, request.body as Record<string, unknown>),
    );
    app.delete(
      `${path}/:id`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: `Delete a KPI ${resource}`,
          params: IdParams,
          response: { 200: MessageAnswer, ...responses },
        },
      },
      async (request) => service.remove(resource, actorOf(request), request.params.id),
    );
  }
}

function assessmentRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new KpiAssessmentService(ctx);
  const path = `${KPI_BASE}/event_pegawai`;
  app.get(
    path,
    {
      config: EMPLOYEE,
      schema: {
        tags: TAGS,
        summary:
          'KPI assessments: list (index) + unapproved, index_un_approved, index_show_by_token (token), index_event_open',
        querystring: KpiEventPegawaiQuery,
        response: { 200: KpiEventPegawaiGetAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      return selectHandler(q.event ?? 'index', {
        index: () => service.list(auth, q),
        index_un_approved: () => service.unapproved(auth),
        index_show_by_token: () => service.showByToken(auth, validateContract(request, TokenQuery, q).token),
        index_event_open: () => service.openEvents(auth),
      })();
    },
  );
  app.post(
    path,
    {
      config: EMPLOYEE,
      schema: {
        tags: TAGS,
        summary: "store_draft (the caller's own, event_id) | store_draft_npp (KPI admin: event_id, npp)",
        body: KpiCollectionBody,
        response: { 200: KpiEventPegawaiMutationAnswer, ...responses },
      },
    },
    async (request) => {
      const body = request.body;
      return selectHandler(body.event, {
        store_draft: () =>
          service.draftOwn(
            requireAuth(request),
            actorOf(request),
            validateContract(request, KpiDraftInput, body).event_id,
          ),
        store_draft_npp: () => {
          const auth = assertAccess(request, POLICY.manageKpi);
          const input = validateContract(request, KpiDraftNppInput, body);
          return service.draftForNpp(auth, actorOf(request), input.event_id, input.npp);
        },
      })();
    },
  );
  app.post(
    `${path}/:id`,
    {
      config: EMPLOYEE,
      schema: {
        tags: TAGS,
        summary: 'KPI assessment actions (approval through the engine, achievements, resets)',
        params: IdParams,
        body: KpiItemBody,
        response: { 200: KpiEventPegawaiMutationAnswer, ...responses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      const approval = (event: string) => () =>
        service.act(auth, actor, id, event, validateContract(request, KpiNoteInput, body).note);
      return selectHandler(body.event, {
        ...Object.fromEntries(KPI_APPROVAL_EVENTS.map((event) => [event, approval(event)])),
        store_save: () => service.save(auth, actor, id, validateContract(request, KpiSaveInput, body)),
        store_save_score: () => service.saveScore(auth, actor, id, validateContract(request, KpiSaveScoreInput, body)),
        store_reset_penilaian: () => service.resetPenilaian(auth, actor, id),
        store_reset_resume: () => service.resetResume(auth, actor, id),
      })();
    },
  );
}

function resumeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new KpiResumeService(ctx);
  registerKpiExportJob(ctx);
  app.get(
    `${KPI_BASE}/periode_pegawai`,
    {
      config: { policy: POLICY.signedIn },
      schema: {
        tags: TAGS,
        summary: "The caller's own KPI resume per period (score: decimal text)",
        response: { 200: KpiPeriodePegawaiAnswer, ...responses },
      },
    },
    async (request) => service.own(requireAuth(request).userId),
  );
  app.get(
    `${KPI_BASE}/resume`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'KPI resume per employee and period (index) or chart data (index_grafik)',
        querystring: KpiResumeQuery,
        response: { 200: KpiResumeAnswer, ...responses },
      },
    },
    async (request) =>
      selectHandler(request.query.event ?? 'index', {
        index: () => service.list(request.query),
        index_grafik: () => service.grafik(request.query),
      })(),
  );
  app.post(
    `${KPI_BASE}/resume`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'store_reset_resume: recompute a whole period',
        body: KpiResumeBody,
        response: { 200: MessageAnswer, ...responses },
      },
    },
    async (request) =>
      selectHandler(request.body.event, {
        store_reset_resume: () => service.refresh(actorOf(request), request.body.periode_id),
      })(),
  );
  app.post(
    `${KPI_BASE}/export`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: "Queue an xlsx of a period's KPI resume",
        body: KpiExportInput,
        response: { 200: JobQueuedAnswer, ...responses },
      },
    },
    async (request) =>
      requestKpiExport(ctx, { ...actorOf(request), userId: requireAuth(request).userId }, request.body.periode_id),
  );
}

/** Its own scope: only the upload route reads xlsx bytes as the body. */
async function uploadRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  acceptXlsxBodies(app);
  registerKpiUploadJob(ctx);
  app.get(
    `${KPI_BASE}/event_pegawai/x/template`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'The upload file of an event: every indicator of its Draft assessments (NPP, Indikator, Realisasi)',
        querystring: KpiUploadQuery,
        response: { ...responses },
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        `template_upload_kpi_${request.query.event_id}.xlsx`,
        await kpiUploadTemplate(ctx, request.query.event_id),
      ),
  );
  app.post(
    `${KPI_BASE}/event_pegawai/x/upload`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: "Upload employees' KPI achievements of an event (xlsx: NPP, Indikator, Realisasi); all rows or none",
        querystring: KpiUploadQuery,
        response: { 200: KpiUploadAnswer, ...responses },
      },
    },
    async (request) =>
      queueKpiUpload(
        ctx,
        request.query.event_id,
        { ...actorOf(request), userId: requireAuth(request).userId },
        request.body,
      ),
  );
}

export async function kpiRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  masterRoutes(app, ctx);
  assessmentRoutes(app, ctx);
  resumeRoutes(app, ctx);
  await app.register(uploadRoutes, { ctx });
}
