/**
 * Salary: deductions (potongan gaji and service), income and work benefit (penghasilan) and
 * allowances (plafond). Spec section 2 /gaji/potongan/*, /gaji/penghasilan/*, /pegawai/plafond/index;
 * section 3 "Potongan gaji and service job"; section 7 /sdm/potongan_gaji, /sdm/pegawai/x/potongan_gaji,
 * /sdm/pegawai/x/service, /sdm/pegawai/x/gaji/x/, /sdm/pegawai/x/plafond; section 8 messages.
 *
 * Money is a decimal STRING in JSON, never a number: answers always carry two decimals
 * ("1250000.00", MoneyString); inputs accept up to two ("1250000", "1250000.5"). Sums are made by
 * PostgreSQL (numeric(18,2)), never by JavaScript.
 *
 * Deductions: the same routes under two bases, DEDUCTION_PATHS.gaji = /api/sdm/pegawai/x/potongan_gaji
 * and DEDUCTION_PATHS.service = /api/sdm/pegawai/x/service ({B} below). The legacy GET
 * /api/sdm/potongan_gaji answers the same list as GET {B} of kind gaji.
 *   GET  {B}                        the deduction rows of a month (DeductionListQuery → DeductionListAnswer)
 *                                   POLICY.servicesUnrestricted; a caller without manage/export policy sees own rows only
 *   GET  {B}/x/jenis                the deduction types of the kind                     POLICY.servicesUnrestricted
 *   GET  {B}/x/kantor?search        the offices taking part (is_allow_salary_deduction), by nama
 *                                   signed in; POLICY.manageSalaryDeductions or exportSalaryDeductions, else 403
 *   GET  {B}/x/batas_upload         the upload deadline of a month (GajiMonthQuery)         POLICY.manageSalaryDeductions
 *   POST {B}/x/batas_upload         set it (BatasUploadInput) → 'Tanggal updated'      POLICY.manageSalaryDeductions
 *   POST {B}/x/upload?kantor_id&tahun&bulan  body: the xlsx bytes (content-type xlsx or octet-stream)
 *                                   → DeductionUploadAnswer 'Potongan Gaji uploaded' + job_id; the job
 *                                   validates every row and writes all rows or none; refused 422 after
 *                                   the deadline (the message names the date)           POLICY.manageSalaryDeductions
 *   GET  {B}/x/error                row errors of the last failed upload of office+month POLICY.manageSalaryDeductions
 *   GET  {B}/x/upload_hasil (alias {B}/x/report)  the upload attempts of a month        POLICY.manageSalaryDeductions
 *   GET  {B}/x/hasil_upload_excel   the same as potongan_gaji_hasil_upload.xlsx (file)  POLICY.manageSalaryDeductions
 *   GET  {B}/x/template             the xlsx template (file)                            POLICY.manageSalaryDeductions
 *   GET  {B}/x/pivot                employees × types of one month (paged)              POLICY.manageSalaryDeductions
 *   GET  {B}/x/pivot_excel          the whole pivot as potongan_gaji_pivot.xlsx (file)  POLICY.manageSalaryDeductions
 *   GET  {B}/x/laporan              totals per office and type of one month             POLICY.manageSalaryDeductions
 *   GET  {B}/x/belum_upload         offices allowing deductions without an upload       POLICY.manageSalaryDeductions
 *   GET  {B}/x/pegawai?tahun        the caller's OWN deductions by month                any signed-in user
 *   POST {B}/x/export               xlsx of a month/year through the jobs platform      POLICY.exportSalaryDeductions
 *   POST {B}/x/hapus                delete an office+month upload → 'Potongan Gaji Dihapus'  POLICY.manageSalaryDeductions
 *   POST /api/sdm/pegawai/x/service  the service job (ServiceJobInput) → 'Job executed' + job_id
 *                                   (follow it at /api/general/jobs/{id})               POLICY.manageSalaryDeductions
 *
 * Income and work benefit: /api/sdm/pegawai/x/gaji
 *   GET  /api/sdm/pegawai/x/gaji                   month summary per employee        POLICY.readIncome
 *   GET  /api/sdm/pegawai/x/gaji/x/{kategori}      penghasilan | potongan | imbalan_kerja rows  POLICY.readIncome
 *   POST /api/sdm/pegawai/x/gaji/x/{kategori}      set one component of a month      POLICY.manageIncome
 *   GET  /api/sdm/pegawai/x/gaji/x/pegawai         one employee's months (IncomePegawaiQuery): readIncome any
 *                                                  employee; employeeServices only their own (pegawai_id ignored)
 *
 * Allowances: /api/sdm/pegawai/x/plafond
 *   GET  /api/sdm/pegawai/x/plafond                ceiling, used, remaining per employee × type × year
 *                                                  POLICY.unrestricted; admins (POLICY.manageIncome) any office,
 *                                                  everyone else their own rows only
 *   GET  /api/sdm/pegawai/x/plafond/x/jenis        the allowance types               POLICY.unrestricted
 *   GET  /api/sdm/pegawai/x/plafond/x/pemakaian    usage records of one employee     POLICY.unrestricted (same scoping)
 */
