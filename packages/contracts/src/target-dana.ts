/**
 * Funds targets of contract staff (issue #17). Spec section 2 /penilaian/target_pegawai_kontrak/*,
 * section 3 "Funds target: upload, type, nominal, Rekening; fraud marking", section 4 (bulk approval
 * sets status id 1 'Approved', variant success, with approval time; disapproval, reject and fraud
 * marking answer the refreshed rows), section 7 /sdm/pegawai/link/target/dana, section 8 messages.
 * Base B = /api/sdm/pegawai/link/target/dana.
 *
 *   GET  B?event=index (default)   targets of a period, paged                     POLICY.servicesUnrestricted
 *                                  (checkFundsBalance: every row; others: their own rows only)
 *   GET  B?event=index_pivot       totals per kantor × month of a year            same scoping
 *   GET  B?event=index_belum_upload  offices with staff but no target of the period  POLICY.servicesUnrestricted
 *   GET  B?event=index_cek_saldo   per account: targets, fraud flag               POLICY.checkFundsBalance
 *   GET  B?event=index_cek_target  per employee: target, approved, pending         POLICY.checkFundsTargets
 *   POST B  event store_approval_massal {ids} → status 1 Approved + approval_at     POLICY.checkFundsTargets
 *           event store_disapproval {id}     → back to 0 Menunggu                    POLICY.checkFundsTargets
 *           event store_reject {id, note?}   → 2 Rejected                            POLICY.checkFundsTargets
 *           action store_fraud {id}          → every row of the account is_fraud,
 *                                               'Set Rekening Fraud Berhasil'        POLICY.checkFundsBalance
 *   GET  B/x/type                  the target types                                POLICY.servicesUnrestricted
 *   GET  B/x/nominal               the good uploads, newest first                  POLICY.uploadFundsTargets
 *   POST B/x/nominal?event=store_upload&tahun&bulan&type_id  xlsx body (Rekening, NPP, Nominal):
 *                                  all rows or none → 'Upload File Target Berhasil'  POLICY.uploadFundsTargets
 *   GET  B/x/nominal/x/template    the upload's xlsx template (file)               POLICY.uploadFundsTargets
 *   POST B/x/export                xlsx job of every target                         POLICY.manageKpi (64)
 *
 * Amounts are decimal strings with two decimals ("1250000.00"); PostgreSQL sums them.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { Bulan, RowId, Tahun } from './fields.js';

export const TARGET_DANA_PATH = '/api/sdm/pegawai/link/target/dana';

export const TARGET_DANA_MESSAGES = {
  uploaded: 'Upload File Target Berhasil',
  fraud: 'Set Rekening Fraud Berhasil',
  approved: 'Target Dana Approved',
  disapproved: 'Approval Target Dana dibatalkan',
  rejected: 'Target Dana Rejected',
} as const;

/** status_id → name and variant (spec section 4: 1 Approved, success). */
export const TARGET_DANA_STATUS = {
  0: { id: 0, nama: 'Menunggu', variant: 'warning' },
  1: { id: 1, nama: 'Approved', variant: 'success' },
  2: { id: 2, nama: 'Rejected', variant: 'danger' },
} as const;
export type TargetDanaStatusId = keyof typeof TARGET_DANA_STATUS;

export const TargetDanaStatus = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  variant: StringEnum(['warning', 'success', 'danger'] as const),
});

const MoneyString = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'decimal string, e.g. "1250000.00"' });

export const TargetDanaRow = Type.Object({
  id: Type.Integer(),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  rekening: Type.String(),
  nominal: MoneyString,
  type: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  pegawai: Type.Object({ id: Type.Integer(), nama: Type.String(), npp: NullableString }),
  kantor: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  status_id: Type.Integer(),
  status: TargetDanaStatus,
  approval_at: NullableString,
  note: NullableString,
  is_fraud: Type.Boolean(),
  fraud_at: NullableString,
});
export type TargetDanaRow = Static<typeof TargetDanaRow>;

export const TARGET_DANA_GET_EVENTS = [
  'index',
  'index_pivot',
  'index_belum_upload',
  'index_cek_saldo',
  'index_cek_target',
] as const;

