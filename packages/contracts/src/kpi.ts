/**
 * Performance appraisal (KPI; issue #17). Spec section 2 /penilaian/kpi/*, /kpi/:token; section 3
 * KPI; section 4 KPI assessment actions; section 7 /sdm/kpi/x/*; section 8 messages.
 *
 * Master data (POLICY.manageKpi for every read and write), one shape for each resource R of
 * KPI_MASTER_RESOURCES:
 *   GET    /api/sdm/kpi/x/{R}          paged list (KpiMasterListQuery; event index | index_options)
 *   POST   /api/sdm/kpi/x/{R}          create (the resource's input schema, KPI_MASTER_INPUTS[R])
 *   PUT    /api/sdm/kpi/x/{R}/{id}     update (same input)
 *   DELETE /api/sdm/kpi/x/{R}/{id}     delete (409 while used)
 * perspektif has the fixed ids 1..4: PUT renames, POST and DELETE answer 422. config is one row:
 *   GET /api/sdm/kpi/x/config, PUT /api/sdm/kpi/x/config/1.
 * indikator_jabatan and indikator_jabatan_non: a jabatan's weights must sum to 100 before a draft
 * uses them (store_draft answers 422 otherwise); GET …?event=index_rules&jabatan_id= tells the sum.
 *
 * Assessments: /api/sdm/kpi/x/event_pegawai
 *   GET  …                 event index (default; KpiEventPegawaiQuery: search, page, per_page, event_id,
 *                          periode_id, is_myturn, is_invalid) + unapproved | index_un_approved |
 *                          index_show_by_token (token)                         POLICY.employeeServices
 *   POST …                 event store_draft (event_id; the caller's own) | store_draft_npp (event_id, npp;
 *                          POLICY.manageKpi) → 'Penilaian kinerja created/updated'
 *   POST …/{id}            event store_request | store_reject | store_approve | store_reverse (note?) |
 *                          store_save (penilaian[{indikator_id, realisasi}]) | store_save_score
 *                          (penilaian[{indikator_id, realisasi_atasan}], catatan?) | store_reset_penilaian |
 *                          store_reset_resume                                   POLICY.employeeServices
 *   POST …/x/upload?event_id=  xlsx body (NPP, Indikator, Realisasi): a job, all rows or none
 *                          → 'Upload KPI pegawai sementara di proses'           POLICY.manageKpi
 * Scores (skor, capaian, nilai) are computed by the server only; any score a client sends is ignored.
 * Decimal values travel as strings ("87.50"): periode_pegawai.score is such a string, which the
 * client turns into a number for display (spec: "periode_pegawai (score string to float)").
 *
 *   GET  /api/sdm/kpi/x/periode_pegawai   the caller's own resume per period (no role: POLICY.signedIn)
 *   GET  /api/sdm/kpi/x/resume            resume rows (KpiResumeQuery) | event index_grafik  POLICY.manageKpi
 *   POST /api/sdm/kpi/x/resume            event store_reset_resume (periode_id): refresh a period  POLICY.manageKpi
 *   POST /api/sdm/kpi/x/export            xlsx of a period's resume as a job     POLICY.manageKpi
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { ImportRowError } from './bulk-import.js';
import { ApprovalView } from './approval.js';
import { DateOnly, RowId } from './fields.js';

export const KPI_BASE = '/api/sdm/kpi/x';

export const KPI_MESSAGES = {
  penilaian: 'Penilaian kinerja created/updated',
  upload: 'Upload KPI pegawai sementara di proses',
  created: (what: string) => `${what} created`,
  updated: (what: string) => `${what} updated`,
  deleted: (what: string) => `${what} deleted`,
  exportCreated: 'Export KPI created, menunggu proses selesai.',
  resumeRefreshed: 'Resume KPI updated',
} as const;

/** A decimal as text: up to 14 digits and 4 decimals, never negative (achievements, targets). */
export const KpiDecimalInput = Type.String({ pattern: '^\\d{1,14}(\\.\\d{1,4})?$', maxLength: 19 });
/** A percent weight 0.01..100 with up to 2 decimals, as text. */
export const KpiWeightInput = Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,2})?$', maxLength: 6 });
const Nama = Type.String({ minLength: 1, maxLength: 200 });
const Polaritas = StringEnum(['higher', 'lower'] as const);

