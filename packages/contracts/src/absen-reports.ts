/**
 * Attendance reports: /api/sdm/pegawai/x/absen/x/report (spec section 7; ADR 0017). GET by event
 * (index_report, index_rincian, indexAkumulasi, index_double, index_deleted, index_export_excel),
 * POST …/x/report_year and POST event export (background jobs), PUT events renew,
 * update_delete_double, update_set_active. How a day is counted and its labels (ABSEN_DAY_LABELS,
 * ABSEN_JAM_MASUK) stay in @portal/domain.
 */
import { Type, type Static } from 'typebox';
import { JobQueuedAnswer, Nullable, NullableInteger, NullableString, Paged, Selector, StringEnum } from './common.js';
import { Bulan, DateOnly, RowId, Tahun } from './fields.js';
import { AbsenJenis, AbsenSumber } from './absen.js';
import { ABSEN_DAY_STATUSES } from './domain-values.js';
import { PegawaiRef } from './pegawai-ref.js';

export const ABSEN_REPORT_PATH = '/api/sdm/pegawai/x/absen/x/report';
/** One office of ~500 employees fits one page of the report. */
export const ABSEN_REPORT_MAX_PER_PAGE = 500;

const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });
const PerPage = Type.Integer({ minimum: 1, maximum: ABSEN_REPORT_MAX_PER_PAGE, default: 10 });
const Search = Type.String({ maxLength: 100 });

/** How one employee's day is counted (ABSEN_DAY_LABELS). */
export const AbsenDayStatusSchema = StringEnum(ABSEN_DAY_STATUSES);

export const AbsenTotals = Type.Object({
  /** Days of the period that are neither weekend nor public holiday. */
  hari_kerja: Type.Integer(),
  hadir: Type.Integer(),
  terlambat: Type.Integer(),
  izin: Type.Integer(),
  libur: Type.Integer(),
  weekend: Type.Integer(),
  alpa: Type.Integer(),
});
export type AbsenTotals = Static<typeof AbsenTotals>;

export const AbsenRincianDay = Type.Object({
  tanggal: Type.String(),
  status: AbsenDayStatusSchema,
  /** First check-in / last check-out, 'HH:mm' Asia/Jakarta. */
  masuk: NullableString,
  pulang: NullableString,
  /** Holiday name for libur. */
  keterangan: NullableString,
});
export type AbsenRincianDay = Static<typeof AbsenRincianDay>;

/** The employee a report row is about: the shared employee reference. */
export const AbsenPegawaiRef = PegawaiRef;
export type AbsenPegawaiRef = PegawaiRef;

export const AbsenReportRow = Type.Object({
  pegawai: AbsenPegawaiRef,
  totals: AbsenTotals,
  rincian: Type.Array(AbsenRincianDay),
});
export type AbsenReportRow = Static<typeof AbsenReportRow>;

/** Sums over every employee of the scope (all pages). */
export const AbsenReportSummary = Type.Object({ ...AbsenTotals.properties, pegawai: Type.Integer() });
export type AbsenReportSummary = Static<typeof AbsenReportSummary>;

/** index_report: one page of employees with their days, and the scope's sums. */
export const AbsenReportAnswer = Type.Object({
  ...Paged(AbsenReportRow).properties,
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  summary: AbsenReportSummary,
});
export type AbsenReportAnswer = Static<typeof AbsenReportAnswer>;

/** index_rincian: the first employee of the scope (or none) and the sums. */
export const AbsenRincianAnswer = Type.Object({
  data: Type.Union([AbsenReportRow, Type.Null()]),
  summary: AbsenReportSummary,
});
export type AbsenRincianAnswer = Static<typeof AbsenRincianAnswer>;

export const AbsenAkumulasiRow = Type.Object({ pegawai: AbsenPegawaiRef, totals: AbsenTotals });
export type AbsenAkumulasiRow = Static<typeof AbsenAkumulasiRow>;

export const AbsenDoubleRow = Type.Object({
  pegawai: AbsenPegawaiRef,
  tanggal: Type.String(),
  jenis: AbsenJenis,
  jumlah: Type.Integer(),
  /** 'HH:mm' of every live row of the group, earliest first (the one kept). */
  waktu: Type.Array(Type.String()),
});
export type AbsenDoubleRow = Static<typeof AbsenDoubleRow>;

export const AbsenDeletedRow = Type.Object({
  id: Type.String(),
  pegawai: AbsenPegawaiRef,
  tanggal: Type.String(),
  jenis: AbsenJenis,
  waktu: Type.String(),
  deleted_at: Type.String(),
  delete_request_id: NullableInteger,
});
export type AbsenDeletedRow = Static<typeof AbsenDeletedRow>;

