/**
 * Workload analysis (WLA; issue #17). Spec section 2 /pegawai/wla/* (63; export 57), section 3 "WLA:
 * fte, pegawai_id list, pegawai_count for offices, status derived; activities, config, pegawai
 * jabatan, unit, kantor", section 4 (status by gap; resets run asynchronously), section 7 /sdm/wla*.
 *
 *   GET    /api/sdm/wla                          results per jabatan × kantor (WlaResultQuery)    POLICY.developer
 *   GET    /api/sdm/wla/x/kantor                 per office: employees, needed staff, gap, status  POLICY.developer
 *   GET    /api/sdm/wla/x/pegawai_jabatan        per position over all offices                    POLICY.developer
 *   POST   /api/sdm/wla/x/pegawai_jabatan        action updateReset: recompute every result (job)
 *                                                → 'WLA Pegawai Jabatan Reset on Prosess'          POLICY.developer
 *   GET    /api/sdm/wla/x/config                 effective days and hours                          POLICY.developer
 *   PUT    /api/sdm/wla/x/config                 change them ('WLA Config updated')                POLICY.developer
 *   GET    /api/sdm/wla/x/activities             activities (paged; jabatan_id, search)            POLICY.developer
 *   POST   /api/sdm/wla/x/activities             create                                            POLICY.developer
 *   PUT    /api/sdm/wla/x/activities/{id}        change                                            POLICY.developer
 *   DELETE /api/sdm/wla/x/activities/{id}        delete                                            POLICY.developer
 *   POST   /api/sdm/wla/x/activities/x/upload    xlsx body (event store_excel): all rows or none, job POLICY.developer
 *   GET    /api/sdm/wla/x/activities/x/template  the upload's xlsx template (file)                  POLICY.developer
 *   POST   /api/sdm/wla/x/export                 event activities | results: xlsx job              POLICY.hrAdmin (57)
 *
 * Numbers: FTE and gap are decimal strings with two decimals ("1.25"); gap = pegawai_count − fte;
 * status from @portal/domain workloadStatus(gap): Fit (±0.5), Under Load (> 0.5), Over Load (< −0.5).
 */
