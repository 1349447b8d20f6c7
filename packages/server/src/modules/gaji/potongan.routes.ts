/**
 * Deductions' routes, the same set under both bases (packages/contracts/src/gaji.ts lists each path
 * with its policy): /api/sdm/pegawai/x/potongan_gaji (kind gaji, plus the legacy GET
 * /api/sdm/potongan_gaji) and /api/sdm/pegawai/x/service (kind service, plus POST for the service job).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BatasUploadAnswer,
  BatasUploadInput,
  BatasUploadMutation,
  BelumUploadAnswer,
  DEDUCTION_KINDS,
  DEDUCTION_PATHS,
  DeductionErrorAnswer,
  DeductionExportAnswer,
  DeductionExportInput,
  DeductionHapusAnswer,
  DeductionHapusInput,
  DeductionJenisAnswer,
  DeductionKantorAnswer,
  DeductionKantorQuery,
  DeductionLaporanAnswer,
  DeductionLaporanQuery,
  DeductionListAnswer,
  DeductionListQuery,
  DeductionOfficeMonthQuery,
  DeductionPivotAnswer,
  DeductionPivotQuery,
  DeductionUploadAnswer,
  DeductionUploadListAnswer,
  DeductionUploadListQuery,
  GAJI_FILE_NAMES,
  GajiMonthQuery,
  OwnDeductionAnswer,
  OwnDeductionQuery,
  POTONGAN_GAJI_LEGACY_PATH,
  ServiceJobAnswer,
  ServiceJobInput,
  type DeductionKind,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import { requireAuth } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { errorResponses } from '../../platform/schemas.js';
import { sendXlsx } from '../../platform/excel/xlsx-export.js';
import { acceptXlsxBodies } from '../jabatan/public.js';
import {
  hasilUploadWorkbook,
  pivotWorkbook,
  queueExport,
  queueService,
  queueUpload,
  registerPotonganJobs,
  uploadTemplate,
} from './potongan-jobs.js';
import { PotonganService, searchPattern, thisYear } from './potongan.service.js';

const MANAGE = { policy: POLICY.manageSalaryDeductions };
const TAGS = ['gaji'];

function deductionRoutes(fastify: FastifyInstance, ctx: AppContext, service: PotonganService, kind: DeductionKind) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = DEDUCTION_PATHS[kind];
  const what = kind === 'gaji' ? 'salary deductions' : 'service deductions';

  const listPaths = kind === 'gaji' ? [base, POTONGAN_GAJI_LEGACY_PATH] : [base];
  for (const path of listPaths)
    app.get(
      path,
      {
        config: { policy: POLICY.servicesUnrestricted },
        schema: {
          tags: TAGS,
          summary: `The ${what} of a month (admins: any office allowing deductions; others: their own)`,
          querystring: DeductionListQuery,
          response: { 200: DeductionListAnswer, ...errorResponses },
        },
      },
      async (request) => service.list(requireAuth(request), kind, request.query),
    );

  app.get(
    `${base}/x/jenis`,
    {
      config: { policy: POLICY.servicesUnrestricted },
      schema: { tags: TAGS, summary: `Types of ${what}`, response: { 200: DeductionJenisAnswer, ...errorResponses } },
    },
    async () => ({ data: await service.jenis(kind) }),
  );

  app.get(
    `${base}/x/kantor`,
    {
      config: { policy: POLICY.seeAllSalaryDeductions },
      schema: {
        tags: TAGS,
        summary:
          'Offices taking part in deductions (is_allow_salary_deduction), by name: salary admins and report readers',
        querystring: DeductionKantorQuery,
        response: { 200: DeductionKantorAnswer, ...errorResponses },
      },
    },
    async (request) => service.kantor(request.query),
  );

  app.get(
    `${base}/x/batas_upload`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `The upload deadline of a month (${what})`,
        querystring: GajiMonthQuery,
        response: { 200: BatasUploadAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await service.batas(kind, request.query.tahun, request.query.bulan) }),
  );

  app.post(
    `${base}/x/batas_upload`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `Set the upload deadline of a month (${what}): 'Tanggal updated'`,
        body: BatasUploadInput,
        response: { 200: BatasUploadMutation, ...errorResponses },
      },
    },
    async (request) =>
      service.setBatas(kind, request.body, { ...actorOf(request), userId: requireAuth(request).userId }),
  );

  app.get(
    `${base}/x/error`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Row errors of the last failed upload of an office and month',
        querystring: DeductionOfficeMonthQuery,
        response: { 200: DeductionErrorAnswer, ...errorResponses },
      },
    },
    async (request) => service.lastError(kind, request.query),
  );

  for (const path of [`${base}/x/upload_hasil`, `${base}/x/report`])
    app.get(
      path,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: 'Upload attempts of a month, newest first',
          querystring: DeductionUploadListQuery,
          response: { 200: DeductionUploadListAnswer, ...errorResponses },
        },
      },
      async (request) => service.uploads(kind, request.query),
    );

  // Files, not JSON: on the plain instance (the type provider would type the reply as the error schemas).
  fastify.get<{ Querystring: DeductionUploadListQuery }>(
    `${base}/x/hasil_upload_excel`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `The month's upload attempts as ${GAJI_FILE_NAMES.hasilUpload}`,
        querystring: DeductionUploadListQuery,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const file = await hasilUploadWorkbook(ctx, { kind, tahun: q.tahun, bulan: q.bulan, kantorId: q.kantor_id });
      return sendXlsx(reply, GAJI_FILE_NAMES.hasilUpload, file);
    },
  );

  fastify.get(
    `${base}/x/template`,
    {
      config: MANAGE,
      schema: { tags: TAGS, summary: `The xlsx template of the ${what} upload`, response: { ...errorResponses } },
    },
    async (_request, reply) =>
      sendXlsx(reply, GAJI_FILE_NAMES.template, await uploadTemplate(kind, await service.jenis(kind))),
  );

  app.get(
    `${base}/x/pivot`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Employees × deduction types of one month (sums by PostgreSQL), paged by employee',
        querystring: DeductionPivotQuery,
        response: { 200: DeductionPivotAnswer, ...errorResponses },
      },
    },
    async (request) => service.pivot(kind, request.query),
  );

  fastify.get<{ Querystring: DeductionPivotQuery }>(
    `${base}/x/pivot_excel`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `The month's whole pivot as ${GAJI_FILE_NAMES.pivot}`,
        querystring: DeductionPivotQuery,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const file = pivotWorkbook(ctx.db, {
        kind,
        tahun: q.tahun,
        bulan: q.bulan,
        kantorId: q.kantor_id,
        search: searchPattern(q.search),
      });
      return sendXlsx(reply, GAJI_FILE_NAMES.pivot, file);
    },
  );

  app.get(
    `${base}/x/laporan`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Totals per office and type of one month',
        querystring: DeductionLaporanQuery,
        response: { 200: DeductionLaporanAnswer, ...errorResponses },
      },
    },
    async (request) => service.laporan(kind, request.query),
  );

  app.get(
    `${base}/x/belum_upload`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: 'Offices allowing deductions without a good upload of the month',
        querystring: DeductionLaporanQuery,
        response: { 200: BelumUploadAnswer, ...errorResponses },
      },
    },
    async (request) => service.belumUpload(kind, request.query),
  );

  app.get(
    `${base}/x/pegawai`,
    {
      config: { authenticated: true },
      schema: {
        tags: TAGS,
        summary: `The caller's own ${what} by month`,
        querystring: OwnDeductionQuery,
        response: { 200: OwnDeductionAnswer, ...errorResponses },
      },
    },
    async (request) => service.own(requireAuth(request), kind, request.query.tahun ?? thisYear()),
  );

  app.post(
    `${base}/x/export`,
    {
      config: { policy: POLICY.exportSalaryDeductions },
      schema: {
        tags: TAGS,
        summary: `Export ${what} of a year or month as xlsx (background job)`,
        body: DeductionExportInput,
        response: { 200: DeductionExportAnswer, ...errorResponses },
      },
    },
    async (request) =>
      queueExport(
        ctx,
        { kind, tahun: request.body.tahun, bulan: request.body.bulan, kantorId: request.body.kantor_id },
        { ...actorOf(request), userId: requireAuth(request).userId },
      ),
  );

  app.post(
    `${base}/x/hapus`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: `Delete an office's ${what} of a month: 'Potongan Gaji Dihapus'`,
        body: DeductionHapusInput,
        response: { 200: DeductionHapusAnswer, ...errorResponses },
      },
    },
    async (request) => service.hapus(kind, request.body, { ...actorOf(request), userId: requireAuth(request).userId }),
  );

  if (kind === 'service')
    app.post(
      base,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: "Run the service job of a month (carry last month's service deductions forward): 'Job executed'",
          body: ServiceJobInput,
          response: { 200: ServiceJobAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const { tahun, bulan, kantor_id } = request.body;
        if (kantor_id !== undefined) await service.assertKantor(kantor_id);
        await service.assertOpen('service', tahun, bulan);
        return queueService(
          ctx,
          { tahun, bulan, kantorId: kantor_id },
          { ...actorOf(request), userId: requireAuth(request).userId },
        );
      },
    );
}

/** Its own scope: only the upload routes read xlsx bytes as the body. */
async function uploadRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new PotonganService(ctx);
  acceptXlsxBodies(app);
  for (const kind of DEDUCTION_KINDS)
    app.post(
      `${DEDUCTION_PATHS[kind]}/x/upload`,
      {
        config: MANAGE,
        schema: {
          tags: TAGS,
          summary: `Upload one office's ${kind} deductions of a month (xlsx body); all rows or none, in background`,
          querystring: DeductionOfficeMonthQuery,
          response: { 200: DeductionUploadAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const q = request.query;
        await service.assertKantor(q.kantor_id);
        await service.assertOpen(kind, q.tahun, q.bulan);
        return queueUpload(
          ctx,
          { kind, kantorId: q.kantor_id, tahun: q.tahun, bulan: q.bulan },
          { ...actorOf(request), userId: requireAuth(request).userId },
          request.body,
        );
      },
    );
}

export async function potonganRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPotonganJobs(ctx);
  const service = new PotonganService(ctx);
  for (const kind of DEDUCTION_KINDS) deductionRoutes(app, ctx, service, kind);
  await app.register(uploadRoutes, { ctx });
}
