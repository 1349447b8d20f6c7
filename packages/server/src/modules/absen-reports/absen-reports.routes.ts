/**
 * Attendance reports (spec section 7 "/sdm/pegawai/x/absen": GET /x/report, POST /x/report_year;
 * list selectors index_report, index_rincian, indexAkumulasi, index_double, index_deleted;
 * events renew, update_delete_double, update_set_active; index_export_excel; export through the job service). ADR 0017.
 *   GET  /api/sdm/pegawai/x/absen/x/report        event (default index_report), per event roles:
 *        index_report, index_rincian, indexAkumulasi (10; own rows unless 1/57/59/9),
 *        index_double (1), index_deleted (59, 9), index_export_excel (1, 59, 9, 4, 57)
 *   POST /api/sdm/pegawai/x/absen/x/report_year    (10) queues the year report → spec message
 *   POST /api/sdm/pegawai/x/absen/x/report         event export (1, 59, 9, 4, 57) queues the xlsx
 *   PUT  /api/sdm/pegawai/x/absen/x/report         event update_delete_double (1), update_set_active (59, 9),
 *        renew (59, 9; period): rows brought back in line with their delete requests
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/audit.js';
import type { PolicyRule } from '@portal/domain';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import { POLICY } from '../../platform/domain.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith, validationError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { ABSEN_YEAR_REPORT_MESSAGE } from './absen-domain.js';
import {
  ABSEN_EXPORT_JOB,
  ABSEN_YEAR_REPORT_JOB,
  queueAbsenJob,
  registerAbsenReportJobs,
} from './absen-report-jobs.js';
import { AbsenReportsService, checkPeriod, type MonthQuery, type PeriodQuery } from './absen-reports.service.js';

const PATH = '/api/sdm/pegawai/x/absen/x/report';
const EMPLOYEE = POLICY.employee;
/** One office of ~500 employees fits one page of the report. */
const REPORT_MAX_PER_PAGE = 500;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const date = { type: 'string', format: 'date' } as const;
const tahun = { type: 'integer', minimum: 2000, maximum: 2100 } as const;

type ReportQuery = Partial<MonthQuery & PeriodQuery> & { event?: string; page: number; per_page: number };

interface ListEvent {
  access: PolicyRule;
  required: (keyof ReportQuery)[];
  run(request: FastifyRequest<{ Querystring: ReportQuery }>): Promise<unknown>;
}

/** 422 naming every missing parameter of the chosen event. */
function requireParams(q: ReportQuery, names: (keyof ReportQuery)[]): void {
  const missing = names.filter((n) => q[n] === undefined);
  if (missing.length) throw validationError(Object.fromEntries(missing.map((n) => [n, [`${n} wajib diisi`]])));
}

const looseData = { type: 'object', additionalProperties: true } as const;
const jobAnswer = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', properties: { job_id: { type: 'string' } } } },
  required: ['message'],
} as const;

