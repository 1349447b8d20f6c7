/**
 * Positions (spec section 2 /pegawai/jabatan/*, section 7 "Jabatan"; docs/adr/0014):
 *   /api/sdm/pegawai/x/jabatan[/{id}]         employees' position records (history rule)   POLICY.managePositions
 *   /api/sdm/set/jabatan[/{id}]               the register: list/show (also managePositionRegisters), create/change/delete
 *   /api/sdm/set/jabatan/x/parent[/{id}]      parent candidates; set or clear the parent
 *   /api/sdm/x/jabatan/x/bidang_tugas         every position's task areas, paged
 *   /api/sdm/x/jabatan/x/level, /api/sdm/set/jabatan/x/eselon, /api/sdm/set/jabatan/x/label
 *                                             the small named registers (NamedRegister*)
 *   /api/sdm/x/jabatan/x/invalid?event=       inconsistencies (JabatanInvalidRow)
 *   /api/sdm/set/jabatan/x/unit, /set/surat, /api/sdm/bidang_tugas, /api/jabatan/x/attribute
 *                                             per-position details: list by jabatan_id, add, remove
 *   POST /api/sdm/set/jabatan/x/export, /api/sdm/pegawai/x/jabatan/x/store_excel → JobQueuedAnswer
 *   GET  /api/sdm/pegawai/x/jabatan/x/template  the xlsx template (a file, no JSON contract)
 */
import { Type, type Static } from 'typebox';
import {
  Nullable,
  NullableInteger,
  NullableString,
  Paged,
  PageQuery,
  Selector,
  SortQuery,
  StringEnum,
} from './common.js';
import { RowId } from './fields.js';

export const PEGAWAI_JABATAN_PATH = '/api/sdm/pegawai/x/jabatan';
export const JABATAN_PATH = '/api/sdm/set/jabatan';
export const JABATAN_INVALID_PATH = '/api/sdm/x/jabatan/x/invalid';

const NullableRowId = Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }));

/** `{ id, nama }`: a position, an office, a row of the small registers (level, eselon, label). */
export const NamedRow = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type NamedRow = Static<typeof NamedRow>;

// ---- employees' position records: /api/sdm/pegawai/x/jabatan ----------------------------------

/** One position record of an employee (pegawai.jabatan sub-list; spec section 3 and the position history rule). */
export const PegawaiJabatanRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  jabatan: NamedRow,
  kantor: Type.Union([NamedRow, Type.Null()]),
  /** 'YYYY-MM-DD' */
  awal: Type.String(),
  akhir: NullableString,
  is_permanent: Type.Boolean(),
  nomor_sk: NullableString,
  keterangan: NullableString,
});
export type PegawaiJabatanRow = Static<typeof PegawaiJabatanRow>;

/** Dates are checked by the server ('YYYY-MM-DD', akhir not before awal) with field messages (422). */
const pegawaiJabatanFields = {
  jabatan_id: RowId,
  kantor_id: NullableRowId,
  awal: Type.String({ description: "'YYYY-MM-DD'" }),
  akhir: Type.Optional(Nullable(Type.String({ description: "'YYYY-MM-DD' or null (still in force)" }))),
  is_permanent: Type.Boolean(),
  nomor_sk: Type.Optional(NullableString),
  keterangan: Type.Optional(NullableString),
};

/** Body of POST /api/sdm/pegawai/x/jabatan. */
export const PegawaiJabatanInput = Type.Object(
  { pegawai_id: RowId, ...pegawaiJabatanFields },
  { additionalProperties: false },
);
export type PegawaiJabatanInput = Static<typeof PegawaiJabatanInput>;

/** Body of PUT /api/sdm/pegawai/x/jabatan/{id}: the record without pegawai_id. */
export const PegawaiJabatanUpdateInput = Type.Object(pegawaiJabatanFields, { additionalProperties: false });
export type PegawaiJabatanUpdateInput = Static<typeof PegawaiJabatanUpdateInput>;

