/**
 * The employee list: GET /api/sdm/pegawai without `event` (spec route /pegawai, POLICY.hrAdminUnrestricted).
 * Paged, searchable (name, NPP, position, office), filterable by office and position, sortable by
 * the whitelisted columns. The same path's events (selectors, age report, exports) answer their
 * own shapes (pegawai-selectors).
 */
import { Type, type Static } from 'typebox';
import { NullableString, Paged, PageQuery, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';

export const PEGAWAI_PATH = '/api/sdm/pegawai';

const IdName = Type.Union([Type.Object({ id: Type.Integer(), nama: Type.String() }), Type.Null()]);

/** One row (npp is null for the placeholder '00000000', never shown). */
export const PegawaiListItem = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  tanggal_lahir: NullableString,
  jenis_kelamin: Type.Union([StringEnum(['L', 'P']), Type.Null()]),
  jabatan: IdName,
  kantor: IdName,
  pangkat: Type.Union([
    Type.Object({ nama: Type.String(), grade: Type.String(), corporate_title: Type.String() }),
    Type.Null(),
  ]),
  /** Storage location of the photo (photos/{id}.jpeg), or null. */
  photo: NullableString,
});
export type PegawaiListItem = Static<typeof PegawaiListItem>;

/** The columns the list sorts by; anything else is 422. */
export const PEGAWAI_SORT_KEYS = ['nama', 'npp', 'tanggal_lahir', 'jabatan', 'kantor'] as const;
export type PegawaiSortKey = (typeof PEGAWAI_SORT_KEYS)[number];

export const PegawaiListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PEGAWAI_SORT_KEYS),
  kantor_id: Type.Optional(RowId),
  jabatan_id: Type.Optional(RowId),
});
export type PegawaiListQuery = Static<typeof PegawaiListQuery>;

export const PegawaiListAnswer = Paged(PegawaiListItem);
export type PegawaiListAnswer = Static<typeof PegawaiListAnswer>;
