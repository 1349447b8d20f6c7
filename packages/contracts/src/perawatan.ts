/**
 * Care claims, perawatan (spec section 2 /pegawai/perawatan/* roles 1 or 57 (index not 8), section 3
 * "Perawatan jenis, nota, rs_golongan, rs_tempat", section 7 /sdm/perawatan/x/…; issue #22, ADR 0050):
 *   GET  /api/sdm/perawatan/x/nota  event index (paged register) | index_show_by_token (token) |
 *        index_un_approved | index_config (types, places, glasses rules, approval route) |
 *        index_kaca_mata (pegawai_id: grade, ceiling, period, the period's claim)
 *   POST /api/sdm/perawatan/x/nota                  register a claim (Draft) → 'Perawatan created'
 *   POST /api/sdm/perawatan/x/nota/{id}             event store_request | store_approve | store_reject |
 *                                                   store_cancel | store_reset | store_reverse (note?)
 *   PUT/DELETE /api/sdm/perawatan/x/nota/{id}       a Draft, by whoever registered it
 *   POST /api/sdm/perawatan/x/nota/x/export         xlsx export job
 *   GET/POST /api/sdm/perawatan/x/{jenis,rs_golongan,rs_tempat}, PUT/DELETE …/{id}   master data
 *   GET/POST /api/sdm/perawatan/x/kaca_mata_plafon, PUT/DELETE …/{id}   glasses ceilings by grade range
 *   GET/POST /api/sdm/perawatan/x/nota/{id}/x/file, DELETE …/{id}/x/file/{fileId}   bill scans (file
 *        event 11; the sanctions' file shapes); adding or removing one: the registrar, while Draft
 * Every route: POLICY.adminOrHr (the register list, event index: adminOrHrUnrestricted). The status of
 * a claim is the approval engine's (type 'perawatan'): Admin SDM (57) then Super Admin (1).
 */
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ApprovalView } from './approval.js';
import { Nullable, NullableInteger, NullableString, Paged, PageQuery, Selector, SortQuery } from './common.js';
import { DateOnly, RowId } from './fields.js';
import { MoneyInput, MoneyString } from './gaji.js';
import { PegawaiRef } from './pegawai-ref.js';

export const PERAWATAN_NOTA_PATH = '/api/sdm/perawatan/x/nota';
export const PERAWATAN_JENIS_PATH = '/api/sdm/perawatan/x/jenis';
export const PERAWATAN_RS_GOLONGAN_PATH = '/api/sdm/perawatan/x/rs_golongan';
export const PERAWATAN_RS_TEMPAT_PATH = '/api/sdm/perawatan/x/rs_tempat';
export const PERAWATAN_KACA_MATA_PLAFON_PATH = '/api/sdm/perawatan/x/kaca_mata_plafon';

const Nama = Type.String({ maxLength: 255 });

// ---- master data ---------------------------------------------------------------------------------

export const PerawatanJenisRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  /** The glasses type: one claim per entitled period, within the ceiling of the grade. */
  is_kaca_mata: Type.Boolean(),
  /** Claims of this type (a type in use cannot be deleted). */
  jumlah: Type.Integer(),
});
export type PerawatanJenisRow = Static<typeof PerawatanJenisRow>;
export const PerawatanJenisInput = Type.Object(
  { nama: Nama, is_kaca_mata: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type PerawatanJenisInput = Static<typeof PerawatanJenisInput>;

export const RsGolonganRow = Type.Object({ id: Type.Integer(), nama: Type.String(), jumlah: Type.Integer() });
export type RsGolonganRow = Static<typeof RsGolonganRow>;
export const RsGolonganInput = Type.Object({ nama: Nama }, { additionalProperties: false });
export type RsGolonganInput = Static<typeof RsGolonganInput>;

export const RsTempatRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  golongan_id: Type.Integer(),
  golongan: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  kota: NullableString,
  jumlah: Type.Integer(),
});
export type RsTempatRow = Static<typeof RsTempatRow>;
export const RsTempatInput = Type.Object(
  { nama: Nama, golongan_id: RowId, kota: Type.Optional(Nullable(Type.String({ maxLength: 255 }))) },
  { additionalProperties: false },
);
export type RsTempatInput = Static<typeof RsTempatInput>;