export const KPI_MASTER_INPUTS = {
  perspektif: Type.Object({ nama: Nama }, { additionalProperties: false }),
  indikator: Type.Object(
    {
      perspektif_id: Type.Integer({ minimum: 1, maximum: 4 }),
      nama: Nama,
      satuan: Type.String({ minLength: 1, maxLength: 50 }),
      polaritas: Polaritas,
    },
    { additionalProperties: false },
  ),
  indikator_jabatan: Type.Object(
    { jabatan_id: RowId, indikator_id: RowId, bobot: KpiWeightInput, target: KpiDecimalInput },
    { additionalProperties: false },
  ),
  indikator_jabatan_non: Type.Object(
    { jabatan_id: RowId, indikator_id: RowId, bobot: KpiWeightInput, target: KpiDecimalInput },
    { additionalProperties: false },
  ),
  target: Type.Object(
    { periode_id: RowId, pegawai_id: RowId, indikator_id: RowId, target: KpiDecimalInput },
    { additionalProperties: false },
  ),
  rules: Type.Object(
    {
      batas_bawah: KpiWeightInput,
      nilai: Type.Integer({ minimum: 0, maximum: 10 }),
      predikat: Type.String({ minLength: 1, maxLength: 100 }),
    },
    { additionalProperties: false },
  ),
  options: Type.Object(
    { kelompok: Type.String({ minLength: 1, maxLength: 50 }), nama: Nama },
    { additionalProperties: false },
  ),
  config: Type.Object(
    { capaian_minimum: KpiWeightInput, capaian_maksimum: KpiWeightInput },
    { additionalProperties: false },
  ),
  punishment: Type.Object({ nama: Nama, pengurang: KpiWeightInput }, { additionalProperties: false }),
  punishment_pegawai_type: Type.Object({ nama: Nama }, { additionalProperties: false }),
  punishment_pegawai: Type.Object(
    {
      periode_id: RowId,
      pegawai_id: RowId,
      punishment_id: RowId,
      type_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
      keterangan: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    },
    { additionalProperties: false },
  ),
  periode: Type.Object(
    { nama: Nama, tanggal_mulai: DateOnly, tanggal_selesai: DateOnly },
    { additionalProperties: false },
  ),
  event: Type.Object(
    {
      periode_id: RowId,
      nama: Nama,
      is_active: Type.Boolean(),
      is_active_admin: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
} as const;
export type KpiMasterResource = keyof typeof KPI_MASTER_INPUTS;
export const KPI_MASTER_RESOURCES = Object.keys(KPI_MASTER_INPUTS) as KpiMasterResource[];
export type KpiMasterInput<R extends KpiMasterResource> = Static<(typeof KPI_MASTER_INPUTS)[R]>;

export const KPI_MASTER_GET_EVENTS = ['index', 'index_options', 'index_rules'] as const;
export const KpiMasterListQuery = Type.Object({
  event: Type.Optional(Selector(KPI_MASTER_GET_EVENTS)),
  ...PageQuery,
  jabatan_id: Type.Optional(RowId),
  periode_id: Type.Optional(RowId),
  perspektif_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
});
export type KpiMasterListQuery = Static<typeof KpiMasterListQuery>;

/** A master row: id plus the resource's columns and the names of what it refers to. */
export const KpiMasterRow = Type.Object({ id: Type.Integer() }, { additionalProperties: true });
export type KpiMasterRow = { id: number } & Record<string, unknown>;
export const KpiMasterListAnswer = Type.Union([
  Paged(KpiMasterRow),
  Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String() })) }),
  Type.Object({
    data: Type.Object({ jabatan_id: Type.Integer(), total_bobot: Type.String(), is_valid: Type.Boolean() }),
  }),
]);
export const KpiMasterMutationAnswer = Type.Object({ message: Type.String(), data: KpiMasterRow });