import { Type, type Static } from 'typebox';
import { JobQueuedAnswer, Nullable, NullableString, PageQuery, Paged, SortQuery, StringEnum } from './common.js';
import { ImportRowError } from './bulk-import.js';
import { Bulan, DateOnly, RowId, Tahun } from './fields.js';

// ---- building blocks ------------------------------------------------------------------------------

export const DEDUCTION_KINDS = ['gaji', 'service'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

export const DEDUCTION_PATHS = {
  gaji: '/api/sdm/pegawai/x/potongan_gaji',
  service: '/api/sdm/pegawai/x/service',
} as const satisfies Record<DeductionKind, string>;
/** Legacy list path (spec /sdm/potongan_gaji): answers GET {DEDUCTION_PATHS.gaji}. */
export const POTONGAN_GAJI_LEGACY_PATH = '/api/sdm/potongan_gaji';
export const GAJI_PATH = '/api/sdm/pegawai/x/gaji';
export const PLAFOND_PATH = '/api/sdm/pegawai/x/plafond';

/** Section 8 messages of the module. */
export const GAJI_MESSAGES = {
  uploaded: 'Potongan Gaji uploaded',
  deleted: 'Potongan Gaji Dihapus',
  tanggalUpdated: 'Tanggal updated',
  jobExecuted: 'Job executed',
  incomeUpdated: 'Penghasilan updated',
} as const;

/** Downloads' file names (spec section 7). */
export const GAJI_FILE_NAMES = {
  pivot: 'potongan_gaji_pivot.xlsx',
  hasilUpload: 'potongan_gaji_hasil_upload.xlsx',
  template: 'template_potongan_gaji.xlsx',
} as const;

/** An amount as the server answers it: a decimal string with exactly two decimals, e.g. "1250000.00". */
export const MoneyString = Type.String({
  pattern: '^-?\\d+\\.\\d{2}$',
  description: 'decimal string, e.g. "1250000.00"',
});
/** An amount as a client sends it: positive, at most 16 digits before and 2 after the point. */
export const MoneyInput = Type.String({
  pattern: '^\\d{1,16}(\\.\\d{1,2})?$',
  maxLength: 19,
  description: 'decimal string with at most 2 decimals, e.g. "1250000.50"',
});
/** The regular expression both sides use for an amount input (also the upload's Jumlah column). */
export const MONEY_INPUT_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

/** An office as the salary answers name it. */
const KantorRef = Type.Object({ id: Type.Integer(), nama: Type.String() });
/** An employee on a salary row: NPP '00000000' is answered as null (never shown). */
export const GajiPegawaiRef = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  kantor: Nullable(KantorRef),
});
export type GajiPegawaiRef = Static<typeof GajiPegawaiRef>;

/** The month a salary view or action is about (both required). */
const month = { tahun: Tahun, bulan: Bulan };
/** A month, optionally narrowed to one office. */
const monthOfOffice = { ...month, kantor_id: Type.Optional(RowId) };