export const PerawatanJenisListAnswer = Type.Object({ data: Type.Array(PerawatanJenisRow) });
export const RsGolonganListAnswer = Type.Object({ data: Type.Array(RsGolonganRow) });
export const RsTempatListAnswer = Type.Object({ data: Type.Array(RsTempatRow) });
export const PerawatanJenisMutation = Type.Object({ message: Type.String(), data: PerawatanJenisRow });
export const RsGolonganMutation = Type.Object({ message: Type.String(), data: RsGolonganRow });
export const RsTempatMutation = Type.Object({ message: Type.String(), data: RsTempatRow });
export type PerawatanJenisListAnswer = Static<typeof PerawatanJenisListAnswer>;
export type RsGolonganListAnswer = Static<typeof RsGolonganListAnswer>;
export type RsTempatListAnswer = Static<typeof RsTempatListAnswer>;

// ---- claims (nota) -------------------------------------------------------------------------------

export const PERAWATAN_NOTA_GET_EVENTS = [
  'index',
  'index_show_by_token',
  'index_un_approved',
  'index_config',
  'index_kaca_mata',
] as const;
export const PERAWATAN_NOTA_ITEM_EVENTS = [
  'store_request',
  'store_approve',
  'store_reject',
  'store_cancel',
  'store_reset',
  'store_reverse',
] as const;
export const PERAWATAN_NOTA_SORT_KEYS = ['tanggal', 'nominal', 'pegawai_nama', 'created_at'] as const;
export type PerawatanNotaSortColumn = (typeof PERAWATAN_NOTA_SORT_KEYS)[number];

/** Newest bill date first unless sorted; search on the employee's nama/NPP, nomor nota, place. */
export const PerawatanNotaListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PERAWATAN_NOTA_SORT_KEYS),
  event: Type.Optional(Selector(PERAWATAN_NOTA_GET_EVENTS)),
  status: Type.Optional(ApprovalStatusSchema),
  jenis_id: Type.Optional(RowId),
  rs_tempat_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
  is_kaca_mata: Type.Optional(Type.Boolean()),
  is_myturn: Type.Optional(Type.Boolean({ description: 'Only claims whose open approval step is the caller’s' })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type PerawatanNotaListQuery = Static<typeof PerawatanNotaListQuery>;

export const PerawatanNotaRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  jenis: Type.Object({ id: Type.Integer(), nama: Type.String(), is_kaca_mata: Type.Boolean() }),
  rs_tempat: Type.Union([
    Type.Object({ id: Type.Integer(), nama: Type.String(), golongan_nama: Type.String() }),
    Type.Null(),
  ]),
  /** 'YYYY-MM-DD': the date of the bill. */
  tanggal: Type.String(),
  nomor_nota: NullableString,
  /** Decimal string, e.g. "350000.00". */
  nominal: MoneyString,
  keterangan: NullableString,
  /** Glasses: the first year of the entitled period (null for other types). */
  kaca_mata_periode: NullableInteger,
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  is_myturn: Type.Boolean(),
  /** Who registered it (the requester of its approval). */
  registered_by: Type.String(),
  created_at: Type.String(),
});
export type PerawatanNotaRow = Static<typeof PerawatanNotaRow>;

export const PerawatanNotaDetail = Type.Object({
  ...PerawatanNotaRow.properties,
  approval: ApprovalView,
  /** The caller registered it and it is still a Draft. */
  can_edit: Type.Boolean(),
  can_delete: Type.Boolean(),
  /** Glasses: the ceiling of the employee's grade (null for other types or no grade). */
  plafon: Type.Union([MoneyString, Type.Null()]),
});
export type PerawatanNotaDetail = Static<typeof PerawatanNotaDetail>;

export const PerawatanNotaListAnswer = Type.Object({
  ...Paged(PerawatanNotaRow).properties,
  /** Claims waiting for the caller (own drafts to request, steps to decide). */
  unapproved: Type.Integer(),
});
export type PerawatanNotaListAnswer = Static<typeof PerawatanNotaListAnswer>;

