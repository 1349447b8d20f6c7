/**
 * Offices: /api/general/kantor (spec section 7; pages /kantor/*, ADR 0015).
 *   GET  /api/general/kantor                  paged rows (search, level/kelas/parent filters, sort); event=options: pickers
 *   GET  /api/general/kantor/{id}             one office
 *   GET  /api/general/kantor/x/level | x/kelas | x/attribute | x/jenis   option lists
 *   GET  /api/general/kantor/x/modance        option list; event=indexReportModanceKantor: offices per attendance mode
 *   GET  /api/general/kantor/x/tree | x/maps | x/parent                  the tree, the map, parent and induk offices
 *   GET  /api/general/kantor/{id}/x/pegawai   active employees of one office, paged
 *   GET  /api/general/kantor/{id}/x/setting   the edit form's fields beyond the list row
 *   POST /api/general/kantor, PUT /{id}       create / update (KantorInput)
 *   POST /api/general/kantor/x/export         queue the xlsx export job
 * Reading the lists: every signed-in user; the rest by the policies readOffices, readOfficeParents,
 * readModance and manageOffices (policies.ts). The xlsx itself is a job result (no body schema here).
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString, Paged, PageQuery, Selector, SortQuery } from './common.js';
import { NullableNumber, RowId } from './fields.js';
import { OptionItem } from './options.js';

export const KANTOR_PATH = '/api/general/kantor';

const NullableRowId = Nullable(RowId);
const LevelId = Type.Integer({ minimum: 1, maximum: 99 });
/** Levels as `kantor_level_id[]=1&…` (axios style) or repeated plain keys. */
const LevelList = Type.Array(LevelId, { maxItems: 20 });
const NullableNamed = Type.Union([Type.Object({ nama: Type.String() }), Type.Null()]);

/** A row of the paged office list (and GET /{id}). */
export const KantorRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  kode: NullableString,
  kelas: NullableNamed,
  class_name: NullableString,
  kantor_level_id: Type.Integer(),
  /** The same as kantor_level_id (the spec's older name). */
  level_id: Type.Integer(),
  parent_id: NullableInteger,
  parent_name: NullableString,
  kantor_induk: NullableNamed,
  is_kantor_absen: Type.Boolean(),
  is_kantor_induk: Type.Boolean(),
  is_allow_absence: Type.Boolean(),
  is_allow_salary_deduction: Type.Boolean(),
  is_link_issuer: Type.Boolean(),
  is_parent: Type.Boolean(),
  latitude: NullableNumber,
  longitude: NullableNumber,
  /** Class and name; levels 5 to 9 with their parent office, e.g. 'KCP Dago (KC Bandung)'. */
  display_name: Type.String(),
});
export type KantorRow = Static<typeof KantorRow>;

/** The columns the list sorts by (sortby / sortbydesc); anything else is 422. */
export const KANTOR_SORT_KEYS = [
  'id',
  'nama',
  'kode',
  'kantor_level_id',
  'level_id',
  'class_name',
  'parent_name',
  'created_at',
  'updated_at',
] as const;
export type KantorSortKey = (typeof KANTOR_SORT_KEYS)[number];

export const KANTOR_LIST_EVENTS = ['options'] as const;

/** The list's filters; event=options keeps search and the levels (limited to the offered ones). */
export const KantorListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(KANTOR_SORT_KEYS),
  kantor_level_id: Type.Optional(LevelList),
  'kantor_level_id[]': Type.Optional(LevelList),
  kelas_id: Type.Optional(RowId),
  parent_id: Type.Optional(RowId),
  event: Type.Optional(Selector(KANTOR_LIST_EVENTS)),
});
export type KantorListQuery = Static<typeof KantorListQuery>;

export const KantorListAnswer = Paged(KantorRow);
export type KantorListAnswer = Static<typeof KantorListAnswer>;

/** `{ data: [{ id, nama }] }`: the office pickers (event=options) and the small option lists. */
export const KantorOptionsAnswer = Type.Object({ data: Type.Array(OptionItem) });
export type KantorOptionsAnswer = Static<typeof KantorOptionsAnswer>;

/** GET /api/general/kantor: the paged rows, or with event=options only `data` of `{ id, nama }`. */
export const KantorGetAnswer = Type.Union([KantorListAnswer, KantorOptionsAnswer]);
export type KantorGetAnswer = Static<typeof KantorGetAnswer>;

export const KantorShowAnswer = Type.Object({ data: KantorRow });
export type KantorShowAnswer = Static<typeof KantorShowAnswer>;

// ---- the office pages beyond the list --------------------------------------------------------------

/** One office of the tree (/x/tree); the client nests them by parent_id. */
export const KantorTreeNode = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  display_name: Type.String(),
  kantor_level_id: Type.Integer(),
  parent_id: NullableInteger,
});
export type KantorTreeNode = Static<typeof KantorTreeNode>;
export const KantorTreeAnswer = Type.Object({ data: Type.Array(KantorTreeNode) });
export type KantorTreeAnswer = Static<typeof KantorTreeAnswer>;

