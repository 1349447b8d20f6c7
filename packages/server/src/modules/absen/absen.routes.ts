/**
 * Attendance check-in/out with geofence and the daily lists (spec /api/absen, /sdm/pegawai/x/absen).
 *   POST /api/absen                                   role 10: check in/out → 'Absen created' (422 with reasons)
 *   GET  /api/sdm/pegawai/x/absen (= /x/harian)       daily list; events index_array_pegawai_absen, indexPegawaiActivity,
 *                                                     error (refused check-ins)
 *   GET  /api/sdm/pegawai/x/absen/calendar            own month (checks + approved leave)
 *   GET  /api/sdm/pegawai/x/absen/activity            dateStart, dateEnd, pegawaiId
 *   GET  /api/sdm/pegawai/x/absen/{kantor_id}/{tahun}/{bulan}   monthly matrix of an office
 *   GET  /api/absen/kantor                            attendance offices with coordinates and radius
 *   GET  /api/general/users/x/lokasi_absen            where the signed-in user may check in today
 * Registers (exclude lists, dispensations, temporary locations): ../absen-registers. Contracts in
 * @portal/contracts (absen.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ABSEN_CHECK_PATH,
  ABSEN_KANTOR_PATH,
  ABSEN_PATH,
  AbsenActivityQuery,
  AbsenCalendarAnswer,
  AbsenCalendarQuery,
  AbsenCheckAnswer,
  AbsenCheckInput,
  AbsenErrorListAnswer,
  AbsenKantorListAnswer,
  AbsenKantorQuery,
  AbsenListAnswer,
  AbsenListGetAnswer,
  AbsenListQuery,
  AbsenMatrixAnswer,
  AbsenMatrixParams,
  AbsenPegawaiIdsAnswer,
  LOKASI_ABSEN_PATH,
  LokasiAbsenAnswer,
  type AbsenListEvent,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import type { TSchema } from 'typebox';
import { requireAuth, type AuthContext } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { validateContract } from '../../platform/errors.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler } from '../../platform/selectors.js';
import { AbsenService, ZONE } from './absen.service.js';

const employee = { policy: POLICY.employee };
/** Lists: employees (own rows) and the attendance/HR admins (everyone). */
const readers = { policy: POLICY.readAttendance };

/** A list event: its answer's schema (its serializer, rather than a guess among the route's union) and its handler. */
interface ListEvent {
  answer: Readonly<Record<string, unknown>>;
  run(request: FastifyRequest, auth: AuthContext, query: Omit<AbsenListQuery, 'event'>): Promise<AbsenListGetAnswer>;
}

/** An answer schema as the serializer compiler takes it; built once, so its compiled function is reused. */
const serializable = (schema: TSchema): Readonly<Record<string, unknown>> => ({ ...schema });
const LIST_ANSWER = serializable(AbsenListAnswer);

export async function absenRoutes(fastify: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = new AbsenService(ctx);

  app.post(
    ABSEN_CHECK_PATH,
    {
      config: employee,
      schema: {
        tags: ['absen'],
        summary: 'Check in (jenis masuk) or out (pulang) at the given position',
        description:
          'Accepted under a dispensation (no position needed), inside an allowed office geofence, or inside a temporary location valid today. Refusal: 422 with `errors.absen` = every reason (Indonesian). The same check within 60 s is recorded once (`duplicate: true`).',
        body: AbsenCheckInput,
        response: { 200: AbsenCheckAnswer, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => service.check(requireAuth(request), request.body),
  );

  const listEvents: Record<AbsenListEvent, ListEvent> = {
    index_array_pegawai_absen: {
      answer: serializable(AbsenPegawaiIdsAnswer),
      run: async (_request, auth, q) => ({ data: await service.pegawaiIdsWithAbsen(auth, q) }),
    },
    indexPegawaiActivity: {
      answer: LIST_ANSWER,
      run: (request, auth, q) => service.activity(auth, validateContract(request, AbsenActivityQuery, { ...q })),
    },
    error: { answer: serializable(AbsenErrorListAnswer), run: (_request, auth, q) => service.errors(auth, q) },
  };
  for (const path of [ABSEN_PATH, `${ABSEN_PATH}/x/harian`]) {
    app.get(
      path,
      {
        config: readers,
        schema: {
          tags: ['absen'],
          summary:
            'Daily attendance list (paged, filters, sort); an employee sees own rows, admins (1, 9, 57, 59) everyone',
          description:
            'event=index_array_pegawai_absen: `{ data: pegawai ids }` with a live check under the filters. event=indexPegawaiActivity: dateStart, dateEnd, pegawaiId. event=error: refused check-ins (paged, newest first; filters date or tahun/bulan, pegawai_id, kantor_id, search, mocked) with their `messages`.',
          querystring: AbsenListQuery,
          response: { 200: AbsenListGetAnswer, ...errorResponses },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { event, ...q } = request.query;
        const chosen: ListEvent =
          event === undefined
            ? { answer: LIST_ANSWER, run: () => service.daily(auth, q) }
            : selectHandler(event, listEvents);
        const answer = await chosen.run(request, auth, q);
        reply.serializer(reply.compileSerializationSchema(chosen.answer, '200'));
        return answer;
      },
    );
  }

  app.get(
    `${ABSEN_PATH}/activity`,
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary: 'Check events of one employee in a date range (own only for non-admins)',
        querystring: AbsenActivityQuery,
        response: { 200: AbsenListAnswer, ...errorResponses },
      },
    },
    async (request) => service.activity(requireAuth(request), request.query),
  );

  app.get(
    `${ABSEN_PATH}/calendar`,
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary:
          'The caller’s own month: first check-in, last check-out and approved leave per day (default: this month)',
        querystring: AbsenCalendarQuery,
        response: { 200: AbsenCalendarAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const today = DateTime.now().setZone(ZONE);
      return {
        data: await service.calendar(
          requireAuth(request),
          request.query.tahun ?? today.year,
          request.query.bulan ?? today.month,
        ),
      };
    },
  );

  app.get(
    `${ABSEN_PATH}/:kantor_id/:tahun/:bulan`,
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary:
          'Monthly matrix of an office: every active employee × day (admins any office, others their own office)',
        params: AbsenMatrixParams,
        response: { 200: AbsenMatrixAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      data: await service.matrix(
        requireAuth(request),
        request.params.kantor_id,
        request.params.tahun,
        request.params.bulan,
      ),
    }),
  );

  app.get(
    ABSEN_KANTOR_PATH,
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary: 'Attendance offices (is_kantor_absen) with coordinates and radius; paged, search on nama/kode',
        querystring: AbsenKantorQuery,
        response: { 200: AbsenKantorListAnswer, ...errorResponses },
      },
    },
    async (request) => service.kantor(request.query),
  );

  app.get(
    LOKASI_ABSEN_PATH,
    {
      config: employee,
      schema: {
        tags: ['absen'],
        summary: 'Where the signed-in user may check in today: offices, temporary locations, dispensation, exclusion',
        response: { 200: LokasiAbsenAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await service.lokasiAbsen(requireAuth(request)) }),
  );
}