export const PegawaiJabatanQuery = Type.Object({ pegawai_id: RowId });
export type PegawaiJabatanQuery = Static<typeof PegawaiJabatanQuery>;

/** The employee's records, newest awal first. */
export const PegawaiJabatanListAnswer = Type.Object({ data: Type.Array(PegawaiJabatanRow) });
export type PegawaiJabatanListAnswer = Static<typeof PegawaiJabatanListAnswer>;

export const PegawaiJabatanShowAnswer = Type.Object({ data: PegawaiJabatanRow });
export type PegawaiJabatanShowAnswer = Static<typeof PegawaiJabatanShowAnswer>;

/** 'Jabatan created' / 'Jabatan updated' with the saved record. */
export const PegawaiJabatanAnswer = Type.Object({ message: Type.String(), data: PegawaiJabatanRow });
export type PegawaiJabatanAnswer = Static<typeof PegawaiJabatanAnswer>;

// ---- the register: /api/sdm/set/jabatan ----------------------------------------------------------

/** A row of the position register (/sdm/set/jabatan). `is_disabled` shows 'Jabatan ini tidak dipakai lagi'. */
export const JabatanRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  ket: NullableString,
  level_id: NullableInteger,
  level_nama: NullableString,
  eselon_id: NullableInteger,
  eselon_nama: NullableString,
  parent_id: NullableInteger,
  parent_nama: NullableString,
  label_id: NullableInteger,
  label_nama: NullableString,
  is_bidangtugas: Type.Boolean(),
  is_kpi: Type.Boolean(),
  is_disabled: Type.Boolean({ description: "Shown as 'Jabatan ini tidak dipakai lagi'" }),
  pegawai_count: Type.Integer({ description: 'Active employees whose current position this is' }),
});
export type JabatanRow = Static<typeof JabatanRow>;

/** Body of POST and PUT /api/sdm/set/jabatan[/{id}]. */
export const JabatanInput = Type.Object(
  {
    nama: Type.String({ maxLength: 255 }),
    ket: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    level_id: NullableRowId,
    eselon_id: NullableRowId,
    parent_id: NullableRowId,
    label_id: NullableRowId,
    is_bidangtugas: Type.Boolean(),
    is_kpi: Type.Boolean(),
    is_disabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type JabatanInput = Static<typeof JabatanInput>;

export const JABATAN_SORT_KEYS = ['id', 'nama', 'level', 'eselon', 'pegawai_count'] as const;
export type JabatanSortColumn = (typeof JABATAN_SORT_KEYS)[number];

/** The list: by nama unless sorted; search on nama/ket; optionally only (not) disabled positions. */
export const JabatanListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(JABATAN_SORT_KEYS),
  is_disabled: Type.Optional(Type.Boolean()),
});
export type JabatanListQuery = Static<typeof JabatanListQuery>;

export const JabatanListAnswer = Paged(JabatanRow);
export type JabatanListAnswer = Static<typeof JabatanListAnswer>;

export const JabatanShowAnswer = Type.Object({ data: JabatanRow });
export type JabatanShowAnswer = Static<typeof JabatanShowAnswer>;

/** 'Jabatan created' / 'Jabatan updated' with the saved position (also the parent change). */
export const JabatanMutation = Type.Object({ message: Type.String(), data: JabatanRow });
export type JabatanMutation = Static<typeof JabatanMutation>;

// ---- parents: /api/sdm/set/jabatan/x/parent ------------------------------------------------------

/** Candidates for the parent of jabatan_id (all positions in use without it), by name. */
export const JabatanParentQuery = Type.Object({
  jabatan_id: Type.Optional(RowId),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
export type JabatanParentQuery = Static<typeof JabatanParentQuery>;

export const JabatanParentCandidate = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  level_nama: NullableString,
  parent_id: NullableInteger,
  parent_nama: NullableString,
});
export type JabatanParentCandidate = Static<typeof JabatanParentCandidate>;