/** One month: ?tahun&bulan (both required). */
export const GajiMonthQuery = Type.Object(month);
export type GajiMonthQuery = Static<typeof GajiMonthQuery>;

/** A month's paged list of employees (by nama), optionally one office; search on nama/NPP. */
const MonthPageQuery = Type.Object({ ...PageQuery, ...monthOfOffice });

// ---- offices taking part: {B}/x/kantor ----------------------------------------------------------------

/** ?search (part of the office's name). */
export const DeductionKantorQuery = Type.Object({ search: PageQuery.search });
export type DeductionKantorQuery = Static<typeof DeductionKantorQuery>;

/** The offices with is_allow_salary_deduction (not deleted), by nama: the only ones an upload, hapus or filter may name. */
export const DeductionKantorAnswer = Type.Object({ data: Type.Array(KantorRef) });
export type DeductionKantorAnswer = Static<typeof DeductionKantorAnswer>;

// ---- deduction types -------------------------------------------------------------------------------

/** A deduction type; `kode` is what the upload's Jenis column names (the nama is accepted too). */
export const DeductionJenis = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(DEDUCTION_KINDS),
  kode: Type.String(),
  nama: Type.String(),
});
export type DeductionJenis = Static<typeof DeductionJenis>;

export const DeductionJenisAnswer = Type.Object({ data: Type.Array(DeductionJenis) });
export type DeductionJenisAnswer = Static<typeof DeductionJenisAnswer>;

// ---- the list: GET {B} ----------------------------------------------------------------------------

export const DEDUCTION_SORT_KEYS = ['nama', 'npp', 'kantor', 'jenis', 'jumlah'] as const;
export type DeductionSortColumn = (typeof DEDUCTION_SORT_KEYS)[number];

/**
 * Only offices with is_allow_salary_deduction take part. tahun/bulan default to none (every month,
 * newest first); kantor_id and search (nama/NPP) narrow admins' lists and are ignored for callers
 * who see only their own rows.
 */
export const DeductionListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(DEDUCTION_SORT_KEYS),
  tahun: Type.Optional(Tahun),
  bulan: Type.Optional(Bulan),
  kantor_id: Type.Optional(RowId),
  jenis_id: Type.Optional(RowId),
});
export type DeductionListQuery = Static<typeof DeductionListQuery>;

/** One deduction of an employee in a month. */
export const DeductionRow = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(DEDUCTION_KINDS),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  pegawai: GajiPegawaiRef,
  /** The office the deduction was uploaded for (the employee's office at upload time). */
  kantor: KantorRef,
  jenis: DeductionJenis,
  jumlah: MoneyString,
  keterangan: NullableString,
  upload_id: Nullable(Type.Integer()),
  created_at: Type.String({ format: 'date-time' }),
});
export type DeductionRow = Static<typeof DeductionRow>;

/** The page plus the sum of `jumlah` over every row of the filter (not just the page). */
export const DeductionListAnswer = Type.Object({
  ...Paged(DeductionRow).properties,
  total_jumlah: MoneyString,
});
export type DeductionListAnswer = Static<typeof DeductionListAnswer>;

// ---- the deadline: {B}/x/batas_upload ---------------------------------------------------------------

/**
 * The upload deadline is a DATE per kind and month (not a fixed day of month): payroll cut-off moves
 * with weekends and holidays, and a deadline set for one month must not move another. Without a
 * date set, the deadline is the last day of that month (`is_default`). Uploads and deletions of a
 * month are refused from the day after the deadline (Asia/Jakarta).
 */
export const BatasUpload = Type.Object({
  kind: StringEnum(DEDUCTION_KINDS),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  /** 'YYYY-MM-DD', the last day uploads are accepted. */
  tanggal: DateOnly,
  is_default: Type.Boolean(),
  /** Whether today (Asia/Jakarta) is after the deadline. */
  is_lewat: Type.Boolean(),
  updated_at: Nullable(Type.String({ format: 'date-time' })),
});
export type BatasUpload = Static<typeof BatasUpload>;