import { Type, type Static } from 'typebox';
import { Nullable, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { RowId } from './fields.js';

export const WLA_PATH = '/api/sdm/wla';

export const WLA_MESSAGES = {
  resetQueued: 'WLA Pegawai Jabatan Reset on Prosess',
  configUpdated: 'WLA Config updated',
  activityCreated: 'Aktivitas WLA created',
  activityUpdated: 'Aktivitas WLA updated',
  activityDeleted: 'Aktivitas WLA deleted',
} as const;

/** Period a frequency is counted in; normalised to a year by the effective days of the config. */
export const WLA_PERIODE = ['hari', 'minggu', 'bulan', 'tahun'] as const;
export type WlaPeriode = (typeof WLA_PERIODE)[number];

export const WLA_STATUS_LABELS = ['Fit', 'Under Load', 'Over Load'] as const;
export const WlaStatus = Type.Object({
  label: StringEnum(WLA_STATUS_LABELS),
  variant: StringEnum(['success', 'danger', 'warning'] as const),
});
export type WlaStatus = Static<typeof WlaStatus>;

/** A non-negative decimal with at most 2 decimals, as a string or number ("12.5", 12.5). */
const Decimal = (max: number) =>
  Type.Union([
    Type.String({ pattern: '^\\d{1,9}(\\.\\d{1,2})?$', maxLength: 12 }),
    Type.Number({ minimum: 0, maximum: max }),
  ]);
const DecimalString = Type.String({ description: 'decimal string, e.g. "1.25"' });

// ---- config ---------------------------------------------------------------------------------------

export const WlaConfig = Type.Object({
  hari_efektif: Type.Integer(),
  jam_efektif: DecimalString,
  /** hari_efektif × jam_efektif × 60. */
  menit_efektif: DecimalString,
  updated_at: Type.String(),
});
export type WlaConfig = Static<typeof WlaConfig>;
export const WlaConfigAnswer = Type.Object({ data: WlaConfig });
export type WlaConfigAnswer = Static<typeof WlaConfigAnswer>;
export const WlaConfigInput = Type.Object(
  {
    hari_efektif: Type.Integer({ minimum: 1, maximum: 366 }),
    jam_efektif: Type.Union([
      Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$', maxLength: 5 }),
      Type.Number({ exclusiveMinimum: 0, maximum: 24 }),
    ]),
  },
  { additionalProperties: false },
);
export type WlaConfigInput = Static<typeof WlaConfigInput>;
export const WlaConfigMutation = Type.Object({ message: Type.String(), data: WlaConfig });
export type WlaConfigMutation = Static<typeof WlaConfigMutation>;

// ---- activities -----------------------------------------------------------------------------------

export const WlaActivity = Type.Object({
  id: Type.Integer(),
  jabatan_id: Type.Integer(),
  jabatan_nama: Type.String(),
  nama: Type.String(),
  frekuensi: DecimalString,
  periode: StringEnum(WLA_PERIODE),
  /** frekuensi normalised to a year (per hari × hari_efektif, per minggu × hari_efektif/5, per bulan × 12). */
  frekuensi_tahun: DecimalString,
  menit: DecimalString,
  /** frekuensi_tahun × menit. */
  beban_menit: DecimalString,
  updated_at: Type.String(),
});
export type WlaActivity = Static<typeof WlaActivity>;

export const WlaActivityQuery = Type.Object({ ...PageQuery, jabatan_id: Type.Optional(RowId) });
export type WlaActivityQuery = Static<typeof WlaActivityQuery>;
export const WlaActivityListAnswer = Paged(WlaActivity);
export type WlaActivityListAnswer = Static<typeof WlaActivityListAnswer>;

export const WlaActivityInput = Type.Object(
  {
    jabatan_id: RowId,
    nama: Type.String({ minLength: 1, maxLength: 255 }),
    frekuensi: Decimal(1_000_000),
    periode: StringEnum(WLA_PERIODE),
    menit: Decimal(100_000),
  },
  { additionalProperties: false },
);
export type WlaActivityInput = Static<typeof WlaActivityInput>;
export const WlaActivityMutation = Type.Object({ message: Type.String(), data: WlaActivity });
export type WlaActivityMutation = Static<typeof WlaActivityMutation>;

// ---- results --------------------------------------------------------------------------------------

const resultNumbers = {
  fte: DecimalString,
  pegawai_count: Type.Integer(),
  gap: DecimalString,
  status: WlaStatus,
};

/** One position at one office (the pegawaiJabatan row of the spec). */
export const WlaResult = Type.Object({
  jabatan_id: Type.Integer(),
  jabatan_nama: Type.String(),
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  beban_menit: DecimalString,
  menit_efektif: DecimalString,
  ...resultNumbers,
  pegawai_id: Type.Array(Type.Integer()),
  computed_at: Type.String(),
});
export type WlaResult = Static<typeof WlaResult>;

export const WlaResultQuery = Type.Object({
  ...PageQuery,
  kantor_id: Type.Optional(RowId),
  jabatan_id: Type.Optional(RowId),
  status: Type.Optional(StringEnum(WLA_STATUS_LABELS)),
});
export type WlaResultQuery = Static<typeof WlaResultQuery>;
export const WlaResultListAnswer = Paged(WlaResult);
export type WlaResultListAnswer = Static<typeof WlaResultListAnswer>;

/** An office over all its positions (spec "pegawai_count for offices"). */
export const WlaKantorRow = Type.Object({
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  jabatan_count: Type.Integer(),
  ...resultNumbers,
});
export type WlaKantorRow = Static<typeof WlaKantorRow>;
export const WlaKantorAnswer = Paged(WlaKantorRow);
export type WlaKantorAnswer = Static<typeof WlaKantorAnswer>;

/** A position over all offices. */
export const WlaJabatanRow = Type.Object({
  jabatan_id: Type.Integer(),
  jabatan_nama: Type.String(),
  kantor_count: Type.Integer(),
  aktivitas_count: Type.Integer(),
  beban_menit: DecimalString,
  ...resultNumbers,
});
export type WlaJabatanRow = Static<typeof WlaJabatanRow>;
export const WlaJabatanAnswer = Paged(WlaJabatanRow);
export type WlaJabatanAnswer = Static<typeof WlaJabatanAnswer>;

export const WlaSummaryQuery = Type.Object({ ...PageQuery });
export type WlaSummaryQuery = Static<typeof WlaSummaryQuery>;

// ---- reset, import, export ------------------------------------------------------------------------------

export const WLA_RESET_ACTIONS = ['updateReset'] as const;
export const WlaResetBody = Type.Object({
  action: Selector(WLA_RESET_ACTIONS),
  jabatan_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
});
export type WlaResetBody = Static<typeof WlaResetBody>;

/** The reset job's result: how many position × office rows were written. */
export const WlaResetResult = Type.Object({ rows: Type.Integer(), ms: Type.Integer() });
export type WlaResetResult = Static<typeof WlaResetResult>;

export const WLA_EXPORT_EVENTS = ['activities', 'results'] as const;
export const WlaExportBody = Type.Object({ event: Selector(WLA_EXPORT_EVENTS) });
export type WlaExportBody = Static<typeof WlaExportBody>;

export const WlaUploadQuery = Type.Object({ event: Type.Optional(Selector(['store_excel'] as const)) });
export type WlaUploadQuery = Static<typeof WlaUploadQuery>;
