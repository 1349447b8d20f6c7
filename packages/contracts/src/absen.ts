/**
 * Attendance check-in/out and its lists (spec /api/absen, /sdm/pegawai/x/absen; ADR 0012): the
 * check, the daily list and its events (index_array_pegawai_absen, indexPegawaiActivity, error),
 * the activity, the own calendar, the monthly matrix of an office, the attendance offices and
 * where the caller may check in today. Registers: absen-registers.ts; reports: absen-reports.ts.
 */
import { Type, type Static } from 'typebox';
import {
  Nullable,
  NullableInteger,
  NullableString,
  Paged,
  PageQuery,
  Selector,
  SortQuery,
  StringEnum,
} from './common.js';
import { Bulan, DateOnly, NullableNumber, RowId, Tahun } from './fields.js';

export const ABSEN_CHECK_PATH = '/api/absen';
export const ABSEN_PATH = '/api/sdm/pegawai/x/absen';
export const ABSEN_KANTOR_PATH = '/api/absen/kantor';
export const LOKASI_ABSEN_PATH = '/api/general/users/x/lokasi_absen';

export const ABSEN_JENIS = ['masuk', 'pulang'] as const;
/** 'masuk' (check-in) or 'pulang' (check-out). */
export const AbsenJenis = StringEnum(ABSEN_JENIS);
export type AbsenJenis = Static<typeof AbsenJenis>;

/** How a check was accepted: an office geofence, a temporary location, or a dispensation. */
export const AbsenSumber = StringEnum(['kantor', 'temporer', 'dispensasi']);
export type AbsenSumber = Static<typeof AbsenSumber>;

/** POST /api/absen: one check-in/out at the browser's position. */
export const AbsenCheckInput = Type.Object(
  {
    jenis: AbsenJenis,
    latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    /** Metres, as the browser reports it. */
    accuracy: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000 }))),
    /** The client believes the position is faked (client-reported; see ADR 0012). */
    mocked: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AbsenCheckInput = Static<typeof AbsenCheckInput>;

/** One check as it was made (stored or refused): the day and moment, which check, where, whether mocked. */
const CheckProperties = {
  /** YYYY-MM-DD, Asia/Jakarta. */
  tanggal: Type.String(),
  /** ISO timestamp. */
  waktu: Type.String(),
  jenis: AbsenJenis,
  latitude: NullableNumber,
  longitude: NullableNumber,
  accuracy_m: NullableNumber,
  mocked: Type.Boolean(),
};

/** One check event as lists show it. */
export const AbsenRow = Type.Object({
  id: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  npp: Type.String(),
  jabatan_nama: NullableString,
  kantor_id: NullableInteger,
  kantor_nama: NullableString,
  lokasi_temporer_nama: NullableString,
  ...CheckProperties,
  sumber: AbsenSumber,
});
export type AbsenRow = Static<typeof AbsenRow>;

/** POST /api/absen answer: `duplicate` when the same check was already recorded within the minute. */
export const AbsenCheckAnswer = Type.Object({ message: Type.String(), duplicate: Type.Boolean(), data: AbsenRow });
export type AbsenCheckAnswer = Static<typeof AbsenCheckAnswer>;

export const ABSEN_SORT_COLUMNS = ['waktu', 'tanggal', 'pegawai_nama', 'kantor_nama', 'jenis'] as const;
export type AbsenSortColumn = (typeof ABSEN_SORT_COLUMNS)[number];

/** Filters of the refused check-ins (event=error), a subset of the daily list's. */
const errorFilters = {
  /** YYYY-MM-DD */
  date: Type.Optional(DateOnly),
  tahun: Type.Optional(Tahun),
  bulan: Type.Optional(Bulan),
  pegawai_id: Type.Optional(RowId),
  kantor_id: Type.Optional(RowId),
  mocked: Type.Optional(Type.Boolean()),
};

/** Query of the daily list GET /api/sdm/pegawai/x/absen (also /x/harian). */
export const AbsenDailyQuery = Type.Object({
  ...PageQuery,
  ...errorFilters,
  /** Every office whose kantor induk is this one, and the induk itself. */
  kantor_induk_id: Type.Optional(RowId),
  jabatan_name: Type.Optional(Type.String({ maxLength: 100 })),
  jenis: Type.Optional(AbsenJenis),
  ...SortQuery(ABSEN_SORT_COLUMNS),
});
export type AbsenDailyQuery = Static<typeof AbsenDailyQuery>;

/** Query of the refused check-ins list (event=error); newest first. */
export const AbsenErrorQuery = Type.Object({ ...PageQuery, ...errorFilters });
export type AbsenErrorQuery = Static<typeof AbsenErrorQuery>;

/** GET …/x/absen/activity (and event indexPegawaiActivity): one employee's checks in a date range. */
export const AbsenActivityQuery = Type.Object({
  ...PageQuery,
  dateStart: DateOnly,
  dateEnd: DateOnly,
  pegawaiId: Type.Optional(RowId),
});
export type AbsenActivityQuery = Static<typeof AbsenActivityQuery>;

export const ABSEN_LIST_EVENTS = ['index_array_pegawai_absen', 'indexPegawaiActivity', 'error'] as const;
export type AbsenListEvent = (typeof ABSEN_LIST_EVENTS)[number];