export const BatasUploadAnswer = Type.Object({ data: BatasUpload });
export type BatasUploadAnswer = Static<typeof BatasUploadAnswer>;

/** Body of POST {B}/x/batas_upload: tanggal 'YYYY-MM-DD' (422 when not a real date). */
export const BatasUploadInput = Type.Object({ ...month, tanggal: DateOnly }, { additionalProperties: false });
export type BatasUploadInput = Static<typeof BatasUploadInput>;

/** 'Tanggal updated' with the saved deadline. */
export const BatasUploadMutation = Type.Object({ message: Type.String(), data: BatasUpload });
export type BatasUploadMutation = Static<typeof BatasUploadMutation>;

// ---- the upload: {B}/x/upload ----------------------------------------------------------------------

/** Query of POST {B}/x/upload (the body is the xlsx itself) and of GET {B}/x/error. */
export const DeductionOfficeMonthQuery = Type.Object({ kantor_id: RowId, ...month });
export type DeductionOfficeMonthQuery = Static<typeof DeductionOfficeMonthQuery>;

/**
 * Columns of the upload (the template's first sheet): NPP, Jenis (kode or nama of a type of the
 * kind), Jumlah (positive, at most 2 decimals; "1250000.50" or "1250000,50"), Keterangan (optional).
 * Every NPP must belong to the office; an NPP+Jenis pair may appear once. A good upload replaces
 * the office's rows of that month; a file with any bad row writes nothing.
 */
export const DEDUCTION_UPLOAD_COLUMNS = ['NPP', 'Jenis', 'Jumlah', 'Keterangan'] as const;

/** 'Potongan Gaji uploaded' + the job (follow /api/general/jobs/{job_id}) and the upload attempt's id. */
export const DeductionUploadAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ job_id: Type.String(), upload_id: Type.Integer() }),
});
export type DeductionUploadAnswer = Static<typeof DeductionUploadAnswer>;

/**
 * The result stored on the upload job (JobView.result): rows written (0 on failure), their sum, and
 * the row errors (BulkImportResult-compatible).
 */
export const DeductionUploadResult = Type.Object({
  imported: Type.Integer(),
  total: MoneyString,
  upload_id: Type.Integer(),
  errors: Type.Array(ImportRowError),
});
export type DeductionUploadResult = Static<typeof DeductionUploadResult>;

export const UPLOAD_STATUSES = ['proses', 'berhasil', 'gagal', 'dihapus', 'diganti'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** One upload attempt (upload_hasil / report). `diganti`: replaced by a later good upload. */
export const DeductionUploadRow = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(DEDUCTION_KINDS),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  kantor: KantorRef,
  status: StringEnum(UPLOAD_STATUSES),
  row_count: Type.Integer(),
  total: MoneyString,
  error_count: Type.Integer(),
  job_id: NullableString,
  /** Who uploaded (user name). */
  user: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Nullable(Type.String({ format: 'date-time' })),
});
export type DeductionUploadRow = Static<typeof DeductionUploadRow>;

/** GET {B}/x/upload_hasil, {B}/x/report and {B}/x/hasil_upload_excel: newest first. */
export const DeductionUploadListQuery = Type.Object({
  page: PageQuery.page,
  per_page: PageQuery.per_page,
  ...month,
  kantor_id: Type.Optional(RowId),
  status: Type.Optional(StringEnum(UPLOAD_STATUSES)),
});
export type DeductionUploadListQuery = Static<typeof DeductionUploadListQuery>;

export const DeductionUploadListAnswer = Paged(DeductionUploadRow);
export type DeductionUploadListAnswer = Static<typeof DeductionUploadListAnswer>;

/** GET {B}/x/error: the last failed attempt of office+month, or null when the last attempt did not fail. */
export const DeductionErrorAnswer = Type.Object({
  data: Nullable(
    Type.Object({
      upload_id: Type.Integer(),
      kantor: KantorRef,
      tahun: Type.Integer(),
      bulan: Type.Integer(),
      created_at: Type.String({ format: 'date-time' }),
      error_count: Type.Integer(),
      /** Spreadsheet row (header is row 1), column header, Indonesian message; at most 1000 kept. */
      errors: Type.Array(ImportRowError),
    }),
  ),
});
export type DeductionErrorAnswer = Static<typeof DeductionErrorAnswer>;