// ---- assessments ----------------------------------------------------------------------------------

export const KPI_GET_EVENTS = ['index', 'index_un_approved', 'index_show_by_token', 'index_event_open'] as const;
export const KpiEventPegawaiQuery = Type.Object({
  event: Type.Optional(Selector(KPI_GET_EVENTS)),
  ...PageQuery,
  token: Type.Optional(Type.String({ maxLength: 100 })),
  event_id: Type.Optional(RowId),
  periode_id: Type.Optional(RowId),
  is_myturn: Type.Optional(Type.Boolean()),
  is_invalid: Type.Optional(Type.Boolean()),
  status: Type.Optional(StringEnum(['draft', 'menunggu', 'disetujui', 'ditolak', 'dibatalkan'] as const)),
});
export type KpiEventPegawaiQuery = Static<typeof KpiEventPegawaiQuery>;

export const KpiPenilaianRow = Type.Object({
  id: Type.Integer(),
  indikator_id: Type.Integer(),
  indikator_nama: Type.String(),
  satuan: Type.String(),
  perspektif_id: Type.Integer(),
  perspektif_nama: Type.String(),
  polaritas: Polaritas,
  bobot: Type.String(),
  target: Type.String(),
  realisasi: NullableString,
  realisasi_atasan: NullableString,
  capaian: NullableString,
  nilai: NullableString,
});
export type KpiPenilaianRow = Static<typeof KpiPenilaianRow>;

export const KpiEventPegawaiRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  event_id: Type.Integer(),
  event_nama: Type.String(),
  periode_id: Type.Integer(),
  periode_nama: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  pegawai_npp: Type.String(),
  jabatan_nama: NullableString,
  kantor_nama: NullableString,
  skor: Type.String(),
  status: Type.String(),
  is_myturn: Type.Boolean(),
  is_invalid: Type.Boolean(),
  created_at: Type.String(),
});
export type KpiEventPegawaiRow = Static<typeof KpiEventPegawaiRow>;

export const KpiEventPegawaiDetail = Type.Object({
  ...KpiEventPegawaiRow.properties,
  catatan: NullableString,
  penilaian: Type.Array(KpiPenilaianRow),
  can_save: Type.Boolean(),
  can_save_score: Type.Boolean(),
  /** The approval chain and every action taken, as the engine keeps them (the detail page's history). */
  approval: ApprovalView,
});
export type KpiEventPegawaiDetail = Static<typeof KpiEventPegawaiDetail>;

/** index_event_open: the rounds an employee may draft their own assessment in (is_active). */
export const KpiOpenEvent = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  periode_nama: Type.String(),
  /** Whether the caller already has an assessment in this round (a second one is refused). */
  has_own: Type.Boolean(),
});
export type KpiOpenEvent = Static<typeof KpiOpenEvent>;

export const KpiEventPegawaiGetAnswer = Type.Union([
  Type.Object({ ...Paged(KpiEventPegawaiRow).properties, unapproved: Type.Integer() }),
  Type.Object({ data: Type.Object({ unapproved: Type.Integer() }) }),
  Type.Object({ data: KpiEventPegawaiDetail }),
  Type.Object({ data: Type.Array(KpiOpenEvent) }),
]);
export const KpiEventPegawaiMutationAnswer = Type.Object({ message: Type.String(), data: KpiEventPegawaiDetail });

export const KPI_COLLECTION_EVENTS = ['store_draft', 'store_draft_npp'] as const;
export const KpiCollectionBody = Type.Object({
  event: Selector(KPI_COLLECTION_EVENTS),
  event_id: Type.Optional(RowId),
  npp: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
});
export const KpiDraftInput = Type.Object({ event: Type.String(), event_id: RowId });
export const KpiDraftNppInput = Type.Object({
  event: Type.String(),
  event_id: RowId,
  npp: Type.String({ minLength: 1, maxLength: 20 }),
});