/** The query of GET /api/sdm/pegawai/x/absen: every event's fields (each event checks its own). */
export const AbsenListQuery = Type.Object({
  ...AbsenDailyQuery.properties,
  event: Type.Optional(Selector(ABSEN_LIST_EVENTS)),
  dateStart: Type.Optional(DateOnly),
  dateEnd: Type.Optional(DateOnly),
  pegawaiId: Type.Optional(RowId),
});
export type AbsenListQuery = Static<typeof AbsenListQuery>;

export const AbsenListAnswer = Paged(AbsenRow);
export type AbsenListAnswer = Static<typeof AbsenListAnswer>;

/** One refused check-in (event=error): no attendance row exists for it. */
export const AbsenErrorRow = Type.Object({
  id: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  npp: Type.String(),
  kantor_nama: NullableString,
  ...CheckProperties,
  /** The refusal reasons the employee was shown. */
  messages: Type.Array(Type.String()),
});
export type AbsenErrorRow = Static<typeof AbsenErrorRow>;

export const AbsenErrorListAnswer = Paged(AbsenErrorRow);

/** event=index_array_pegawai_absen: the employees with a live check under the filters. */
export const AbsenPegawaiIdsAnswer = Type.Object({ data: Type.Array(Type.Integer()) });

/** What GET /api/sdm/pegawai/x/absen answers, by event: the list (also activity), the ids, the refusals. */
export const AbsenListGetAnswer = Type.Union([AbsenListAnswer, AbsenPegawaiIdsAnswer, AbsenErrorListAnswer]);
export type AbsenListGetAnswer = Static<typeof AbsenListGetAnswer>;

/** First check-in and last check-out of a day (ISO timestamps), and approved leave (izin jenis id). */
const dayCheck = { masuk: NullableString, pulang: NullableString, izin_jenis_id: NullableInteger };
export const AbsenDayCheck = Type.Object(dayCheck);
export type AbsenDayCheck = Static<typeof AbsenDayCheck>;

/** One day of the own calendar (GET /api/sdm/pegawai/x/absen/calendar). */
export const AbsenCalendarDay = Type.Object({ tanggal: Type.String(), ...dayCheck });
export type AbsenCalendarDay = Static<typeof AbsenCalendarDay>;

/** The own month; default this month (Asia/Jakarta). */
export const AbsenCalendarQuery = Type.Object({ tahun: Type.Optional(Tahun), bulan: Type.Optional(Bulan) });
export const AbsenCalendarAnswer = Type.Object({ data: Type.Array(AbsenCalendarDay) });
export type AbsenCalendarAnswer = Static<typeof AbsenCalendarAnswer>;

/** One employee's row of the monthly matrix GET /api/sdm/pegawai/x/absen/{kantor_id}/{tahun}/{bulan}. */
export const AbsenMatrixRow = Type.Object({
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  npp: Type.String(),
  jabatan_nama: NullableString,
  /** Keyed by day of month (1…31). */
  hari: Type.Record(Type.String(), AbsenDayCheck),
  total_hadir: Type.Integer(),
});
export type AbsenMatrixRow = Static<typeof AbsenMatrixRow>;

export const AbsenMatrix = Type.Object({
  kantor: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  days: Type.Integer(),
  data: Type.Array(AbsenMatrixRow),
});
export type AbsenMatrix = Static<typeof AbsenMatrix>;

export const AbsenMatrixParams = Type.Object({ kantor_id: RowId, tahun: Tahun, bulan: Bulan });
export const AbsenMatrixAnswer = Type.Object({ data: AbsenMatrix });
export type AbsenMatrixAnswer = Static<typeof AbsenMatrixAnswer>;

/** An attendance office (GET /api/absen/kantor). */
export const AbsenKantorRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  kode: NullableString,
  latitude: NullableNumber,
  longitude: NullableNumber,
  radius_m: Type.Integer(),
  is_allow_absence: Type.Boolean(),
  kantor_induk_nama: NullableString,
});
export type AbsenKantorRow = Static<typeof AbsenKantorRow>;

/** The attendance offices: paged, search on nama/kode. */
export const AbsenKantorQuery = Type.Object(PageQuery);
export type AbsenKantorQuery = Static<typeof AbsenKantorQuery>;
export const AbsenKantorListAnswer = Paged(AbsenKantorRow);

/** Where the signed-in user may check in today (GET /api/general/users/x/lokasi_absen). */
export const LokasiAbsen = Type.Object({
  kantor: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nama: Type.String(),
      latitude: Type.Number(),
      longitude: Type.Number(),
      radius_m: Type.Integer(),
    }),
  ),
  temporer: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nama_lokasi: Type.String(),
      latitude: Type.Number(),
      longitude: Type.Number(),
      radius_m: Type.Integer(),
      tanggal_selesai: Type.String(),
    }),
  ),
  /** A dispensation applies today: no location needed. */
  dispensasi: Type.Boolean(),
  /** The employee or their office is on an exclude list: need not check in. */
  dikecualikan: Type.Boolean(),
});
export type LokasiAbsen = Static<typeof LokasiAbsen>;

export const LokasiAbsenAnswer = Type.Object({ data: LokasiAbsen });
export type LokasiAbsenAnswer = Static<typeof LokasiAbsenAnswer>;