export const JabatanParentCandidatesAnswer = Type.Object({ data: Type.Array(JabatanParentCandidate) });
export type JabatanParentCandidatesAnswer = Static<typeof JabatanParentCandidatesAnswer>;

/** Body of PUT /api/sdm/set/jabatan/x/parent/{id}: the new parent, or null to clear it. */
export const JabatanParentInput = Type.Object({ parent_id: NullableRowId }, { additionalProperties: false });
export type JabatanParentInput = Static<typeof JabatanParentInput>;

// ---- every position's task areas: /api/sdm/x/jabatan/x/bidang_tugas ------------------------------

export const BidangTugasListQuery = Type.Object({
  page: PageQuery.page,
  per_page: PageQuery.per_page,
  search: PageQuery.search,
});
export type BidangTugasListQuery = Static<typeof BidangTugasListQuery>;

/** A task area with its position (by position, then name). */
export const BidangTugasRow = Type.Object({ id: Type.Integer(), nama: Type.String(), jabatan: NamedRow });
export type BidangTugasRow = Static<typeof BidangTugasRow>;

export const BidangTugasListAnswer = Paged(BidangTugasRow);
export type BidangTugasListAnswer = Static<typeof BidangTugasListAnswer>;

// ---- the small named registers: level, eselon, label ---------------------------------------------

/** A row of a named register with how many positions use it (deleting a used one answers 409). */
export const NamedRegisterRow = Type.Object({ id: Type.Integer(), nama: Type.String(), jabatan_count: Type.Integer() });
export type NamedRegisterRow = Static<typeof NamedRegisterRow>;

/** Every row, by nama. */
export const NamedRegisterListAnswer = Type.Object({ data: Type.Array(NamedRegisterRow) });
export type NamedRegisterListAnswer = Static<typeof NamedRegisterListAnswer>;

export const NamedRegisterInput = Type.Object(
  { nama: Type.String({ maxLength: 255 }) },
  { additionalProperties: false },
);
export type NamedRegisterInput = Static<typeof NamedRegisterInput>;

/** '{Entity} created' / '{Entity} updated' with the row. */
export const NamedRegisterMutation = Type.Object({ message: Type.String(), data: NamedRegisterRow });
export type NamedRegisterMutation = Static<typeof NamedRegisterMutation>;

// ---- inconsistencies: /api/sdm/x/jabatan/x/invalid -----------------------------------------------

export const JABATAN_INVALID_EVENTS = ['index_invalid', 'index_invalid_eselon'] as const;
export type JabatanInvalidEvent = (typeof JABATAN_INVALID_EVENTS)[number];

export const JABATAN_INVALID_KINDS = [
  'pegawai_jabatan_disabled',
  'jabatan_without_level',
  'jabatan_without_eselon',
  'pegawai_without_jabatan_record',
] as const;
export type JabatanInvalidKind = (typeof JABATAN_INVALID_KINDS)[number];

/**
 * index_invalid: employees on disabled positions or without records, positions without level;
 * index_invalid_eselon: positions without eselon. An unknown event answers 400.
 */
export const JabatanInvalidQuery = Type.Object({ ...PageQuery, event: Selector(JABATAN_INVALID_EVENTS) });
export type JabatanInvalidQuery = Static<typeof JabatanInvalidQuery>;

/** An inconsistency found by /sdm/x/jabatan/x/invalid (see docs/adr/0014). */
export const JabatanInvalidRow = Type.Object({
  kind: StringEnum(JABATAN_INVALID_KINDS),
  jabatan_id: NullableInteger,
  jabatan_nama: NullableString,
  pegawai_id: NullableInteger,
  pegawai_nama: NullableString,
  npp: NullableString,
});
export type JabatanInvalidRow = Static<typeof JabatanInvalidRow>;

