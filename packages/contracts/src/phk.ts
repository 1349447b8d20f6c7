/**
 * Terminations of employment, PHK (spec section 2 /pegawai/phk/*, section 3 PHK (type; rows
 * kategori.nama, nama, tahun, penyelenggara), section 7 /sdm/pegawai/x/phk (+GET type); issue #22):
 *   GET  /api/sdm/pegawai/x/phk?event=index                    the register          POLICY.hrAdminUnrestricted
 *   POST /api/sdm/pegawai/x/phk, GET/PUT/DELETE …/{id}          one termination       POLICY.hrAdminUnrestricted
 *   GET/POST …/{id}/x/file, DELETE …/{id}/x/file/{fileId}       decree files          POLICY.hrAdminUnrestricted
 *   POST /api/sdm/pegawai/x/phk/x/bulk → PhkBulkAnswer           many at once by NPP   POLICY.hrAdminUnrestricted (all or nothing)
 *   POST /api/sdm/pegawai/x/phk/x/export → JobQueuedAnswer      xlsx export job       POLICY.hrAdminUnrestricted (as the list it exports)
 *   GET  /api/sdm/pegawai/x/phk/x/type                          the types (kategori)  POLICY.hrAdmin
 *   POST /api/sdm/pegawai/x/phk/x/type, PUT/DELETE …/{id}       change the types      POLICY.hrAdminUnrestricted
 * A termination ends the employee's active status on its date (tanggal): from then on the employee
 * is out of the active lists, check-in and approval chains; before it nothing changes (ADR 0047).
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, Selector, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';
import { PegawaiRef } from './pegawai-ref.js';

export const PHK_PATH = '/api/sdm/pegawai/x/phk';
export const PHK_TYPE_PATH = '/api/sdm/pegawai/x/phk/x/type';
export const PHK_BULK_PATH = '/api/sdm/pegawai/x/phk/x/bulk';
/** At most this many NPPs in one bulk termination (more: 422). */
export const PHK_BULK_MAX = 500;

// ---- the types (kategori) ---------------------------------------------------------------------------

export const PhkTypeRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  /** How many terminations use it (a type in use cannot be deleted). */
  jumlah: Type.Integer(),
});
export type PhkTypeRow = Static<typeof PhkTypeRow>;

export const PhkTypeListAnswer = Type.Object({ data: Type.Array(PhkTypeRow) });
export type PhkTypeListAnswer = Static<typeof PhkTypeListAnswer>;

export const PhkTypeInput = Type.Object({ nama: Type.String({ maxLength: 255 }) }, { additionalProperties: false });
export type PhkTypeInput = Static<typeof PhkTypeInput>;

/** 'Jenis PHK created/updated' with the saved type. */
export const PhkTypeMutation = Type.Object({ message: Type.String(), data: PhkTypeRow });
export type PhkTypeMutation = Static<typeof PhkTypeMutation>;

// ---- the register -------------------------------------------------------------------------------------

export const PHK_EVENTS = ['index'] as const;
export type PhkEvent = (typeof PHK_EVENTS)[number];

export const PHK_SORT_KEYS = ['tanggal', 'nama', 'npp', 'kategori', 'kantor'] as const;
export type PhkSortColumn = (typeof PHK_SORT_KEYS)[number];

/** On the portal's today: efektif (the date has come: the employee is out), akan (dated later). */
export const PHK_STATUSES = ['efektif', 'akan'] as const;
export type PhkStatus = (typeof PHK_STATUSES)[number];

/** Search on the employee's nama/NPP, the decree number and penyelenggara; newest date first unless sorted. */
export const PhkListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PHK_SORT_KEYS),
  event: Type.Optional(Selector(PHK_EVENTS)),
  type_id: Type.Optional(RowId),
  kantor_id: Type.Optional(RowId),
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
  pegawai_id: Type.Optional(RowId),
  status: Type.Optional(StringEnum(PHK_STATUSES)),
});
export type PhkListQuery = Static<typeof PhkListQuery>;

/**
 * A termination in the spec's row shape: kategori (its type) with nama, nama (the employee's),
 * tahun (the year of its date) and penyelenggara (who decided it: the decree's issuer).
 */
export const PhkRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  type_id: Type.Integer(),
  kategori: Type.Object({ id: Type.Integer(), nama: Type.String() }),
  nama: Type.String(),
  /** 'YYYY-MM-DD': the day the employee stops being active. */
  tanggal: Type.String(),
  tahun: Type.Integer(),
  penyelenggara: NullableString,
  nomor_sk: NullableString,
  keterangan: NullableString,
  /** Its date has come (tanggal ≤ the portal's today). */
  is_effective: Type.Boolean(),
  file_count: Type.Integer(),
});
export type PhkRow = Static<typeof PhkRow>;

export const PhkListAnswer = Paged(PhkRow);
export type PhkListAnswer = Static<typeof PhkListAnswer>;

export const PhkShowAnswer = Type.Object({ data: PhkRow });
export type PhkShowAnswer = Static<typeof PhkShowAnswer>;

/** 'PHK created' / 'PHK updated' with the saved record. */
export const PhkMutation = Type.Object({ message: Type.String(), data: PhkRow });
export type PhkMutation = Static<typeof PhkMutation>;

/** The date is checked by the server ('YYYY-MM-DD') with field messages (422). */
const phkFields = {
  type_id: RowId,
  tanggal: Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" }),
  nomor_sk: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  penyelenggara: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};

export const PhkInput = Type.Object({ pegawai_id: RowId, ...phkFields }, { additionalProperties: false });
export type PhkInput = Static<typeof PhkInput>;

/** PUT body: the record without pegawai_id (a termination stays with its employee). */
export const PhkUpdateInput = Type.Object(phkFields, { additionalProperties: false });
export type PhkUpdateInput = Static<typeof PhkUpdateInput>;

// Decree files (file event 19) take the sanctions' file shapes: SanksiFileRow, SanksiFileInput,
// SanksiFileAnswer, SanksiFileListAnswer, SanksiFileParams (sanksi.ts).

// ---- bulk termination --------------------------------------------------------------------------------

/**
 * Terminates the employees of these NPPs (eight digits each) with one type, date and decree, all
 * or nothing: one refused NPP (malformed, listed twice, unknown, already terminated) answers 422
 * with `errors['npp.<NPP>']` per refused NPP, and nothing is written.
 */
export const PhkBulkInput = Type.Object(
  { npp: Type.Array(Type.String({ maxLength: 20 }), { maxItems: PHK_BULK_MAX }), ...phkFields },
  { additionalProperties: false },
);
export type PhkBulkInput = Static<typeof PhkBulkInput>;

/** 'PHK created: N' with the new terminations' ids, in the order of the NPPs sent. */
export const PhkBulkAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ jumlah: Type.Integer(), phk_ids: Type.Array(Type.Integer()) }),
});
export type PhkBulkAnswer = Static<typeof PhkBulkAnswer>;

/** The key of a refused NPP's messages in a bulk termination's 422. */
export type PhkBulkNppField = `npp.${string}`;
export function phkBulkNppField(npp: string): PhkBulkNppField {
  return `npp.${npp}`;
}
