/** An employee as a row names them: id, name, NPP and office (attendance, delete requests, health declarations). */
import { Type, type Static } from 'typebox';
import { NullableString } from './common.js';

export const PegawaiRef = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  kantor: Type.Union([Type.Object({ id: Type.Integer(), nama: Type.String() }), Type.Null()]),
});
export type PegawaiRef = Static<typeof PegawaiRef>;
