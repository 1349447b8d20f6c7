/**
 * Acting officials, PGS (spec section 2 /pegawai/pgs, section 3 PGS, section 7 /sdm/pegawai/x/pgs; issue #22):
 *   GET  /api/sdm/pegawai/x/pgs                 the register (search, active filter, sort, paged)   POLICY.developerUnrestricted
 *   POST /api/sdm/pegawai/x/pgs, PUT/DELETE …/{id}                                                  POLICY.developerUnrestricted
 *   GET  /api/sdm/pegawai/x/pgs/{id}            one assignment: the register's admins, or the acting official themself
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, SortQuery } from './common.js';
import { RowId } from './fields.js';
import { PegawaiRef } from './pegawai-ref.js';

export const PGS_PATH = '/api/sdm/pegawai/x/pgs';

/** Spec section 3 PGS: grade, corporate_title, label, label_id, jabatan, jabatan_id, kantor, start_date, end_date. */
export const PgsRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  jabatan_id: Type.Integer(),
  jabatan: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  kantor: Type.Union([Type.Object({ id: Type.Integer(), nama: Type.String() }), Type.Null()]),
  /** The position's label (jabatan_label), if it has one. */
  label_id: Nullable(Type.Integer()),
  label: NullableString,
  pangkat_id: Nullable(Type.Integer()),
  grade: NullableString,
  corporate_title: NullableString,
  nomor_sk: NullableString,
  /** 'YYYY-MM-DD' */
  start_date: Type.String(),
  /** 'YYYY-MM-DD' */
  end_date: Type.String(),
  keterangan: NullableString,
  /** start_date ≤ today ≤ end_date (the bank's calendar day). */
  is_active: Type.Boolean(),
});
export type PgsRow = Static<typeof PgsRow>;

export const PGS_SORT_KEYS = ['start_date', 'end_date', 'nama', 'jabatan'] as const;

export const PgsListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PGS_SORT_KEYS),
  /** true: only assignments in force today. */
  is_active: Type.Optional(Type.Boolean()),
});
export type PgsListQuery = Static<typeof PgsListQuery>;

export const PgsListAnswer = Paged(PgsRow);
export type PgsListAnswer = Static<typeof PgsListAnswer>;

export const PgsShowAnswer = Type.Object({ data: PgsRow });
export type PgsShowAnswer = Static<typeof PgsShowAnswer>;

/** 'PGS created' / 'PGS updated' with the saved assignment. */
export const PgsMutation = Type.Object({ message: Type.String(), data: PgsRow });
export type PgsMutation = Static<typeof PgsMutation>;

/** Dates are checked by the server ('YYYY-MM-DD', end not before start) with field messages (422). */
export const PgsInput = Type.Object(
  {
    pegawai_id: RowId,
    jabatan_id: RowId,
    kantor_id: Type.Optional(Nullable(RowId)),
    pangkat_id: Type.Optional(Nullable(RowId)),
    start_date: Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" }),
    end_date: Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" }),
    nomor_sk: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type PgsInput = Static<typeof PgsInput>;