// ---- pivot, laporan, belum_upload -------------------------------------------------------------------

/** GET {B}/x/pivot (paged by employee, by nama) and {B}/x/pivot_excel (every employee). */
export const DeductionPivotQuery = MonthPageQuery;
export type DeductionPivotQuery = Static<typeof DeductionPivotQuery>;

/** One employee: `jumlah` maps a type's id (as a string key) to its sum; absent types are 0. */
export const DeductionPivotRow = Type.Object({
  pegawai: GajiPegawaiRef,
  jumlah: Type.Record(Type.String(), MoneyString),
  total: MoneyString,
});
export type DeductionPivotRow = Static<typeof DeductionPivotRow>;

/** The columns (every type of the kind), the page of employees and the column totals over the whole filter. */
export const DeductionPivotAnswer = Type.Object({
  ...Paged(DeductionPivotRow).properties,
  jenis: Type.Array(DeductionJenis),
  /** Sum per type id over every employee of the filter. */
  total_per_jenis: Type.Record(Type.String(), MoneyString),
  /** Sum over every employee and type of the filter (`total` is the employee count, as in every Paged). */
  total_jumlah: MoneyString,
});
export type DeductionPivotAnswer = Static<typeof DeductionPivotAnswer>;

/** GET {B}/x/laporan: one month, optionally one office. */
export const DeductionLaporanQuery = Type.Object(monthOfOffice);
export type DeductionLaporanQuery = Static<typeof DeductionLaporanQuery>;

export const DeductionLaporanRow = Type.Object({
  kantor: KantorRef,
  jenis: DeductionJenis,
  pegawai_count: Type.Integer(),
  total: MoneyString,
});
export type DeductionLaporanRow = Static<typeof DeductionLaporanRow>;

/** Rows by office name then type kode; `total` over every row. */
export const DeductionLaporanAnswer = Type.Object({ data: Type.Array(DeductionLaporanRow), total: MoneyString });
export type DeductionLaporanAnswer = Static<typeof DeductionLaporanAnswer>;

/** GET {B}/x/belum_upload: offices allowing deductions with no good upload of the month (by nama). */
export const BelumUploadRow = Type.Object({
  kantor: KantorRef,
  /** Employees of the office today. */
  pegawai_count: Type.Integer(),
  /** The last attempt's status for the month (a failed one), or null when none was made. */
  last_status: Type.Union([StringEnum(UPLOAD_STATUSES), Type.Null()]),
});
export type BelumUploadRow = Static<typeof BelumUploadRow>;

export const BelumUploadAnswer = Type.Object({ data: Type.Array(BelumUploadRow), batas: BatasUpload });
export type BelumUploadAnswer = Static<typeof BelumUploadAnswer>;

// ---- own deductions: {B}/x/pegawai -------------------------------------------------------------------

/** ?tahun (default: this year, Asia/Jakarta). */
export const OwnDeductionQuery = Type.Object({ tahun: Type.Optional(Tahun) });
export type OwnDeductionQuery = Static<typeof OwnDeductionQuery>;

export const OwnDeductionMonth = Type.Object({
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  total: MoneyString,
  items: Type.Array(
    Type.Object({ jenis: DeductionJenis, jumlah: MoneyString, keterangan: NullableString, kantor: KantorRef }),
  ),
});
export type OwnDeductionMonth = Static<typeof OwnDeductionMonth>;

/** The caller's months that have deductions, newest first (an account without pegawai: 403). */
export const OwnDeductionAnswer = Type.Object({
  pegawai: GajiPegawaiRef,
  data: Type.Array(OwnDeductionMonth),
  total: MoneyString,
});
export type OwnDeductionAnswer = Static<typeof OwnDeductionAnswer>;

// ---- export, hapus, service job ----------------------------------------------------------------------

