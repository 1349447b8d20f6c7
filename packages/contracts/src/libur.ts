/**
 * Public holidays: /api/sdm/x/libur (spec section 7; page /absen/libur). Reading: every signed-in
 * user; changing: POLICY.manageHolidays. One holiday per date (a second one answers 409).
 */
import { Type, type Static } from 'typebox';
import { PageQuery, Paged } from './common.js';

export const LIBUR_PATH = '/api/sdm/x/libur';

export const LiburRow = Type.Object({
  id: Type.Integer(),
  /** YYYY-MM-DD */
  tanggal: Type.String(),
  nama: Type.String(),
});
export type LiburRow = Static<typeof LiburRow>;

/** Body of POST and PUT. */
export const LiburInput = Type.Object(
  { tanggal: Type.String({ format: 'date' }), nama: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type LiburInput = Static<typeof LiburInput>;

/** The list: by date, filter `tahun`, search on `nama`. */
export const LiburListQuery = Type.Object({
  ...PageQuery,
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});
export type LiburListQuery = Static<typeof LiburListQuery>;

export const LiburListAnswer = Paged(LiburRow);
export type LiburListAnswer = Static<typeof LiburListAnswer>;

export const LiburShowAnswer = Type.Object({ data: LiburRow });
export type LiburShowAnswer = Static<typeof LiburShowAnswer>;

/** 'Libur created' / 'Libur updated' with the saved row. */
export const LiburMutation = Type.Object({ message: Type.String(), data: LiburRow });
export type LiburMutation = Static<typeof LiburMutation>;
