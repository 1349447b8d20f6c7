/**
 * Worksheets (issue #20): spec section 2 /pegawai/worksheet/{index,tugas,kantor,dashboard}, section 3
 * "Worksheet with tugas, lalai", section 7 /sdm/pegawai/x/worksheet (+tugas, tugas attribute, lalai,
 * kantor/tugas). The model and rules: docs/adr/0046-helpdesk-and-worksheets.md.
 *
 * An entry is one thing an employee did on a day (`tugas`), how long (`durasi_menit`), its
 * attributes (the `tugas attribute` master list) and an optional note. Employees write and read their
 * own (POLICY.writeOwnWorksheet, role 10, docs/adr/0045); the managers' views (POLICY.readWorksheetOffices,
 * 63 as the spec's pages) read the offices they may see: every office with POLICY.seeAllWorksheets,
 * else their own office and the offices below it.
 *
 *   GET    /api/sdm/pegawai/x/worksheet?tahun&bulan                the caller's own entries of a month
 *   POST   /api/sdm/pegawai/x/worksheet                            a new own entry → 'Worksheet created'
 *   PUT    /api/sdm/pegawai/x/worksheet/{id}                       change an own entry → 'Worksheet updated'
 *   DELETE /api/sdm/pegawai/x/worksheet/{id}                       delete an own entry → 'Worksheet deleted'
 *   GET    /api/sdm/pegawai/x/worksheet/tugas?…                    entries of the visible offices (managers), paged
 *   GET    /api/sdm/pegawai/x/worksheet/tugas/attribute            the attribute list (everyone who writes)
 *   POST/PUT/DELETE …/tugas/attribute[/{id}]                       manage it (managers)
 *   GET    /api/sdm/pegawai/x/worksheet/lalai?tahun&bulan&pegawai_id   missed working days and late entries
 *   GET    /api/sdm/pegawai/x/worksheet/kantor/tugas?tahun&bulan   per office: entries, hours, completion (managers)
 *   GET    /api/sdm/pegawai/x/worksheet/dashboard?tahun&bulan&kantor_id   per office, per employee, per day (managers)
 *
 * A working day is Monday–Friday that is not a public holiday (libur). `lalai` of a month counts the
 * working days up to yesterday (today may still be written) without any entry, and the entries
 * written after their day (late: created on a later calendar day, WIB). Completion = working days
 * with an entry / working days so far.
 */
import { Type, type Static } from 'typebox';
import { IdParams, NullableInteger, NullableString, PageQuery, Paged, SortQuery } from './common.js';
import { Bulan, DateOnly, RowId, Tahun } from './fields.js';

export const WORKSHEET_PATH = '/api/sdm/pegawai/x/worksheet';
export const WORKSHEET_PATHS = {
  base: WORKSHEET_PATH,
  tugas: `${WORKSHEET_PATH}/tugas`,
  attribute: `${WORKSHEET_PATH}/tugas/attribute`,
  lalai: `${WORKSHEET_PATH}/lalai`,
  kantorTugas: `${WORKSHEET_PATH}/kantor/tugas`,
  dashboard: `${WORKSHEET_PATH}/dashboard`,
} as const;

export const WORKSHEET_LIMITS = {
  tugas: 500,
  catatan: 1_000,
  /** Minutes of one entry, and of one day together. */
  menitMax: 24 * 60,
  attributes: 10,
  entriesPerDay: 30,
  /** How many days back an entry may still be written or changed. */
  daysBack: 31,
} as const;

export const WORKSHEET_MESSAGES = {
  created: 'Worksheet created',
  updated: 'Worksheet updated',
  deleted: 'Worksheet deleted',
  attributeCreated: 'Atribut tugas created',
  attributeUpdated: 'Atribut tugas updated',
  attributeDeleted: 'Atribut tugas deleted',
  notFound: 'Worksheet tidak ditemukan',
  attributeNotFound: 'Atribut tugas tidak ditemukan',
  attributeDuplicate: 'Atribut tugas dengan nama tersebut sudah ada',
  attributeInUse: 'Atribut tugas masih dipakai, nonaktifkan saja',
  noPegawai: 'Akun Anda belum terhubung dengan data pegawai',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  kantorNotFound: 'Kantor tidak ditemukan',
  tugasRequired: 'Tugas wajib diisi',
  future: 'Tanggal worksheet tidak boleh melewati hari ini',
  tooOld: `Worksheet hanya dapat diisi paling lama ${WORKSHEET_LIMITS.daysBack} hari ke belakang`,
  dayFull: 'Jumlah waktu dalam satu hari melebihi 24 jam',
  dayEntries: `Paling banyak ${WORKSHEET_LIMITS.entriesPerDay} tugas dalam satu hari`,
  unknownAttribute: 'Atribut tugas tidak dikenal atau tidak aktif',
} as const;

export const WorksheetAttribute = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  is_active: Type.Boolean(),
});
export type WorksheetAttribute = Static<typeof WorksheetAttribute>;

export const WorksheetAttributesAnswer = Type.Object({ data: Type.Array(WorksheetAttribute) });
export type WorksheetAttributesAnswer = Static<typeof WorksheetAttributesAnswer>;