export async function absenReportsRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  registerAbsenReportJobs(ctx);
  const service = new AbsenReportsService(ctx);

  const listEvents: Record<string, ListEvent> = {
    index_report: {
      access: EMPLOYEE,
      required: ['tahun', 'bulan'],
      run: (r) => service.monthReport(requireAuth(r), r.query as MonthQuery),
    },
    index_rincian: {
      access: EMPLOYEE,
      required: ['tahun', 'bulan'],
      run: async (r) => {
        const report = await service.monthReport(requireAuth(r), { ...(r.query as MonthQuery), page: 1, per_page: 1 });
        return { data: report.data[0] ?? null, summary: report.summary };
      },
    },
    indexAkumulasi: {
      access: EMPLOYEE,
      required: ['date_start', 'date_end'],
      run: (r) => service.akumulasi(requireAuth(r), r.query as PeriodQuery),
    },
    index_double: {
      access: POLICY.fixDoubleAttendance,
      required: ['date_start', 'date_end'],
      run: (r) => service.doubles(r.query as PeriodQuery),
    },
    index_deleted: {
      access: POLICY.restoreDeletedAttendance,
      required: ['date_start', 'date_end'],
      run: (r) => service.deleted(r.query as PeriodQuery),
    },
    index_export_excel: {
      access: POLICY.exportAttendance,
      required: ['date_start', 'date_end'],
      run: (r) => service.exportRows(r.query as PeriodQuery),
    },
  };

  app.get<{ Querystring: ReportQuery }>(
    PATH,
    {
      config: { authenticated: true },
      // Roles per event (checked in the handler): the admin lists are not the employee's.
      schema: {
        tags: ['absen'],
        summary:
          "Attendance reports by event: index_report (default; tahun, bulan), index_rincian, indexAkumulasi, index_double, index_deleted, index_export_excel (the export's rows, paged) (date_start, date_end)",
        querystring: {
          type: 'object',
          properties: {
            event: selectorSchema(Object.keys(listEvents)),
            page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: REPORT_MAX_PER_PAGE, default: 10 },
            search: { type: 'string', maxLength: 100 },
            tahun,
            bulan: { type: 'integer', minimum: 1, maximum: 12 },
            date_start: date,
            date_end: date,
            kantor_id: id,
            pegawai_id: id,
          },
        },
        response: { 200: looseData, ...errorResponses },
      },
    },
    async (request) => {
      const event = selectHandler(request.query.event ?? 'index_report', listEvents);
      assertAccess(request, event.access);
      requireParams(request.query, event.required);
      return event.run(request);
    },
  );

  app.post<{ Body: { tahun: number; kantor_id?: number; pegawai_id?: number } }>(
    `${PATH}_year`,
    {
      config: { policy: EMPLOYEE },
      schema: {
        tags: ['absen'],
        summary:
          'Year report (10): queues the xlsx of every month of tahun for the scope; answers the spec message and the job id',
        body: { type: 'object', properties: { tahun, kantor_id: id, pegawai_id: id }, required: ['tahun'] },
        response: { 200: jobAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = await service.scopeFor(auth, request.body);
      return queueAbsenJob(
        ctx,
        ABSEN_YEAR_REPORT_JOB,
        { tahun: request.body.tahun, scope },
        { ...actorOf(request), userId: auth.userId },
        ABSEN_YEAR_REPORT_MESSAGE,
      );
    },
  );

  const periodBody = {
    type: 'object',
    properties: { event: { type: 'string' }, date_start: date, date_end: date, kantor_id: id, pegawai_id: id },
    required: ['date_start', 'date_end'],
  } as const;
  type PeriodBody = { date_start: string; date_end: string; kantor_id?: number; pegawai_id?: number };

  const createEvents = {
    export: {
      access: POLICY.exportAttendance,
      run: async (request: FastifyRequest) => {
        const body = validateWith<PeriodBody>(request, periodBody, request.body);
        const filter = {
          ...checkPeriod(body.date_start, body.date_end),
          kantorId: body.kantor_id,
          pegawaiId: body.pegawai_id,
        };
        return queueAbsenJob(
          ctx,
          ABSEN_EXPORT_JOB,
          { filter },
          { ...actorOf(request), userId: requireAuth(request).userId },
          'Export absensi created, menunggu proses selesai.',
        );
      },
    },
  };

  app.post<{ Body: { event?: string } }>(
    PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['absen'],
        summary:
          'Create events: export (1, 59, 9, 4, 57; date_start, date_end, kantor_id?, pegawai_id?) queues the xlsx of the daily records',
        body: {
          type: 'object',
          properties: { event: selectorSchema(Object.keys(createEvents)) },
          additionalProperties: true,
        },
        response: { 200: jobAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const event = selectHandler(request.body?.event, createEvents);
      assertAccess(request, event.access);
      return event.run(request);
    },
  );

  const restoreBody = {
    type: 'object',
    properties: {
      event: { type: 'string' },
      ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
    },
    required: ['ids'],
  } as const;

  const updateEvents = {
    renew: {
      access: POLICY.renewAttendance,
      run: (request: FastifyRequest) =>
        service.renew(actorOf(request), validateWith<PeriodBody>(request, periodBody, request.body)),
    },
    update_delete_double: {
      access: POLICY.fixDoubleAttendance,
      run: (request: FastifyRequest) =>
        service.deleteDoubles(actorOf(request), validateWith<PeriodBody>(request, periodBody, request.body)),
    },
    update_set_active: {
      access: POLICY.restoreDeletedAttendance,
      run: (request: FastifyRequest) =>
        service.restore(actorOf(request), validateWith<{ ids: string[] }>(request, restoreBody, request.body).ids),
    },
  };

  app.put<{ Body: { event?: string } }>(
    PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['absen'],
        summary:
          'Events: renew (59, 9; period) brings rows back in line with their delete requests (released, deleted, held counts); update_delete_double (1; period) keeps the earliest of each double and soft-deletes the rest; update_set_active (59, 9; ids) restores deleted rows',
        body: {
          type: 'object',
          properties: { event: selectorSchema(Object.keys(updateEvents)) },
          additionalProperties: true,
        },
        response: { 200: looseData, ...errorResponses },
      },
    },
    async (request) => {
      const event = selectHandler(request.body?.event, updateEvents);
      assertAccess(request, event.access);
      return event.run(request);
    },
  );
}