export const JabatanInvalidAnswer = Paged(JabatanInvalidRow);
export type JabatanInvalidAnswer = Static<typeof JabatanInvalidAnswer>;

// ---- per-position details: list by jabatan_id, add, remove ---------------------------------------

export const JabatanDetailQuery = Type.Object({ jabatan_id: RowId });
export type JabatanDetailQuery = Static<typeof JabatanDetailQuery>;

/** '{Entity} created' with the new row's id (for units: the office's id). */
export const JabatanDetailCreated = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer() }),
});
export type JabatanDetailCreated = Static<typeof JabatanDetailCreated>;

/** /api/sdm/set/jabatan/x/unit: an office where the position exists, by name. */
export const JabatanUnitRow = Type.Object({ id: Type.Integer(), nama: Type.String(), kode: NullableString });
export type JabatanUnitRow = Static<typeof JabatanUnitRow>;
export const JabatanUnitListAnswer = Type.Object({ data: Type.Array(JabatanUnitRow) });
export type JabatanUnitListAnswer = Static<typeof JabatanUnitListAnswer>;
export const JabatanUnitInput = Type.Object({ jabatan_id: RowId, kantor_id: RowId }, { additionalProperties: false });
export type JabatanUnitInput = Static<typeof JabatanUnitInput>;
/** DELETE /api/sdm/set/jabatan/x/unit/{jabatan_id}/{kantor_id} */
export const JabatanUnitParams = Type.Object({ jabatan_id: RowId, kantor_id: RowId });
export type JabatanUnitParams = Static<typeof JabatanUnitParams>;

/** /api/sdm/set/jabatan/set/surat: a decree letter of the position, newest tanggal first. */
export const JabatanSuratRow = Type.Object({
  id: Type.Integer(),
  nomor: Type.String(),
  /** 'YYYY-MM-DD' */
  tanggal: Type.String(),
  perihal: NullableString,
});
export type JabatanSuratRow = Static<typeof JabatanSuratRow>;
export const JabatanSuratListAnswer = Type.Object({ data: Type.Array(JabatanSuratRow) });
export type JabatanSuratListAnswer = Static<typeof JabatanSuratListAnswer>;
export const JabatanSuratInput = Type.Object(
  {
    jabatan_id: RowId,
    nomor: Type.String({ minLength: 1, maxLength: 255 }),
    tanggal: Type.String({ description: "'YYYY-MM-DD'" }),
    perihal: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type JabatanSuratInput = Static<typeof JabatanSuratInput>;

/** /api/sdm/bidang_tugas: a task area of the position (positions flagged is_bidangtugas), by name. */
export const JabatanBidangTugasRow = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type JabatanBidangTugasRow = Static<typeof JabatanBidangTugasRow>;
export const JabatanBidangTugasListAnswer = Type.Object({ data: Type.Array(JabatanBidangTugasRow) });
export type JabatanBidangTugasListAnswer = Static<typeof JabatanBidangTugasListAnswer>;
export const JabatanBidangTugasInput = Type.Object(
  { jabatan_id: RowId, nama: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
export type JabatanBidangTugasInput = Static<typeof JabatanBidangTugasInput>;

/** /api/jabatan/x/attribute: a key/value attribute of the position (the same nama replaces), by name. */
export const JabatanAttributeRow = Type.Object({ id: Type.Integer(), nama: Type.String(), nilai: Type.String() });
export type JabatanAttributeRow = Static<typeof JabatanAttributeRow>;
export const JabatanAttributeListAnswer = Type.Object({ data: Type.Array(JabatanAttributeRow) });
export type JabatanAttributeListAnswer = Static<typeof JabatanAttributeListAnswer>;
export const JabatanAttributeInput = Type.Object(
  {
    jabatan_id: RowId,
    nama: Type.String({ minLength: 1, maxLength: 100 }),
    nilai: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type JabatanAttributeInput = Static<typeof JabatanAttributeInput>;
