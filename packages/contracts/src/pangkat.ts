/**
 * Ranks (spec section 2 /pegawai/pangkat/*, section 7 /sdm/x/pangkat; docs/adr/0014):
 *   /api/sdm/pegawai/x/pangkat[/{id}]           employees' rank records                 POLICY.managePositions
 *   /api/sdm/x/pangkat[/{id}]                   the register                            POLICY.manageRanks
 *   GET /api/sdm/x/pangkat/x/pegawai?event=     current ranks: index_pegawai, index_expired, index_simulasi
 *   GET/POST /api/sdm/pegawai/x/pangkat/{id}/x/file   decree files of a rank record
 *   POST /api/sdm/x/pangkat/x/export, /api/sdm/pegawai/x/pangkat/x/store_excel → JobQueuedAnswer
 *   GET  /api/sdm/pegawai/x/pangkat/x/template  the xlsx template (a file, no JSON contract)
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableInteger, NullableString, Paged, PageQuery, Selector, SortQuery } from './common.js';
import { RowId } from './fields.js';

export const PEGAWAI_PANGKAT_PATH = '/api/sdm/pegawai/x/pangkat';
export const PANGKAT_PATH = '/api/sdm/x/pangkat';

/** A rank as records and lists name it. */
export const PangkatRef = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  grade: Type.String(),
  corporate_title: Type.String(),
});
export type PangkatRef = Static<typeof PangkatRef>;

// ---- employees' rank records: /api/sdm/pegawai/x/pangkat -----------------------------------------

/** One rank record of an employee (pegawai.pangkat sub-list). */
export const PegawaiPangkatRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pangkat: PangkatRef,
  /** 'YYYY-MM-DD' */
  awal: Type.String(),
  akhir: NullableString,
  nomor_sk: NullableString,
});
export type PegawaiPangkatRow = Static<typeof PegawaiPangkatRow>;

/** Dates are checked by the server ('YYYY-MM-DD', akhir not before awal) with field messages (422). */
const pegawaiPangkatFields = {
  pangkat_id: RowId,
  awal: Type.String({ description: "'YYYY-MM-DD'" }),
  akhir: Type.Optional(Nullable(Type.String({ description: "'YYYY-MM-DD' or null" }))),
  nomor_sk: Type.Optional(NullableString),
};

/** Body of POST /api/sdm/pegawai/x/pangkat. */
export const PegawaiPangkatInput = Type.Object(
  { pegawai_id: RowId, ...pegawaiPangkatFields },
  { additionalProperties: false },
);
export type PegawaiPangkatInput = Static<typeof PegawaiPangkatInput>;

/** Body of PUT /api/sdm/pegawai/x/pangkat/{id}: the record without pegawai_id. */
export const PegawaiPangkatUpdateInput = Type.Object(pegawaiPangkatFields, { additionalProperties: false });
export type PegawaiPangkatUpdateInput = Static<typeof PegawaiPangkatUpdateInput>;

export const PegawaiPangkatQuery = Type.Object({ pegawai_id: RowId });
export type PegawaiPangkatQuery = Static<typeof PegawaiPangkatQuery>;

/** The employee's records, newest awal first. */
export const PegawaiPangkatListAnswer = Type.Object({ data: Type.Array(PegawaiPangkatRow) });
export type PegawaiPangkatListAnswer = Static<typeof PegawaiPangkatListAnswer>;

export const PegawaiPangkatShowAnswer = Type.Object({ data: PegawaiPangkatRow });
export type PegawaiPangkatShowAnswer = Static<typeof PegawaiPangkatShowAnswer>;

/** 'Pangkat created' / 'Pangkat updated' with the saved record. */
export const PegawaiPangkatAnswer = Type.Object({ message: Type.String(), data: PegawaiPangkatRow });
export type PegawaiPangkatAnswer = Static<typeof PegawaiPangkatAnswer>;

// ---- the register: /api/sdm/x/pangkat ------------------------------------------------------------

/** A rank of the register; `label` is 'nama|grade|corporate_title'. */
export const PangkatRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  grade: Type.String(),
  corporate_title: Type.String(),
  is_disabled: Type.Boolean(),
  label: Type.String({ description: 'nama|grade|corporate_title' }),
});
export type PangkatRow = Static<typeof PangkatRow>;

