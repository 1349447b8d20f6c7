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
 * Contracts in @portal/contracts (absen-reports.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ABSEN_REPORT_PATH as PATH,
  AbsenAkumulasiAnswer,
  AbsenDeleteDoublesAnswer,
  AbsenDeletedListAnswer,
  AbsenDoubleListAnswer,
  AbsenExportListAnswer,
  AbsenJobAnswer,
  AbsenMonthQuery,
  AbsenPeriodBody,
  AbsenPeriodQuery,
  AbsenRenewAnswer,
  AbsenReportAnswer,
  AbsenReportGetAnswer,
  AbsenReportPostBody,
  AbsenReportPutAnswer,
  AbsenReportPutBody,
  AbsenReportQuery,
  AbsenRestoreAnswer,
  AbsenRestoreBody,
  AbsenRincianAnswer,
  AbsenYearReportInput,
  type ABSEN_REPORT_POST_EVENTS,
  type ABSEN_REPORT_PUT_EVENTS,
  type AbsenReportEvent,
} from '@portal/contracts';
import type { PolicyRule } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import { actorOf } from '../../platform/audit.js';
import { assertAccess, requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract, validationError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { ABSEN_YEAR_REPORT_MESSAGE } from './absen-domain.js';
import {
  ABSEN_EXPORT_JOB,
  ABSEN_YEAR_REPORT_JOB,
  queueAbsenJob,
  registerAbsenReportJobs,
} from './absen-report-jobs.js';
import { AbsenReportsService, checkPeriod } from './absen-reports.service.js';

const EMPLOYEE = POLICY.employee;

/** An event: its role rule, its answer's schema (its serializer, rather than a guess among the route's union), its handler. */
interface Event<Q, A> {
  access: PolicyRule;
  answer: Readonly<Record<string, unknown>>;
  run(request: FastifyRequest, input: Q): Promise<A>;
}

/** An answer schema as the serializer compiler takes it; built once, so its compiled function is reused. */
const serializable = (schema: TSchema): Readonly<Record<string, unknown>> => ({ ...schema });

/** Runs a chosen event: its role rule first, then the handler; its answer with its own serializer. */
async function runEvent<Q, A>(request: FastifyRequest, reply: FastifyReply, event: Event<Q, A>, input: Q): Promise<A> {
  assertAccess(request, event.access);
  const answer = await event.run(request, input);
  reply.serializer(reply.compileSerializationSchema(event.answer, '200'));
  return answer;
}

/**
 * The event's own query: 422 naming every missing parameter it requires (`tahun wajib diisi`),
 * then checked and typed by its contract (a copy: request.query stays as it came).
 */
function eventQuery<S extends TObject>(request: FastifyRequest, schema: S, query: AbsenReportQuery): Static<S> {
  const present: Readonly<Record<string, unknown>> = query;
  const missing = schema.required.filter((n) => present[n] === undefined);
  if (missing.length) throw validationError(Object.fromEntries(missing.map((n) => [n, [`${n} wajib diisi`]])));
  return validateContract(request, schema, { ...query });
}

export async function absenReportsRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerAbsenReportJobs(ctx);
  const service = new AbsenReportsService(ctx);

  const month = (request: FastifyRequest, q: AbsenReportQuery) => eventQuery(request, AbsenMonthQuery, q);
  const period = (request: FastifyRequest, q: AbsenReportQuery) => eventQuery(request, AbsenPeriodQuery, q);
  const listEvents: Record<AbsenReportEvent, Event<AbsenReportQuery, AbsenReportGetAnswer>> = {
    index_report: {
      access: EMPLOYEE,
      answer: serializable(AbsenReportAnswer),
      run: (r, q) => service.monthReport(requireAuth(r), month(r, q)),
    },
    index_rincian: {
      access: EMPLOYEE,
      answer: serializable(AbsenRincianAnswer),
      run: async (r, q) => {
        const report = await service.monthReport(requireAuth(r), { ...month(r, q), page: 1, per_page: 1 });
        return { data: report.data[0] ?? null, summary: report.summary };
      },
    },
    indexAkumulasi: {
      access: EMPLOYEE,
      answer: serializable(AbsenAkumulasiAnswer),
      run: (r, q) => service.akumulasi(requireAuth(r), period(r, q)),
    },
    index_double: {
      access: POLICY.fixDoubleAttendance,
      answer: serializable(AbsenDoubleListAnswer),
      run: (r, q) => service.doubles(period(r, q)),
    },
    index_deleted: {
      access: POLICY.restoreDeletedAttendance,
      answer: serializable(AbsenDeletedListAnswer),
      run: (r, q) => service.deleted(period(r, q)),
    },
    index_export_excel: {
      access: POLICY.exportAttendance,
      answer: serializable(AbsenExportListAnswer),
      run: (r, q) => service.exportRows(period(r, q)),
    },
  };

  app.get(
    PATH,
    {
      config: { authenticated: true },
      // Roles per event (checked in the handler): the admin lists are not the employee's.
      schema: {
        tags: ['absen'],
        summary:
          "Attendance reports by event: index_report (default; tahun, bulan), index_rincian, indexAkumulasi, index_double, index_deleted, index_export_excel (the export's rows, paged) (date_start, date_end)",
        querystring: AbsenReportQuery,
        response: { 200: AbsenReportGetAnswer, ...errorResponses },
      },
    },
    async (request, reply) =>
      runEvent(request, reply, selectHandler(request.query.event ?? 'index_report', listEvents), request.query),
  );

  app.post(
    `${PATH}_year`,
    {
      config: { policy: EMPLOYEE },
      schema: {
        tags: ['absen'],
        summary:
          'Year report (10): queues the xlsx of every month of tahun for the scope; answers the spec message and the job id',
        body: AbsenYearReportInput,
        response: { 200: AbsenJobAnswer, ...errorResponses },
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

  const createEvents: Record<(typeof ABSEN_REPORT_POST_EVENTS)[number], Event<unknown, AbsenJobAnswer>> = {
    export: {
      access: POLICY.exportAttendance,
      answer: serializable(AbsenJobAnswer),
      run: async (request, input) => {
        const body = validateContract(request, AbsenPeriodBody, input);
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

  app.post(
    PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['absen'],
        summary:
          'Create events: export (1, 59, 9, 4, 57; date_start, date_end, kantor_id?, pegawai_id?) queues the xlsx of the daily records',
        body: AbsenReportPostBody,
        response: { 200: AbsenJobAnswer, ...errorResponses },
      },
    },
    async (request, reply) => runEvent(request, reply, selectHandler(request.body?.event, createEvents), request.body),
  );

  const updateEvents: Record<(typeof ABSEN_REPORT_PUT_EVENTS)[number], Event<unknown, AbsenReportPutAnswer>> = {
    renew: {
      access: POLICY.renewAttendance,
      answer: serializable(AbsenRenewAnswer),
      run: (request, input) => service.renew(actorOf(request), validateContract(request, AbsenPeriodBody, input)),
    },
    update_delete_double: {
      access: POLICY.fixDoubleAttendance,
      answer: serializable(AbsenDeleteDoublesAnswer),
      run: (request, input) =>
        service.deleteDoubles(actorOf(request), validateContract(request, AbsenPeriodBody, input)),
    },
    update_set_active: {
      access: POLICY.restoreDeletedAttendance,
      answer: serializable(AbsenRestoreAnswer),
      run: (request, input) =>
        service.restore(actorOf(request), validateContract(request, AbsenRestoreBody, input).ids),
    },
  };

  app.put(
    PATH,
    {
      config: { authenticated: true },
      schema: {
        tags: ['absen'],
        summary:
          'Events: renew (59, 9; period) brings rows back in line with their delete requests (released, deleted, held counts); update_delete_double (1; period) keeps the earliest of each double and soft-deletes the rest; update_set_active (59, 9; ids) restores deleted rows',
        body: AbsenReportPutBody,
        response: { 200: AbsenReportPutAnswer, ...errorResponses },
      },
    },
    async (request, reply) => runEvent(request, reply, selectHandler(request.body?.event, updateEvents), request.body),
  );
}