export const KPI_ITEM_EVENTS = [
  'store_request',
  'store_reject',
  'store_approve',
  'store_reverse',
  'store_save',
  'store_save_score',
  'store_reset_penilaian',
  'store_reset_resume',
] as const;
export const KpiItemBody = Type.Object({ event: Selector(KPI_ITEM_EVENTS) }, { additionalProperties: true });
export const KpiNoteInput = Type.Object({
  event: Type.String(),
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export const KpiSaveInput = Type.Object({
  event: Type.String(),
  penilaian: Type.Array(Type.Object({ indikator_id: RowId, realisasi: Nullable(KpiDecimalInput) }), {
    minItems: 1,
    maxItems: 100,
  }),
});
export type KpiSaveInput = Static<typeof KpiSaveInput>;
export const KpiSaveScoreInput = Type.Object({
  event: Type.String(),
  penilaian: Type.Array(Type.Object({ indikator_id: RowId, realisasi_atasan: Nullable(KpiDecimalInput) }), {
    minItems: 1,
    maxItems: 100,
  }),
  catatan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
export type KpiSaveScoreInput = Static<typeof KpiSaveScoreInput>;

export const KpiUploadQuery = Type.Object({ event_id: RowId });
export const KpiUploadAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ job_id: Type.String() }),
});
export const KpiUploadResult = Type.Object({ imported: Type.Integer(), errors: Type.Array(ImportRowError) });
export type KpiUploadResult = Static<typeof KpiUploadResult>;

// ---- resume, periode_pegawai, charts, export ------------------------------------------------------

export const KpiResumeRow = Type.Object({
  periode_id: Type.Integer(),
  periode_nama: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  pegawai_npp: Type.String(),
  kantor_id: NullableInteger,
  kantor_nama: NullableString,
  jabatan_nama: NullableString,
  event_pegawai_token: Type.String(),
  /** Decimal strings, e.g. "87.50"; the client converts score to a number (spec section 3). */
  skor: Type.String(),
  pengurang: Type.String(),
  score: Type.String(),
  nilai: NullableInteger,
  predikat: NullableString,
  status: Type.String(),
});
export type KpiResumeRow = Static<typeof KpiResumeRow>;

export const KPI_RESUME_EVENTS = ['index', 'index_grafik'] as const;
export const KpiResumeQuery = Type.Object({
  event: Type.Optional(Selector(KPI_RESUME_EVENTS)),
  ...PageQuery,
  periode_id: Type.Optional(RowId),
  kantor_id: Type.Optional(RowId),
});
export type KpiResumeQuery = Static<typeof KpiResumeQuery>;
export const KpiGrafik = Type.Object({
  distribusi: Type.Array(
    Type.Object({
      kantor_id: NullableInteger,
      kantor_nama: NullableString,
      buckets: Type.Array(Type.Object({ dari: Type.Integer(), sampai: Type.Integer(), jumlah: Type.Integer() })),
    }),
  ),
  perspektif: Type.Array(
    Type.Object({
      perspektif_id: Type.Integer(),
      nama: Type.String(),
      rata_rata: Type.String(),
      jumlah: Type.Integer(),
    }),
  ),
});
export type KpiGrafik = Static<typeof KpiGrafik>;
export const KpiResumeAnswer = Type.Union([Paged(KpiResumeRow), Type.Object({ data: KpiGrafik })]);
export const KpiResumeBody = Type.Object({ event: Selector(['store_reset_resume'] as const), periode_id: RowId });
export const KpiPeriodePegawaiAnswer = Type.Object({ data: Type.Array(KpiResumeRow) });
export const KpiExportInput = Type.Object({ periode_id: RowId });