export const KacaMataPlafon = Type.Object({
  grade_min: Type.Integer(),
  grade_max: Type.Integer(),
  plafon: MoneyString,
});
export type KacaMataPlafon = Static<typeof KacaMataPlafon>;

/** One ceiling row as its master list answers it (GET …/x/kaca_mata_plafon). */
export const KacaMataPlafonRow = Type.Object({ id: Type.Integer(), ...KacaMataPlafon.properties });
export type KacaMataPlafonRow = Static<typeof KacaMataPlafonRow>;
/**
 * A grade range and its ceiling. The server answers 422 with Indonesian texts when a grade is below 0,
 * grade_min is above grade_max, the ceiling is not above 0 or the range overlaps another row.
 */
export const KacaMataPlafonInput = Type.Object(
  {
    grade_min: Type.Integer({ maximum: 999 }),
    grade_max: Type.Integer({ maximum: 999 }),
    plafon: MoneyInput,
  },
  { additionalProperties: false },
);
export type KacaMataPlafonInput = Static<typeof KacaMataPlafonInput>;
export const KacaMataPlafonListAnswer = Type.Object({ data: Type.Array(KacaMataPlafonRow) });
export type KacaMataPlafonListAnswer = Static<typeof KacaMataPlafonListAnswer>;
export const KacaMataPlafonMutation = Type.Object({ message: Type.String(), data: KacaMataPlafonRow });
export type KacaMataPlafonMutation = Static<typeof KacaMataPlafonMutation>;

export const PerawatanConfig = Type.Object({
  jenis: Type.Array(PerawatanJenisRow),
  rs_tempat: Type.Array(RsTempatRow),
  kaca_mata: Type.Object({ periode_tahun: Type.Integer(), plafon: Type.Array(KacaMataPlafon) }),
  /** The route a claim registered by the caller takes now (flowchart page). */
  alur: Type.Array(Type.Object({ label: Type.String(), approvers: Type.Array(Type.String()) })),
});
export type PerawatanConfig = Static<typeof PerawatanConfig>;

/** An employee's glasses entitlement in the period of `tanggal` (default today). */
export const KacaMataHak = Type.Object({
  pegawai_id: Type.Integer(),
  grade: NullableString,
  plafon: Type.Union([MoneyString, Type.Null()]),
  periode: Type.Integer(),
  periode_label: Type.String(),
  /** The claim (waiting or approved) that already uses the period, if any. */
  klaim: Type.Union([PerawatanNotaRow, Type.Null()]),
});
export type KacaMataHak = Static<typeof KacaMataHak>;

export const PerawatanNotaGetAnswer = Type.Union([
  PerawatanNotaListAnswer,
  Type.Object({ data: PerawatanNotaDetail }),
  Type.Object({ data: PerawatanConfig }),
  Type.Object({ data: KacaMataHak }),
  Type.Object({ data: Type.Object({ unapproved: Type.Integer() }) }),
]);
export type PerawatanNotaGetAnswer = Static<typeof PerawatanNotaGetAnswer>;

export const PerawatanTokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
export const KacaMataHakQuery = Type.Object({ pegawai_id: RowId, tanggal: Type.Optional(DateOnly) });

export const PerawatanNotaInput = Type.Object(
  {
    pegawai_id: RowId,
    jenis_id: RowId,
    rs_tempat_id: Type.Optional(Nullable(RowId)),
    tanggal: DateOnly,
    nomor_nota: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    /** More than zero; glasses: at most the ceiling of the employee's grade. */
    nominal: MoneyInput,
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type PerawatanNotaInput = Static<typeof PerawatanNotaInput>;

export const PerawatanNotaEventBody = Type.Object({
  event: Selector(PERAWATAN_NOTA_ITEM_EVENTS),
  note: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
export type PerawatanNotaEventBody = Static<typeof PerawatanNotaEventBody>;

export const PerawatanNotaMutation = Type.Object({ message: Type.String(), data: PerawatanNotaDetail });
export type PerawatanNotaMutation = Static<typeof PerawatanNotaMutation>;
