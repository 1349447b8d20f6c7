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
 * Registers (exclude lists, dispensations, temporary locations): ../absen-registers.
 */
import type { FastifyInstance } from 'fastify';
import type { AbsenCheckInput } from '@portal/domain';
import { DateTime } from 'luxon';
import { requireAuth } from '../../platform/auth/guard.js';
import type { ModuleOptions } from '../../platform/context.js';
import { validateWith } from '../../platform/errors.js';
import { pagedSchema, pageQueryProperties } from '../../platform/paging.js';
import { errorResponses } from '../../platform/schemas.js';
import { selectHandler, selectorSchema } from '../../platform/selectors.js';
import { ABSEN_SORT_COLUMNS } from './absen.repo.js';
import { AbsenService, ZONE, type DailyParams } from './absen.service.js';
import { POLICY } from '../../platform/domain.js';

const employee = { policy: POLICY.employee };
/** Lists: employees (own rows) and the attendance/HR admins (everyone). */
const readers = { policy: POLICY.readAttendance };
const sortColumns = Object.keys(ABSEN_SORT_COLUMNS);
const date = { type: 'string', format: 'date' } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const tahun = { type: 'integer', minimum: 2000, maximum: 2100 } as const;
const bulan = { type: 'integer', minimum: 1, maximum: 12 } as const;
const LIST_EVENTS = ['index_array_pegawai_absen', 'indexPegawaiActivity', 'error'] as const;

const checkBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    jenis: { type: 'string', enum: ['masuk', 'pulang'] },
    latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
    longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
    accuracy: { type: ['number', 'null'], minimum: 0, maximum: 100_000 },
    mocked: { type: 'boolean' },
  },
  required: ['jenis'],
} as const;

const rowSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    pegawai_id: { type: 'integer' },
    pegawai_nama: { type: 'string' },
    npp: { type: 'string' },
    jabatan_nama: { type: ['string', 'null'] },
    kantor_id: { type: ['integer', 'null'] },
    kantor_nama: { type: ['string', 'null'] },
    lokasi_temporer_nama: { type: ['string', 'null'] },
    tanggal: { type: 'string' },
    waktu: { type: 'string' },
    jenis: { type: 'string' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    accuracy_m: { type: ['number', 'null'] },
    mocked: { type: 'boolean' },
    sumber: { type: 'string' },
  },
} as const;

const dailyQueryProperties = {
  ...pageQueryProperties,
  event: selectorSchema(LIST_EVENTS),
  date,
  tahun,
  bulan,
  pegawai_id: id,
  kantor_id: id,
  kantor_induk_id: id,
  jabatan_name: { type: 'string', maxLength: 100 },
  mocked: { type: 'boolean' },
  jenis: { type: 'string', enum: ['masuk', 'pulang'] },
  sortby: { type: 'string', enum: sortColumns },
  sortbydesc: { type: 'string', enum: sortColumns },
  dateStart: date,
  dateEnd: date,
  pegawaiId: id,
} as const;

const activityQuerySchema = {
  type: 'object',
  properties: { ...pageQueryProperties, dateStart: date, dateEnd: date, pegawaiId: id },
  required: ['dateStart', 'dateEnd'],
} as const;

type DailyQuery = DailyParams & { event?: string; pegawaiId?: number };
type ActivityQuery = { dateStart: string; dateEnd: string; pegawaiId?: number; page: number; per_page: number };

const dayCheckSchema = {
  type: 'object',
  properties: {
    masuk: { type: ['string', 'null'] },
    pulang: { type: ['string', 'null'] },
    izin_jenis_id: { type: ['integer', 'null'] },
  },
} as const;

