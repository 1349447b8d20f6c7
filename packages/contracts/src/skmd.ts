/**
 * Work-assignment letters (SKMD): /api/sdm/pegawai/x/skmd (spec sections 2, 4, 7). One letter per
 * employee and month; its detail (uraian and tempat tugas), files, approval and, once issued
 * (store_penerbitan), its number. Selector field `event`; unknown → 400 'Unsuccessful Event'.
 */
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ApprovalView } from './approval.js';
import { StoredFile } from './stored-file.js';
import { NullableString, PageQuery, Paged, Selector } from './common.js';
import { Bulan, RowId, Tahun } from './fields.js';

export const SKMD_PATH = '/api/sdm/pegawai/x/skmd';

export const SkmdRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  pegawai_npp: Type.String(),
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  /** The letter's detail (spec "skmd"). */
  skmd: Type.Union([Type.Object({ uraian_tugas: Type.String(), tempat_tugas: NullableString }), Type.Null()]),
  nomor: NullableString,
  diterbitkan_at: NullableString,
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  is_myturn: Type.Boolean(),
  files_count: Type.Integer(),
  created_at: Type.String(),
});
export type SkmdRow = Static<typeof SkmdRow>;

export const SkmdDetail = Type.Object({
  ...SkmdRow.properties,
  files: Type.Array(StoredFile),
  approval: ApprovalView,
  can_edit: Type.Boolean(),
  can_issue: Type.Boolean(),
});
export type SkmdDetail = Static<typeof SkmdDetail>;

export const SkmdListAnswer = Type.Object({ ...Paged(SkmdRow).properties, unapproved: Type.Integer() });
export type SkmdListAnswer = Static<typeof SkmdListAnswer>;

export const SkmdGetAnswer = Type.Union([
  SkmdListAnswer,
  Type.Object({ data: SkmdDetail }),
  Type.Object({ data: Type.Object({ unapproved: Type.Integer() }) }),
]);
export type SkmdGetAnswer = Static<typeof SkmdGetAnswer>;

export const SKMD_GET_EVENTS = ['index', 'index_show_by_token', 'index_un_approved'] as const;

export const SkmdListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(SKMD_GET_EVENTS)),
  is_myturn: Type.Optional(Type.Boolean()),
  /** Approved letters still waiting to be issued (numbered). */
  is_penerbitan: Type.Optional(Type.Boolean()),
  tahun: Type.Optional(Tahun),
  bulan: Type.Optional(Bulan),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type SkmdListQuery = Static<typeof SkmdListQuery>;

export const SkmdDetailInput = Type.Object({
  uraian_tugas: Type.String({ minLength: 1, maxLength: 5000 }),
  tempat_tugas: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 255 }), Type.Null()])),
});
export type SkmdDetailInput = Static<typeof SkmdDetailInput>;

/** POST on the collection, event store_skmd: the caller's letter of a month. */
export const SkmdCreateInput = Type.Object({
  event: Type.Optional(Type.String({ maxLength: 100 })),
  tahun: Tahun,
  bulan: Bulan,
  ...SkmdDetailInput.properties,
});
export type SkmdCreateInput = Static<typeof SkmdCreateInput>;

export const SkmdCollectionBody = Type.Object({
  ...Type.Partial(Type.Omit(SkmdCreateInput, ['event'])).properties,
  event: Selector(['store_skmd']),
});

export const SKMD_ITEM_EVENTS = [
  'store_request',
  'store_reject',
  'store_approve',
  'store_penerbitan',
  'store_skmd_update',
  'store_skmd_reset',
  'store_files',
  'store_files_delete',
] as const;

export const SkmdFileInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  content_base64: Type.String({ minLength: 1 }),
});

export const SkmdItemBody = Type.Object({
  event: Selector(SKMD_ITEM_EVENTS),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  uraian_tugas: Type.Optional(Type.String({ maxLength: 5000 })),
  tempat_tugas: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  file: Type.Optional(SkmdFileInput),
  file_id: Type.Optional(RowId),
});
export type SkmdItemBody = Static<typeof SkmdItemBody>;

export const SkmdMutationAnswer = Type.Object({ message: Type.String(), data: SkmdDetail });
export type SkmdMutationAnswer = Static<typeof SkmdMutationAnswer>;

// ---- exclude/pegawai, exclude/kantor, include/pegawai (role 57) -------------------------------

export const SkmdScopeRow = Type.Object({
  id: Type.Integer({ description: 'pegawai_id or kantor_id' }),
  nama: Type.String(),
  kode: NullableString,
  created_at: Type.String(),
});
export type SkmdScopeRow = Static<typeof SkmdScopeRow>;
export const SkmdScopeQuery = Type.Object({ ...PageQuery });
export const SkmdScopeList = Paged(SkmdScopeRow);
export const SkmdScopeInput = Type.Object({ id: RowId });
export const SkmdScopeAnswer = Type.Object({ message: Type.String() });
