/**
 * Official memos (nota dinas): /api/sdm/notadinas/… (spec sections 2, 4, 7). The list and create
 * calls carry an `action` selector (spec "list actions …; create actions …"); an unknown one
 * answers 400 'Unsuccessful Action'. The memo number is given when the memo is approved.
 */
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ApprovalView } from './approval.js';
import { StoredFile } from './stored-file.js';
import { NullableInteger, NullableString, PageQuery, Paged, Selector } from './common.js';
import { DateOnly, RowId } from './fields.js';

export const NOTADINAS_PATH = '/api/sdm/notadinas/pegawai';

export const NotadinasKepada = Type.Object({
  jabatan_id: NullableInteger,
  pegawai_id: NullableInteger,
  /** The position's or the employee's name. */
  nama: Type.String(),
});
export type NotadinasKepada = Static<typeof NotadinasKepada>;

export const NotadinasRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  surat_id: Type.Integer(),
  surat_nama: Type.String(),
  perihal: Type.String(),
  tanggal: Type.String(),
  /** ND/<kode kantor>/<urut>/<tahun>; null until the memo is approved. */
  nomor: NullableString,
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  is_myturn: Type.Boolean(),
  created_at: Type.String(),
});
export type NotadinasRow = Static<typeof NotadinasRow>;

export const NotadinasDetail = Type.Object({
  ...NotadinasRow.properties,
  isi: Type.String(),
  kepada: Type.Array(NotadinasKepada),
  files: Type.Array(StoredFile),
  approval: ApprovalView,
  can_edit: Type.Boolean(),
});
export type NotadinasDetail = Static<typeof NotadinasDetail>;

export const NotadinasListAnswer = Type.Object({
  ...Paged(NotadinasRow).properties,
  unapproved: Type.Integer(),
});
export type NotadinasListAnswer = Static<typeof NotadinasListAnswer>;

export const NotadinasGetAnswer = Type.Union([
  NotadinasListAnswer,
  Type.Object({ data: NotadinasDetail }),
  Type.Object({ data: Type.Object({ unapproved: Type.Integer() }) }),
]);
export type NotadinasGetAnswer = Static<typeof NotadinasGetAnswer>;

export const NOTADINAS_GET_ACTIONS = ['index', 'index_show_by_token', 'index_un_approved'] as const;

export const NotadinasListQuery = Type.Object({
  ...PageQuery,
  action: Type.Optional(Selector(NOTADINAS_GET_ACTIONS)),
  is_myturn: Type.Optional(Type.Boolean()),
  status: Type.Optional(ApprovalStatusSchema),
  kantor_id: Type.Optional(RowId),
  tahun: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type NotadinasListQuery = Static<typeof NotadinasListQuery>;

export const NotadinasFileInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  content_base64: Type.String({ minLength: 1 }),
});
export type NotadinasFileInput = Static<typeof NotadinasFileInput>;

export const NotadinasInput = Type.Object({
  surat_id: RowId,
  perihal: Type.String({ minLength: 1, maxLength: 255 }),
  isi: Type.String({ minLength: 1, maxLength: 20000 }),
  tanggal: DateOnly,
  kepada_jabatan_ids: Type.Optional(Type.Array(RowId, { maxItems: 50 })),
  kepada_pegawai_ids: Type.Optional(Type.Array(RowId, { maxItems: 200 })),
});
export type NotadinasInput = Static<typeof NotadinasInput>;

/** POST on the collection: no action creates (the caller is the author); `action: 'export'` queues an xlsx. */
export const NotadinasCollectionBody = Type.Object({
  ...Type.Partial(NotadinasInput).properties,
  action: Type.Optional(Selector(['export'])),
});
export type NotadinasCollectionBody = Static<typeof NotadinasCollectionBody>;

export const NOTADINAS_ITEM_ACTIONS = [
  'store_request',
  'store_reject',
  'store_approve',
  'store_cancel',
  'store_reset',
  'store_reverse',
  'store_files',
  'store_files_delete',
] as const;

export const NotadinasItemBody = Type.Object({
  action: Selector(NOTADINAS_ITEM_ACTIONS),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  file: Type.Optional(NotadinasFileInput),
  file_id: Type.Optional(RowId),
});
export type NotadinasItemBody = Static<typeof NotadinasItemBody>;

export const NotadinasMutationAnswer = Type.Object({ message: Type.String(), data: NotadinasDetail });
export type NotadinasMutationAnswer = Static<typeof NotadinasMutationAnswer>;

// ---- master data: letter types and recipient positions (roles 4, 57) ----------------------------

export const NotadinasSurat = Type.Object({ id: Type.Integer(), nama: Type.String(), kode: Type.String() });
export type NotadinasSurat = Static<typeof NotadinasSurat>;
export const NotadinasSuratInput = Type.Object({
  nama: Type.String({ minLength: 1, maxLength: 200 }),
  kode: Type.String({ pattern: '^[A-Z0-9.-]{1,20}$', description: 'Huruf besar, angka, titik, strip; 1–20' }),
});
export type NotadinasSuratInput = Static<typeof NotadinasSuratInput>;

export const NotadinasJabatan = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type NotadinasJabatan = Static<typeof NotadinasJabatan>;
export const NotadinasJabatanInput = Type.Object({ nama: Type.String({ minLength: 1, maxLength: 200 }) });
export type NotadinasJabatanInput = Static<typeof NotadinasJabatanInput>;

export const NotadinasMasterQuery = Type.Object({ ...PageQuery });
export const NotadinasSuratList = Paged(NotadinasSurat);
export const NotadinasJabatanList = Paged(NotadinasJabatan);
export const NotadinasSuratAnswer = Type.Object({ message: Type.String(), data: NotadinasSurat });
export const NotadinasJabatanAnswer = Type.Object({ message: Type.String(), data: NotadinasJabatan });

// ---- SOTK kantor and level (role 1): offices and levels with their SOTK structure --------------

export const NotadinasSotkQuery = Type.Object({ action: Type.Optional(Selector(['index_all'])) });
export const NotadinasSotkKantor = Type.Object({
  id: Type.Integer(),
  kode: NullableString,
  nama: Type.String(),
  kantor_level_id: NullableInteger,
  level_nama: NullableString,
  jabatan_count: Type.Integer({ description: 'Positions in the office’s SOTK structure' }),
  formasi: Type.Integer(),
});
export const NotadinasSotkKantorLevel = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  kantor_count: Type.Integer(),
  kantor_with_sotk: Type.Integer(),
});
export const NotadinasSotkKantorAnswer = Type.Object({ data: Type.Array(NotadinasSotkKantor) });
export const NotadinasSotkKantorLevelAnswer = Type.Object({ data: Type.Array(NotadinasSotkKantorLevel) });