export async function absenRoutes(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const service = new AbsenService(ctx);

  app.post<{ Body: AbsenCheckInput }>(
    '/api/absen',
    {
      config: employee,
      schema: {
        tags: ['absen'],
        summary: 'Check in (jenis masuk) or out (pulang) at the given position',
        description:
          'Accepted under a dispensation (no position needed), inside an allowed office geofence, or inside a temporary location valid today. Refusal: 422 with `errors.absen` = every reason (Indonesian). The same check within 60 s is recorded once (`duplicate: true`).',
        body: checkBodySchema,
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, duplicate: { type: 'boolean' }, data: rowSchema },
            required: ['message', 'duplicate', 'data'],
          },
          409: errorResponses[422],
          ...errorResponses,
        },
      },
    },
    async (request) => service.check(requireAuth(request), request.body),
  );

  const dailyHandler = async (request: { query: DailyQuery } & Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    const { event, ...q } = request.query;
    if (event === undefined) return service.daily(auth, q);
    return selectHandler(event, {
      index_array_pegawai_absen: async () => ({ data: await service.pegawaiIdsWithAbsen(auth, q) }),
      indexPegawaiActivity: async () =>
        service.activity(auth, validateWith<ActivityQuery>(request, activityQuerySchema, { ...q })),
      error: async () => service.errors(auth, q),
    })();
  };
  const dailySchema = {
    tags: ['absen'],
    summary: 'Daily attendance list (paged, filters, sort); an employee sees own rows, admins (1, 9, 57, 59) everyone',
    description:
      'event=index_array_pegawai_absen: `{ data: pegawai ids }` with a live check under the filters. event=indexPegawaiActivity: dateStart, dateEnd, pegawaiId. event=error: refused check-ins (paged, newest first; filters date or tahun/bulan, pegawai_id, kantor_id, search, mocked) with their `messages`.',
    querystring: { type: 'object', properties: dailyQueryProperties },
    response: { ...errorResponses },
  };
  app.get<{ Querystring: DailyQuery }>(
    '/api/sdm/pegawai/x/absen',
    { config: readers, schema: dailySchema },
    dailyHandler,
  );
  app.get<{ Querystring: DailyQuery }>(
    '/api/sdm/pegawai/x/absen/x/harian',
    { config: readers, schema: dailySchema },
    dailyHandler,
  );

  app.get<{ Querystring: ActivityQuery }>(
    '/api/sdm/pegawai/x/absen/activity',
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary: 'Check events of one employee in a date range (own only for non-admins)',
        querystring: activityQuerySchema,
        response: { 200: pagedSchema(rowSchema), ...errorResponses },
      },
    },
    async (request) => service.activity(requireAuth(request), request.query),
  );

  app.get<{ Querystring: { tahun?: number; bulan?: number } }>(
    '/api/sdm/pegawai/x/absen/calendar',
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary:
          'The caller’s own month: first check-in, last check-out and approved leave per day (default: this month)',
        querystring: { type: 'object', properties: { tahun, bulan } },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: { type: 'object', properties: { tanggal: { type: 'string' }, ...dayCheckSchema.properties } },
              },
            },
          },
          ...errorResponses,
        },
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

  app.get<{ Params: { kantor_id: number; tahun: number; bulan: number } }>(
    '/api/sdm/pegawai/x/absen/:kantor_id/:tahun/:bulan',
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary:
          'Monthly matrix of an office: every active employee × day (admins any office, others their own office)',
        params: {
          type: 'object',
          properties: { kantor_id: id, tahun, bulan },
          required: ['kantor_id', 'tahun', 'bulan'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  kantor: { type: 'object', properties: { id: { type: 'integer' }, nama: { type: 'string' } } },
                  tahun: { type: 'integer' },
                  bulan: { type: 'integer' },
                  days: { type: 'integer' },
                  data: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        pegawai_id: { type: 'integer' },
                        pegawai_nama: { type: 'string' },
                        npp: { type: 'string' },
                        jabatan_nama: { type: ['string', 'null'] },
                        hari: { type: 'object', additionalProperties: dayCheckSchema },
                        total_hadir: { type: 'integer' },
                      },
                    },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
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

  app.get<{ Querystring: { page: number; per_page: number; search?: string } }>(
    '/api/absen/kantor',
    {
      config: readers,
      schema: {
        tags: ['absen'],
        summary: 'Attendance offices (is_kantor_absen) with coordinates and radius; paged, search on nama/kode',
        querystring: { type: 'object', properties: pageQueryProperties },
        response: {
          200: pagedSchema({
            type: 'object',
            properties: {
              id: { type: 'integer' },
              nama: { type: 'string' },
              kode: { type: ['string', 'null'] },
              latitude: { type: ['number', 'null'] },
              longitude: { type: ['number', 'null'] },
              radius_m: { type: 'integer' },
              is_allow_absence: { type: 'boolean' },
              kantor_induk_nama: { type: ['string', 'null'] },
            },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.kantor(request.query),
  );

  app.get(
    '/api/general/users/x/lokasi_absen',
    {
      config: employee,
      schema: {
        tags: ['absen'],
        summary: 'Where the signed-in user may check in today: offices, temporary locations, dispensation, exclusion',
        response: { ...errorResponses },
      },
    },
    async (request) => ({ data: await service.lokasiAbsen(requireAuth(request)) }),
  );
}