/** An office with coordinates (/x/maps). */
export const KantorMapPoint = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  kantor_level_id: Type.Integer(),
  alamat: NullableString,
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type KantorMapPoint = Static<typeof KantorMapPoint>;
export const KantorMapAnswer = Type.Object({ data: Type.Array(KantorMapPoint) });
export type KantorMapAnswer = Static<typeof KantorMapAnswer>;

/** An office others hang under (/x/parent): a parent (is_parent) or a kantor induk. */
export const KantorParentRow = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  kantor_level_id: Type.Integer(),
  is_parent: Type.Boolean(),
  is_kantor_induk: Type.Boolean(),
  children_count: Type.Integer(),
  induk_of_count: Type.Integer(),
});
export type KantorParentRow = Static<typeof KantorParentRow>;
export const KantorParentQuery = Type.Object({ search: PageQuery.search });
export type KantorParentQuery = Static<typeof KantorParentQuery>;
export const KantorParentAnswer = Type.Object({ data: Type.Array(KantorParentRow) });
export type KantorParentAnswer = Static<typeof KantorParentAnswer>;

/** An active employee of an office (/{id}/x/pegawai); npp is null for the placeholder and for callers without the right to see it. */
export const KantorPegawaiRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  jabatan: NullableString,
  pangkat: NullableString,
});
export type KantorPegawaiRow = Static<typeof KantorPegawaiRow>;
export const KantorPegawaiQuery = Type.Object(PageQuery);
export type KantorPegawaiQuery = Static<typeof KantorPegawaiQuery>;
export const KantorPegawaiAnswer = Paged(KantorPegawaiRow);
export type KantorPegawaiAnswer = Static<typeof KantorPegawaiAnswer>;

export const KANTOR_MODANCE_EVENTS = ['indexReportModanceKantor'] as const;

/** /x/modance: without event the option list; the report pages offices (search) of one mode (0: none). */
export const KantorModanceQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(KANTOR_MODANCE_EVENTS)),
  modance_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});
export type KantorModanceQuery = Static<typeof KantorModanceQuery>;

/** indexReportModanceKantor: an office with its attendance mode. */
export const KantorModanceRow = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  kantor_level_id: Type.Integer(),
  modance_id: NullableInteger,
  modance: NullableString,
  jenis: NullableString,
  pegawai_count: Type.Integer(),
});
export type KantorModanceRow = Static<typeof KantorModanceRow>;

/** Offices counted per mode ('Belum diatur' for offices without one). */
export const KantorModanceSummary = Type.Object({
  modance_id: NullableInteger,
  modance: Type.String(),
  kantor_count: Type.Integer(),
});
export type KantorModanceSummary = Static<typeof KantorModanceSummary>;

export const KantorModanceReport = Type.Object({
  ...Paged(KantorModanceRow).properties,
  summary: Type.Array(KantorModanceSummary),
});
export type KantorModanceReport = Static<typeof KantorModanceReport>;

export const KantorModanceAnswer = Type.Union([KantorOptionsAnswer, KantorModanceReport]);
export type KantorModanceAnswer = Static<typeof KantorModanceAnswer>;

/** The edit form's fields that the list row lacks (/{id}/x/setting). */
export const KantorSetting = Type.Object({
  kelas_id: NullableInteger,
  kantor_induk_id: NullableInteger,
  alamat: NullableString,
  jenis_id: NullableInteger,
  modance_id: NullableInteger,
});
export type KantorSetting = Static<typeof KantorSetting>;
export const KantorSettingAnswer = Type.Object({ data: KantorSetting });
export type KantorSettingAnswer = Static<typeof KantorSettingAnswer>;

/** Body of POST and PUT; flags left out keep their defaults (is_allow_absence true, the others false). */
export const KantorInput = Type.Object(
  {
    nama: Type.String({ minLength: 1, maxLength: 150 }),
    kode: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
    kelas_id: Type.Optional(NullableRowId),
    kantor_level_id: LevelId,
    parent_id: Type.Optional(NullableRowId),
    kantor_induk_id: Type.Optional(NullableRowId),
    alamat: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    is_kantor_absen: Type.Optional(Type.Boolean()),
    is_kantor_induk: Type.Optional(Type.Boolean()),
    is_allow_absence: Type.Optional(Type.Boolean()),
    is_allow_salary_deduction: Type.Optional(Type.Boolean()),
    is_link_issuer: Type.Optional(Type.Boolean()),
    is_parent: Type.Optional(Type.Boolean()),
    jenis_id: Type.Optional(NullableRowId),
    modance_id: Type.Optional(NullableRowId),
  },
  { additionalProperties: false },
);
export type KantorInput = Static<typeof KantorInput>;

/** 'Kantor created' / 'Kantor updated' with the office's id. */
export const KantorSavedAnswer = Type.Object({ message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
export type KantorSavedAnswer = Static<typeof KantorSavedAnswer>;
