/**
 * The static option files (spec section 7): GET /options/{name}.json → `[{ id, nama }]`, next to the
 * API (not under /api), for any signed-in user, with an ETag (304 on If-None-Match).
 */
import { Type, type Static } from 'typebox';

export const OPTION_FILES = ['kantor', 'kantor_kelas', 'jabatan', 'agama', 'status'] as const;
export type OptionFileName = (typeof OPTION_FILES)[number];

/** One entry; the office file's `nama` is the office's display name (class, parent). */
export const OptionItem = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type OptionItem = Static<typeof OptionItem>;

export const OptionFileAnswer = Type.Array(OptionItem);
export type OptionFileAnswer = Static<typeof OptionFileAnswer>;
