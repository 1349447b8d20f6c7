/**
 * The general option lists (spec section 7: /general/gender, nikah_status, pendidikan (+ /x/jurusan),
 * prestasi, agama, institusi, kawin, family (+ /x/status), status, rekening, dati_code, activity,
 * file): small master lists the forms' selects read. `label` is what a select shows — 'nama | akronim'
 * where the list has an acronym (institusi), else the name.
 */
import { Type, type Static } from 'typebox';

export const GENERAL_LISTS = [
  'gender',
  'nikah_status',
  'pendidikan',
  'prestasi',
  'agama',
  'institusi',
  'kawin',
  'family',
  'status',
  'rekening',
  'dati_code',
  'activity',
  'file',
] as const;
export type GeneralListName = (typeof GENERAL_LISTS)[number];

export const GeneralListItem = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  akronim: Type.Union([Type.String(), Type.Null()]),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  label: Type.String(),
});
export type GeneralListItem = Static<typeof GeneralListItem>;

export const GeneralListAnswer = Type.Object({ data: Type.Array(GeneralListItem) });
export type GeneralListAnswer = Static<typeof GeneralListAnswer>;

/** /general/pendidikan/x/jurusan: the majors, optionally of one education level. */
export const JurusanQuery = Type.Object({
  pendidikan_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type JurusanQuery = Static<typeof JurusanQuery>;