/** Body of POST {B}/x/export: a year, or one month of it; optionally one office. */
export const DeductionExportInput = Type.Object(
  { tahun: Tahun, bulan: Type.Optional(Bulan), kantor_id: Type.Optional(RowId) },
  { additionalProperties: false },
);
export type DeductionExportInput = Static<typeof DeductionExportInput>;
export const DeductionExportAnswer = JobQueuedAnswer;
export type DeductionExportAnswer = Static<typeof DeductionExportAnswer>;

/** Body of POST {B}/x/hapus: the office+month upload to delete (refused after the deadline). */
export const DeductionHapusInput = Type.Object({ kantor_id: RowId, ...month }, { additionalProperties: false });
export type DeductionHapusInput = Static<typeof DeductionHapusInput>;

/** 'Potongan Gaji Dihapus' with how many rows went. */
export const DeductionHapusAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ deleted: Type.Integer() }),
});
export type DeductionHapusAnswer = Static<typeof DeductionHapusAnswer>;

/**
 * Body of POST /api/sdm/pegawai/x/service: the service job of a month. It carries every office's
 * service deductions of the previous month forward into this month for offices (allowing
 * deductions; one office with kantor_id) that have no service rows for it yet, in one
 * transaction. Refused after the month's service deadline. Answers 'Job executed' + job_id; the
 * job's result is ServiceJobResult.
 */
export const ServiceJobInput = Type.Object(monthOfOffice, { additionalProperties: false });
export type ServiceJobInput = Static<typeof ServiceJobInput>;
export const ServiceJobAnswer = JobQueuedAnswer;
export type ServiceJobAnswer = Static<typeof ServiceJobAnswer>;

export const ServiceJobResult = Type.Object({
  kantor_count: Type.Integer(),
  rows: Type.Integer(),
  total: MoneyString,
});
export type ServiceJobResult = Static<typeof ServiceJobResult>;

// ---- income and work benefit: /api/sdm/pegawai/x/gaji ------------------------------------------------

export const INCOME_KATEGORI = ['penghasilan', 'potongan', 'imbalan_kerja'] as const;
export type IncomeKategori = (typeof INCOME_KATEGORI)[number];

export const IncomeKategoriParams = Type.Object({ kategori: StringEnum(INCOME_KATEGORI) });
export type IncomeKategoriParams = Static<typeof IncomeKategoriParams>;

/** Lists of one month (by nama), optionally one office; search on nama/NPP. */
export const IncomeListQuery = MonthPageQuery;
export type IncomeListQuery = Static<typeof IncomeListQuery>;

export const IncomeKomponen = Type.Object({ komponen: Type.String(), jumlah: MoneyString });
export type IncomeKomponen = Static<typeof IncomeKomponen>;

/** GET /x/{kategori}: an employee's components of that kategori in the month, and their sum. */
export const IncomeRow = Type.Object({
  pegawai: GajiPegawaiRef,
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  kategori: StringEnum(INCOME_KATEGORI),
  items: Type.Array(IncomeKomponen),
  total: MoneyString,
});
export type IncomeRow = Static<typeof IncomeRow>;

/** The page plus the sum over every row of the filter (`total` is the row count, as in every Paged). */
export const IncomeListAnswer = Type.Object({ ...Paged(IncomeRow).properties, total_jumlah: MoneyString });
export type IncomeListAnswer = Static<typeof IncomeListAnswer>;

/** One employee's month: sums per kategori and bersih = penghasilan − potongan (computed in SQL). */
export const IncomeSummaryRow = Type.Object({
  pegawai: GajiPegawaiRef,
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  penghasilan: MoneyString,
  potongan: MoneyString,
  imbalan_kerja: MoneyString,
  bersih: MoneyString,
});
export type IncomeSummaryRow = Static<typeof IncomeSummaryRow>;

/** GET /api/sdm/pegawai/x/gaji: month summary per employee. */
export const IncomeSummaryAnswer = Paged(IncomeSummaryRow);
export type IncomeSummaryAnswer = Static<typeof IncomeSummaryAnswer>;