export const WorksheetAttributeInput = Type.Object(
  { nama: Type.String({ minLength: 1, maxLength: 100 }), is_active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type WorksheetAttributeInput = Static<typeof WorksheetAttributeInput>;

export const WorksheetAttributeAnswer = Type.Object({ message: Type.String(), data: WorksheetAttribute });
export type WorksheetAttributeAnswer = Static<typeof WorksheetAttributeAnswer>;

export const WorksheetEntry = Type.Object({
  id: Type.Integer(),
  pegawai: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  kantor: Type.Union([Type.Object({ id: Type.Integer(), nama: Type.String() }), Type.Null()]),
  tanggal: Type.String({ description: 'YYYY-MM-DD' }),
  tugas: Type.String(),
  durasi_menit: Type.Integer(),
  catatan: NullableString,
  attributes: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String() })),
  is_late: Type.Boolean({ description: 'Written on a later day than its date (WIB)' }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type WorksheetEntry = Static<typeof WorksheetEntry>;

export const WorksheetMonthQuery = Type.Object({ tahun: Tahun, bulan: Bulan });
export type WorksheetMonthQuery = Static<typeof WorksheetMonthQuery>;

export const WorksheetOwnAnswer = Type.Object({
  data: Type.Array(WorksheetEntry),
  total_menit: Type.Integer(),
});
export type WorksheetOwnAnswer = Static<typeof WorksheetOwnAnswer>;

export const WorksheetInput = Type.Object(
  {
    tanggal: DateOnly,
    tugas: Type.String({ maxLength: WORKSHEET_LIMITS.tugas }),
    durasi_menit: Type.Integer({ minimum: 1, maximum: WORKSHEET_LIMITS.menitMax }),
    attribute_ids: Type.Optional(Type.Array(RowId, { maxItems: WORKSHEET_LIMITS.attributes })),
    catatan: Type.Optional(Type.Union([Type.String({ maxLength: WORKSHEET_LIMITS.catatan }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type WorksheetInput = Static<typeof WorksheetInput>;

export const WorksheetMutationAnswer = Type.Object({ message: Type.String(), data: WorksheetEntry });
export type WorksheetMutationAnswer = Static<typeof WorksheetMutationAnswer>;

export const WORKSHEET_SORTS = ['tanggal', 'durasi_menit', 'created_at'] as const;

export const WorksheetTugasQuery = Type.Object({
  ...PageQuery,
  tanggal_awal: Type.Optional(DateOnly),
  tanggal_akhir: Type.Optional(DateOnly),
  kantor_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
  attribute_id: Type.Optional(RowId),
  is_late: Type.Optional(Type.Boolean()),
  ...SortQuery(WORKSHEET_SORTS),
});
export type WorksheetTugasQuery = Static<typeof WorksheetTugasQuery>;

export const WorksheetTugasAnswer = Paged(WorksheetEntry);
export type WorksheetTugasAnswer = Static<typeof WorksheetTugasAnswer>;

export const WorksheetLalaiQuery = Type.Object({
  tahun: Tahun,
  bulan: Bulan,
  pegawai_id: Type.Optional(RowId),
});
export type WorksheetLalaiQuery = Static<typeof WorksheetLalaiQuery>;

export const WorksheetLalai = Type.Object({
  pegawai: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  hari_kerja: Type.Integer({ description: 'Working days of the month up to yesterday' }),
  hari_terisi: Type.Integer(),
  /** Working days without an entry (YYYY-MM-DD). */
  hari_kosong: Type.Array(Type.String()),
  /** Entries written after their day. */
  terlambat: Type.Array(
    Type.Object({ id: Type.Integer(), tanggal: Type.String(), tugas: Type.String(), created_at: Type.String() }),
  ),
});
export type WorksheetLalai = Static<typeof WorksheetLalai>;
export const WorksheetLalaiAnswer = Type.Object({ data: WorksheetLalai });
export type WorksheetLalaiAnswer = Static<typeof WorksheetLalaiAnswer>;

export const WorksheetKantorQuery = Type.Object({
  tahun: Tahun,
  bulan: Bulan,
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type WorksheetKantorQuery = Static<typeof WorksheetKantorQuery>;

/** One office's month: its employees, how many wrote, entries, minutes, completion (0–100). */
export const WorksheetKantorRow = Type.Object({
  kantor_id: Type.Integer(),
  nama: Type.String(),
  pegawai: Type.Integer(),
  pegawai_terisi: Type.Integer(),
  entries: Type.Integer(),
  menit: Type.Integer(),
  terlambat: Type.Integer(),
  completion: Type.Number({ description: 'Percent of the working days so far that have an entry, over its employees' }),
});
export type WorksheetKantorRow = Static<typeof WorksheetKantorRow>;
export const WorksheetKantorAnswer = Type.Object({ data: Type.Array(WorksheetKantorRow), hari_kerja: Type.Integer() });
export type WorksheetKantorAnswer = Static<typeof WorksheetKantorAnswer>;

export const WorksheetDashboardQuery = Type.Object({ tahun: Tahun, bulan: Bulan, kantor_id: Type.Optional(RowId) });
export type WorksheetDashboardQuery = Static<typeof WorksheetDashboardQuery>;

export const WorksheetPegawaiRow = Type.Object({
  pegawai_id: Type.Integer(),
  nama: Type.String(),
  kantor_id: NullableInteger,
  kantor: NullableString,
  menit: Type.Integer(),
  hari_terisi: Type.Integer(),
  completion: Type.Number(),
});
export type WorksheetPegawaiRow = Static<typeof WorksheetPegawaiRow>;

export const WorksheetDashboard = Type.Object({
  hari_kerja: Type.Integer(),
  per_kantor: Type.Array(WorksheetKantorRow),
  per_pegawai: Type.Array(WorksheetPegawaiRow, { description: 'At most 50, most minutes first' }),
  per_hari: Type.Array(
    Type.Object({ tanggal: Type.String(), menit: Type.Integer(), entries: Type.Integer(), pegawai: Type.Integer() }),
  ),
});
export type WorksheetDashboard = Static<typeof WorksheetDashboard>;
export const WorksheetDashboardAnswer = Type.Object({ data: WorksheetDashboard });
export type WorksheetDashboardAnswer = Static<typeof WorksheetDashboardAnswer>;

export const WorksheetIdParams = IdParams;