export const TargetDanaQuery = Type.Object({
  event: Type.Optional(Selector(TARGET_DANA_GET_EVENTS)),
  ...PageQuery,
  tahun: Type.Optional(Tahun),
  bulan: Type.Optional(Bulan),
  kantor_id: Type.Optional(RowId),
  type_id: Type.Optional(RowId),
  status_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export type TargetDanaQuery = Static<typeof TargetDanaQuery>;

export const TargetDanaListAnswer = Type.Intersect([Paged(TargetDanaRow), Type.Object({ total_nominal: MoneyString })]);
export type TargetDanaListAnswer = Static<typeof TargetDanaListAnswer>;

/** index_pivot: one row per office, `bulan` keyed "1".."12" → total of that month. */
export const TargetDanaPivotRow = Type.Object({
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  bulan: Type.Record(Type.String(), MoneyString),
  total: MoneyString,
});
export const TargetDanaPivotAnswer = Type.Object({ tahun: Type.Integer(), data: Type.Array(TargetDanaPivotRow) });
export type TargetDanaPivotAnswer = Static<typeof TargetDanaPivotAnswer>;

export const TargetDanaBelumUploadRow = Type.Object({
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  pegawai_count: Type.Integer(),
});
export const TargetDanaBelumUploadAnswer = Paged(TargetDanaBelumUploadRow);
export type TargetDanaBelumUploadAnswer = Static<typeof TargetDanaBelumUploadAnswer>;

export const TargetDanaSaldoRow = Type.Object({
  rekening: Type.String(),
  pegawai: Type.Object({ id: Type.Integer(), nama: Type.String(), npp: NullableString }),
  target_count: Type.Integer(),
  nominal: MoneyString,
  approved: MoneyString,
  is_fraud: Type.Boolean(),
});
export const TargetDanaSaldoAnswer = Paged(TargetDanaSaldoRow);
export type TargetDanaSaldoAnswer = Static<typeof TargetDanaSaldoAnswer>;

export const TargetDanaCekTargetRow = Type.Object({
  pegawai: Type.Object({ id: Type.Integer(), nama: Type.String(), npp: NullableString }),
  kantor: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  rekening_count: Type.Integer(),
  target: MoneyString,
  approved: MoneyString,
  pending: MoneyString,
  rejected: MoneyString,
});
export const TargetDanaCekTargetAnswer = Paged(TargetDanaCekTargetRow);
export type TargetDanaCekTargetAnswer = Static<typeof TargetDanaCekTargetAnswer>;

export const TargetDanaGetAnswer = Type.Union([
  TargetDanaListAnswer,
  TargetDanaPivotAnswer,
  TargetDanaBelumUploadAnswer,
  TargetDanaSaldoAnswer,
  TargetDanaCekTargetAnswer,
]);
export type TargetDanaGetAnswer = Static<typeof TargetDanaGetAnswer>;

// ---- actions --------------------------------------------------------------------------------------

export const TARGET_DANA_POST_EVENTS = ['store_approval_massal', 'store_disapproval', 'store_reject'] as const;
export const TARGET_DANA_POST_ACTIONS = ['store_fraud'] as const;

/** The action body: `event` or `action` selects; ids for the bulk approval, id for the others. */
export const TargetDanaActionBody = Type.Object({
  event: Type.Optional(Selector(TARGET_DANA_POST_EVENTS)),
  action: Type.Optional(Selector(TARGET_DANA_POST_ACTIONS)),
  ids: Type.Optional(Type.Array(RowId, { minItems: 1, maxItems: 1000, uniqueItems: true })),
  id: Type.Optional(RowId),
  note: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
});
export type TargetDanaActionBody = Static<typeof TargetDanaActionBody>;
export const TargetDanaIdsInput = Type.Object({ ids: Type.Array(RowId, { minItems: 1, maxItems: 1000 }) });
export const TargetDanaIdInput = Type.Object({ id: RowId });

export const TargetDanaMutation = Type.Object({ message: Type.String(), data: Type.Array(TargetDanaRow) });
export type TargetDanaMutation = Static<typeof TargetDanaMutation>;

// ---- types and uploads ----------------------------------------------------------------------------

export const TargetDanaType = Type.Object({ id: Type.Integer(), nama: Type.String(), is_disabled: Type.Boolean() });
export const TargetDanaTypeAnswer = Type.Object({ data: Type.Array(TargetDanaType) });
export type TargetDanaTypeAnswer = Static<typeof TargetDanaTypeAnswer>;

export const TargetDanaUploadQuery = Type.Object({
  event: Selector(['store_upload'] as const),
  tahun: Tahun,
  bulan: Bulan,
  type_id: RowId,
});
export type TargetDanaUploadQuery = Static<typeof TargetDanaUploadQuery>;

export const TargetDanaUpload = Type.Object({
  id: Type.Integer(),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  type: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  row_count: Type.Integer(),
  total: MoneyString,
  user_name: NullableString,
  created_at: Type.String(),
});
export type TargetDanaUpload = Static<typeof TargetDanaUpload>;
export const TargetDanaUploadAnswer = Type.Object({ message: Type.String(), data: TargetDanaUpload });
export type TargetDanaUploadAnswer = Static<typeof TargetDanaUploadAnswer>;
export const TargetDanaUploadListQuery = Type.Object({ ...PageQuery, tahun: Type.Optional(Tahun) });
export type TargetDanaUploadListQuery = Static<typeof TargetDanaUploadListQuery>;
export const TargetDanaUploadListAnswer = Paged(TargetDanaUpload);
export type TargetDanaUploadListAnswer = Static<typeof TargetDanaUploadListAnswer>;