/** GET /x/pegawai: pegawai_id is required for income readers; an employee always gets their own. */
export const IncomePegawaiQuery = Type.Object({ pegawai_id: Type.Optional(RowId), tahun: Type.Optional(Tahun) });
export type IncomePegawaiQuery = Static<typeof IncomePegawaiQuery>;

export const IncomePegawaiMonth = Type.Object({
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  penghasilan: Type.Array(IncomeKomponen),
  potongan: Type.Array(IncomeKomponen),
  imbalan_kerja: Type.Array(IncomeKomponen),
  total_penghasilan: MoneyString,
  total_potongan: MoneyString,
  total_imbalan_kerja: MoneyString,
  bersih: MoneyString,
});
export type IncomePegawaiMonth = Static<typeof IncomePegawaiMonth>;

/** The months of the year (newest first) that have income rows. */
export const IncomePegawaiAnswer = Type.Object({ pegawai: GajiPegawaiRef, data: Type.Array(IncomePegawaiMonth) });
export type IncomePegawaiAnswer = Static<typeof IncomePegawaiAnswer>;

/** Body of POST /x/{kategori}: sets (inserts or replaces) one component of an employee's month. */
export const IncomeInput = Type.Object(
  {
    pegawai_id: RowId,
    ...month,
    komponen: Type.String({ minLength: 1, maxLength: 100 }),
    jumlah: MoneyInput,
  },
  { additionalProperties: false },
);
export type IncomeInput = Static<typeof IncomeInput>;

/** 'Penghasilan updated' with the employee's saved row of that kategori and month. */
export const IncomeMutation = Type.Object({ message: Type.String(), data: IncomeRow });
export type IncomeMutation = Static<typeof IncomeMutation>;

// ---- allowances: /api/sdm/pegawai/x/plafond ---------------------------------------------------------

export const PlafondJenis = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type PlafondJenis = Static<typeof PlafondJenis>;

export const PlafondJenisAnswer = Type.Object({ data: Type.Array(PlafondJenis) });
export type PlafondJenisAnswer = Static<typeof PlafondJenisAnswer>;

/** tahun defaults to this year (Asia/Jakarta); pegawai_id/kantor_id/search are admins' filters. */
export const PlafondListQuery = Type.Object({
  ...PageQuery,
  tahun: Type.Optional(Tahun),
  kantor_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
  jenis_id: Type.Optional(RowId),
});
export type PlafondListQuery = Static<typeof PlafondListQuery>;

/** sisa = plafond − terpakai (computed by PostgreSQL; negative when over the ceiling). */
export const PlafondRow = Type.Object({
  pegawai: GajiPegawaiRef,
  jenis: PlafondJenis,
  tahun: Type.Integer(),
  plafond: MoneyString,
  terpakai: MoneyString,
  sisa: MoneyString,
});
export type PlafondRow = Static<typeof PlafondRow>;

/** By employee nama, then type nama. */
export const PlafondListAnswer = Paged(PlafondRow);
export type PlafondListAnswer = Static<typeof PlafondListAnswer>;

/** GET /x/pemakaian: pegawai_id for admins (others: their own), tahun default this year. */
export const PlafondPemakaianQuery = Type.Object({
  pegawai_id: Type.Optional(RowId),
  tahun: Type.Optional(Tahun),
  jenis_id: Type.Optional(RowId),
});
export type PlafondPemakaianQuery = Static<typeof PlafondPemakaianQuery>;

export const PlafondPemakaianRow = Type.Object({
  id: Type.Integer(),
  jenis: PlafondJenis,
  /** 'YYYY-MM-DD' */
  tanggal: Type.String(),
  jumlah: MoneyString,
  keterangan: NullableString,
});
export type PlafondPemakaianRow = Static<typeof PlafondPemakaianRow>;

/** Newest first. */
export const PlafondPemakaianAnswer = Type.Object({ pegawai: GajiPegawaiRef, data: Type.Array(PlafondPemakaianRow) });
export type PlafondPemakaianAnswer = Static<typeof PlafondPemakaianAnswer>;