/** index_export_excel: the rows the export file holds, in its order. */
export const AbsenExportRow = Type.Object({
  id: Type.String(),
  npp: Type.String(),
  nama: Type.String(),
  kantor_nama: NullableString,
  tanggal: Type.String(),
  jenis: AbsenJenis,
  /** 'HH:mm:ss' Asia/Jakarta. */
  jam: Type.String(),
  sumber: AbsenSumber,
  mocked: Type.Boolean(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});
export type AbsenExportRow = Static<typeof AbsenExportRow>;

/** A report job was queued (year report, export): the spec message and the job to follow. */
export const AbsenJobAnswer = JobQueuedAnswer;
export type AbsenJobAnswer = JobQueuedAnswer;

const scope = { kantor_id: Type.Optional(RowId), pegawai_id: Type.Optional(RowId) };

/** index_report / index_rincian: a month. */
export const AbsenMonthQuery = Type.Object({
  tahun: Tahun,
  bulan: Bulan,
  ...scope,
  search: Type.Optional(Search),
  page: Page,
  per_page: PerPage,
});
export type AbsenMonthQuery = Static<typeof AbsenMonthQuery>;

/** indexAkumulasi, index_double, index_deleted, index_export_excel: a period of at most a year. */
export const AbsenPeriodQuery = Type.Object({
  date_start: DateOnly,
  date_end: DateOnly,
  ...scope,
  search: Type.Optional(Search),
  page: Page,
  per_page: PerPage,
});
export type AbsenPeriodQuery = Static<typeof AbsenPeriodQuery>;

export const ABSEN_REPORT_EVENTS = [
  'index_report',
  'index_rincian',
  'indexAkumulasi',
  'index_double',
  'index_deleted',
  'index_export_excel',
] as const;
export type AbsenReportEvent = (typeof ABSEN_REPORT_EVENTS)[number];

/** The query of GET …/x/report: every event's fields (each event requires its own). */
export const AbsenReportQuery = Type.Object({
  event: Type.Optional(Selector(ABSEN_REPORT_EVENTS)),
  page: Page,
  per_page: PerPage,
  search: Type.Optional(Search),
  tahun: Type.Optional(Tahun),
  bulan: Type.Optional(Bulan),
  date_start: Type.Optional(DateOnly),
  date_end: Type.Optional(DateOnly),
  ...scope,
});
export type AbsenReportQuery = Static<typeof AbsenReportQuery>;

export const AbsenAkumulasiAnswer = Paged(AbsenAkumulasiRow);
export const AbsenDoubleListAnswer = Paged(AbsenDoubleRow);
export const AbsenDeletedListAnswer = Paged(AbsenDeletedRow);
export const AbsenExportListAnswer = Paged(AbsenExportRow);

/** What GET …/x/report answers, by event. */
export const AbsenReportGetAnswer = Type.Union([
  AbsenReportAnswer,
  AbsenRincianAnswer,
  AbsenAkumulasiAnswer,
  AbsenDoubleListAnswer,
  AbsenDeletedListAnswer,
  AbsenExportListAnswer,
]);
export type AbsenReportGetAnswer = Static<typeof AbsenReportGetAnswer>;

/** POST …/x/report_year: the year report of the scope (own unless an attendance admin). */
export const AbsenYearReportInput = Type.Object({ tahun: Tahun, ...scope });
export type AbsenYearReportInput = Static<typeof AbsenYearReportInput>;

export const ABSEN_REPORT_POST_EVENTS = ['export'] as const;
export const ABSEN_REPORT_PUT_EVENTS = ['renew', 'update_delete_double', 'update_set_active'] as const;

/** POST / PUT …/x/report: the event selector; each event checks its own body. */
export const AbsenReportPostBody = Type.Object(
  { event: Type.Optional(Selector(ABSEN_REPORT_POST_EVENTS)) },
  { additionalProperties: true },
);
export const AbsenReportPutBody = Type.Object(
  { event: Type.Optional(Selector(ABSEN_REPORT_PUT_EVENTS)) },
  { additionalProperties: true },
);

/** export, renew, update_delete_double: a period and optionally an office or an employee. */
export const AbsenPeriodBody = Type.Object({
  event: Type.Optional(Type.String()),
  date_start: DateOnly,
  date_end: DateOnly,
  ...scope,
});
export type AbsenPeriodBody = Static<typeof AbsenPeriodBody>;

/** update_set_active: the deleted rows to make live again. */
export const AbsenRestoreBody = Type.Object({
  event: Type.Optional(Type.String()),
  ids: Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,17}$' }), { minItems: 1, maxItems: 500 }),
});
export type AbsenRestoreBody = Static<typeof AbsenRestoreBody>;

/** update_delete_double: how many rows were soft-deleted. */
export const AbsenDeleteDoublesAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ deleted: Type.Integer() }),
});
export type AbsenDeleteDoublesAnswer = Static<typeof AbsenDeleteDoublesAnswer>;

/** update_set_active: the ids made live again. */
export const AbsenRestoreAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ restored: Type.Array(Type.String()) }),
});
export type AbsenRestoreAnswer = Static<typeof AbsenRestoreAnswer>;

/** renew: rows made live again (released), soft-deleted (deleted), hidden again (held). */
export const AbsenRenewCounts = Type.Object({
  released: Type.Integer(),
  deleted: Type.Integer(),
  held: Type.Integer(),
});
export type AbsenRenewCounts = Static<typeof AbsenRenewCounts>;
export const AbsenRenewAnswer = Type.Object({ message: Type.String(), data: AbsenRenewCounts });
export type AbsenRenewAnswer = Static<typeof AbsenRenewAnswer>;

/** What PUT …/x/report answers, by event. */
export const AbsenReportPutAnswer = Type.Union([AbsenRenewAnswer, AbsenDeleteDoublesAnswer, AbsenRestoreAnswer]);
export type AbsenReportPutAnswer = Static<typeof AbsenReportPutAnswer>;