/** Body of POST and PUT /api/sdm/x/pangkat[/{id}] (nama, grade, corporate_title unique together). */
export const PangkatInput = Type.Object(
  {
    nama: Type.String({ maxLength: 255 }),
    grade: Type.String({ maxLength: 255 }),
    corporate_title: Type.String({ maxLength: 255 }),
    is_disabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PangkatInput = Static<typeof PangkatInput>;

export const PANGKAT_SORT_KEYS = ['id', 'nama', 'grade', 'corporate_title'] as const;
export type PangkatSortColumn = (typeof PANGKAT_SORT_KEYS)[number];

/** The list: by grade (its leading number first), then nama, unless sorted; search on nama/grade/corporate_title. */
export const PangkatListQuery = Type.Object({ ...PageQuery, ...SortQuery(PANGKAT_SORT_KEYS) });
export type PangkatListQuery = Static<typeof PangkatListQuery>;

export const PangkatListAnswer = Paged(PangkatRow);
export type PangkatListAnswer = Static<typeof PangkatListAnswer>;

export const PangkatShowAnswer = Type.Object({ data: PangkatRow });
export type PangkatShowAnswer = Static<typeof PangkatShowAnswer>;

/** 'Pangkat created' / 'Pangkat updated' with the saved rank. */
export const PangkatMutation = Type.Object({ message: Type.String(), data: PangkatRow });
export type PangkatMutation = Static<typeof PangkatMutation>;

// ---- employees' current ranks: /api/sdm/x/pangkat/x/pegawai --------------------------------------

export const CURRENT_PANGKAT_EVENTS = ['index_pegawai', 'index_expired', 'index_simulasi'] as const;
export type CurrentPangkatEvent = (typeof CURRENT_PANGKAT_EVENTS)[number];

/**
 * index_pegawai: every active employee with the current rank; index_expired: ranks older than the
 * promotion interval; index_simulasi: the next rank date (awal + interval). An unknown event answers 400.
 */
export const CurrentPangkatQuery = Type.Object({
  ...PageQuery,
  event: Selector(CURRENT_PANGKAT_EVENTS),
  pegawai_id: Type.Optional(RowId),
});
export type CurrentPangkatQuery = Static<typeof CurrentPangkatQuery>;

/** An employee with the rank record in force (/pegawai/pangkat/pegawai, expired, simulasi). */
export const PegawaiCurrentPangkatRow = Type.Object({
  pegawai_id: Type.Integer(),
  nama: Type.String(),
  npp: Type.String(),
  pangkat: Type.Union([PangkatRef, Type.Null()]),
  /** 'YYYY-MM-DD' of the record in force; null without records. */
  awal: NullableString,
  /** Whole years since awal (expired and simulasi lists). */
  masa_tahun: NullableInteger,
  /** Simulated next rank date awal + interval (simulasi list), 'YYYY-MM-DD'. */
  next_date: NullableString,
});
export type PegawaiCurrentPangkatRow = Static<typeof PegawaiCurrentPangkatRow>;

export const CurrentPangkatAnswer = Paged(PegawaiCurrentPangkatRow);
export type CurrentPangkatAnswer = Static<typeof CurrentPangkatAnswer>;

// ---- decree files: /api/sdm/pegawai/x/pangkat/{id}/x/file ----------------------------------------

/** A decree file of a rank record; `url` is a signed download address (minutes-long). */
export const PangkatFileRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  created_at: Type.String(),
});
export type PangkatFileRow = Static<typeof PangkatFileRow>;

export const PangkatFileListAnswer = Type.Object({ data: Type.Array(PangkatFileRow) });
export type PangkatFileListAnswer = Static<typeof PangkatFileListAnswer>;

/** A PDF/JPEG/PNG of at most 2 MB as base64 (a data: prefix is allowed). */
export const PangkatFileInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    content_base64: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type PangkatFileInput = Static<typeof PangkatFileInput>;

/** 'Attachment Updated' with every file of the record. */
export const PangkatFileUploadAnswer = Type.Object({ message: Type.String(), data: Type.Array(PangkatFileRow) });
export type PangkatFileUploadAnswer = Static<typeof PangkatFileUploadAnswer>;
