/**
 * The HR registers of the CV's sub-records across the organisation (spec section 2 /pegawai/family/*,
 * /pegawai/pendidikan/*, /pegawai/prestasi/*; section 7 /sdm/pegawai/x/{family,pendidikan,prestasi};
 * issue #22). The CV writes these rows one employee at a time (POST/PUT/DELETE on the same paths,
 * pegawai-cv.ts); the registers read them for everyone:
 *   GET  /api/sdm/pegawai/x/family                 the family register          POLICY.hrAdmin
 *   GET  /api/sdm/pegawai/x/family/{id}            one family member            POLICY.unrestricted (own employee unless HR)
 *   GET  /api/sdm/pegawai/x/family/x/count?by=     records per relation/status  POLICY.hrAdmin
 *   POST /api/sdm/pegawai/x/family/x/export        xlsx export job              POLICY.hrAdmin
 *   GET  /api/sdm/pegawai/x/pendidikan             the education register       POLICY.hrAdminUnrestricted
 *   GET  /api/sdm/pegawai/x/pendidikan/x/count?by= records per level/institution/major  POLICY.hrAdmin
 *   POST /api/sdm/pegawai/x/pendidikan/x/export    xlsx export job              POLICY.hrAdmin
 *   GET  /api/sdm/pegawai/x/prestasi               the achievements register    POLICY.hrAdminUnrestricted
 *   GET  /api/sdm/pegawai/x/prestasi/{id}          one achievement              POLICY.hrAdminUnrestricted
 */
import { Type, type Static } from 'typebox';
import { NullableString, Paged, PageQuery, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';
import { PegawaiRef } from './pegawai-ref.js';

export const FAMILY_REGISTER_PATH = '/api/sdm/pegawai/x/family';
export const PENDIDIKAN_REGISTER_PATH = '/api/sdm/pegawai/x/pendidikan';
export const PRESTASI_REGISTER_PATH = '/api/sdm/pegawai/x/prestasi';

/** The year a record is kept by (graduation, family record, award): the tables' own bounds. */
const Year = Type.Integer({ minimum: 1900, maximum: 2200 });
/** A name from a general list (or a free text the CV accepted), matched exactly. */
const ListName = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** The family status filter's value for members nobody has given a status yet. */
export const FAMILY_STATUS_UNSET = 'belum_diisi';

// ---- family -------------------------------------------------------------------------------------

export const FAMILY_SORT_KEYS = ['nama', 'pegawai', 'npp', 'hubungan', 'status', 'tanggal_lahir', 'tahun'] as const;
export type FamilySortColumn = (typeof FAMILY_SORT_KEYS)[number];

/** Search on the employee's nama/NPP and the member's nama; filters on relation, status and year. */
export const FamilyRegisterQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(FAMILY_SORT_KEYS),
  hubungan: Type.Optional(ListName(50)),
  /** A family_status name, or FAMILY_STATUS_UNSET for members without one. */
  status: Type.Optional(ListName(50)),
  tahun: Type.Optional(Year),
  pegawai_id: Type.Optional(RowId),
});
export type FamilyRegisterQuery = Static<typeof FamilyRegisterQuery>;

export const FamilyRegisterRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  nama: Type.String(),
  hubungan: Type.String(),
  /** Tanggungan, Bukan Tanggungan, Meninggal; null: not given yet. */
  status: NullableString,
  /** 'YYYY-MM-DD' */
  tanggal_lahir: NullableString,
  tahun: Type.Integer(),
  keterangan: NullableString,
});
export type FamilyRegisterRow = Static<typeof FamilyRegisterRow>;

export const FamilyRegisterAnswer = Paged(FamilyRegisterRow);
export type FamilyRegisterAnswer = Static<typeof FamilyRegisterAnswer>;
export const FamilyShowAnswer = Type.Object({ data: FamilyRegisterRow });
export type FamilyShowAnswer = Static<typeof FamilyShowAnswer>;

// ---- education ----------------------------------------------------------------------------------

export const PENDIDIKAN_SORT_KEYS = ['pegawai', 'npp', 'jenjang', 'institusi', 'jurusan', 'tahun'] as const;
export type PendidikanSortColumn = (typeof PENDIDIKAN_SORT_KEYS)[number];

/** Search on the employee's nama/NPP, the institution and the major; filters on level, institution and year. */
export const PendidikanRegisterQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PENDIDIKAN_SORT_KEYS),
  jenjang: Type.Optional(ListName(50)),
  institusi: Type.Optional(ListName(255)),
  tahun: Type.Optional(Year),
  pegawai_id: Type.Optional(RowId),
});
export type PendidikanRegisterQuery = Static<typeof PendidikanRegisterQuery>;

export const PendidikanRegisterRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  jenjang: Type.String(),
  institusi: Type.String(),
  jurusan: NullableString,
  tahun: Type.Integer(),
  keterangan: NullableString,
});
export type PendidikanRegisterRow = Static<typeof PendidikanRegisterRow>;

export const PendidikanRegisterAnswer = Paged(PendidikanRegisterRow);
export type PendidikanRegisterAnswer = Static<typeof PendidikanRegisterAnswer>;

// ---- achievements -------------------------------------------------------------------------------

export const PRESTASI_SORT_KEYS = ['pegawai', 'npp', 'nama', 'pemberi', 'tahun'] as const;
export type PrestasiSortColumn = (typeof PRESTASI_SORT_KEYS)[number];

/** Search on the employee's nama/NPP, the award and who gave it; filters on the award and year. */
export const PrestasiRegisterQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PRESTASI_SORT_KEYS),
  nama: Type.Optional(ListName(255)),
  tahun: Type.Optional(Year),
  pegawai_id: Type.Optional(RowId),
});
export type PrestasiRegisterQuery = Static<typeof PrestasiRegisterQuery>;

export const PrestasiRegisterRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  nama: Type.String(),
  tahun: Type.Integer(),
  pemberi: NullableString,
  keterangan: NullableString,
});
export type PrestasiRegisterRow = Static<typeof PrestasiRegisterRow>;

export const PrestasiRegisterAnswer = Paged(PrestasiRegisterRow);
export type PrestasiRegisterAnswer = Static<typeof PrestasiRegisterAnswer>;
export const PrestasiShowAnswer = Type.Object({ data: PrestasiRegisterRow });
export type PrestasiShowAnswer = Static<typeof PrestasiShowAnswer>;

// ---- how many records use each master-list entry (the master pages) -----------------------------

export const FAMILY_COUNT_BY = ['hubungan', 'status'] as const;
export const PENDIDIKAN_COUNT_BY = ['jenjang', 'institusi', 'jurusan'] as const;
export type FamilyCountBy = (typeof FAMILY_COUNT_BY)[number];
export type PendidikanCountBy = (typeof PENDIDIKAN_COUNT_BY)[number];

export const FamilyCountQuery = Type.Object({ by: StringEnum(FAMILY_COUNT_BY) });
export type FamilyCountQuery = Static<typeof FamilyCountQuery>;
export const PendidikanCountQuery = Type.Object({ by: StringEnum(PENDIDIKAN_COUNT_BY) });
export type PendidikanCountQuery = Static<typeof PendidikanCountQuery>;

/** Records per stored value (null: not filled), most used first. */
export const RegisterCountAnswer = Type.Object({
  data: Type.Array(Type.Object({ nama: NullableString, total: Type.Integer() })),
});
export type RegisterCountAnswer = Static<typeof RegisterCountAnswer>;
