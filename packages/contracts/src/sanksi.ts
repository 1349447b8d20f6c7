/**
 * Sanctions (spec section 2 /pegawai/sanksi/*, section 3 Sanksi, section 7; issue #22):
 *   GET  /api/sdm/pegawai/x/sanksi?event=index|index_sanksi_active|index_invalid   the register   POLICY.readSanctionsUnrestricted
 *                                                                  (index_invalid: POLICY.manageSanctions)
 *   GET/PUT/DELETE /api/sdm/pegawai/x/sanksi/{id}, POST /api/sdm/pegawai/x/sanksi  POLICY.manageSanctionsUnrestricted
 *   GET/POST /api/sdm/pegawai/x/sanksi/{id}/x/file, DELETE …/x/file/{fileId}       decree files (same policy)
 *   POST /api/sdm/pegawai/x/sanksi/x/export → JobQueuedAnswer                      POLICY.readSanctionsUnrestricted
 *   /api/general/sanksi[/{id}]            the types under their parents  read: readSanctions, write: manageSanctions
 *   /api/general/sanksi/x/parent[/{id}]   the parents and their class    read: readSanctions, write: manageSanctions
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, Selector, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';
import { PegawaiRef } from './pegawai-ref.js';

export const SANKSI_PATH = '/api/sdm/pegawai/x/sanksi';
export const SANKSI_JENIS_PATH = '/api/general/sanksi';
export const SANKSI_PARENT_PATH = '/api/general/sanksi/x/parent';

// ---- master data: classes, parents, types -------------------------------------------------------

/** Class of a parent: 1 ringan (badge success), 2 sedang (warning), 3 berat (danger). */
export const SanksiKelas = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type SanksiKelas = Static<typeof SanksiKelas>;

export const SanksiParentRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  kelas_id: Type.Integer(),
  kelas: SanksiKelas,
});
export type SanksiParentRow = Static<typeof SanksiParentRow>;

export const SanksiJenisRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  parent_id: Type.Integer(),
  parent: SanksiParentRow,
});
export type SanksiJenisRow = Static<typeof SanksiJenisRow>;

export const SanksiParentInput = Type.Object(
  { nama: Type.String({ maxLength: 255 }), kelas_id: RowId },
  { additionalProperties: false },
);
export type SanksiParentInput = Static<typeof SanksiParentInput>;

export const SanksiJenisInput = Type.Object(
  { nama: Type.String({ maxLength: 255 }), parent_id: RowId },
  { additionalProperties: false },
);
export type SanksiJenisInput = Static<typeof SanksiJenisInput>;

/** Every type (or parent) with its parent and class, ordered by class then nama; the classes for the form. */
export const SanksiJenisListAnswer = Type.Object({ data: Type.Array(SanksiJenisRow) });
export type SanksiJenisListAnswer = Static<typeof SanksiJenisListAnswer>;
export const SanksiParentListAnswer = Type.Object({
  data: Type.Array(SanksiParentRow),
  kelas: Type.Array(SanksiKelas),
});
export type SanksiParentListAnswer = Static<typeof SanksiParentListAnswer>;

/** 'Jenis Sanksi created/updated' with the saved type. */
export const SanksiJenisMutation = Type.Object({ message: Type.String(), data: SanksiJenisRow });
export type SanksiJenisMutation = Static<typeof SanksiJenisMutation>;
export const SanksiParentMutation = Type.Object({ message: Type.String(), data: SanksiParentRow });
export type SanksiParentMutation = Static<typeof SanksiParentMutation>;

// ---- the register: /api/sdm/pegawai/x/sanksi ----------------------------------------------------

export const SANKSI_EVENTS = ['index', 'index_sanksi_active', 'index_invalid'] as const;
export type SanksiEvent = (typeof SANKSI_EVENTS)[number];

export const SANKSI_SORT_KEYS = ['awal', 'akhir', 'nama', 'npp', 'jenis'] as const;
export type SanksiSortColumn = (typeof SANKSI_SORT_KEYS)[number];

/** Filter on the validity period on the day asked: berlaku (in force), selesai (ended), akan (starts later). */
export const SANKSI_STATUSES = ['berlaku', 'selesai', 'akan'] as const;
export type SanksiStatus = (typeof SANKSI_STATUSES)[number];

/**
 * index: every sanction (newest awal first unless sorted); index_sanksi_active: those in force today;
 * index_invalid: records missing their decree number or file. Search on the employee's nama/npp and
 * the decree number. An unknown event answers 400.
 */
export const SanksiListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(SANKSI_SORT_KEYS),
  event: Type.Optional(Selector(SANKSI_EVENTS)),
  jenis_id: Type.Optional(RowId),
  kelas_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
  status: Type.Optional(StringEnum(SANKSI_STATUSES)),
});
export type SanksiListQuery = Static<typeof SanksiListQuery>;

/** Why a record is listed as invalid (index_invalid); empty for a complete record. */
export const SANKSI_PROBLEMS = {
  noNomorSk: 'Nomor SK belum diisi',
  noFile: 'File SK belum diunggah',
} as const;

export const SanksiRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai: PegawaiRef,
  jenis: SanksiJenisRow,
  nomor_sk: NullableString,
  /** 'YYYY-MM-DD' */
  awal: Type.String(),
  /** 'YYYY-MM-DD'; null: no end date. */
  akhir: NullableString,
  keterangan: NullableString,
  /** In force today (awal ≤ today ≤ akhir or no akhir). */
  is_active: Type.Boolean(),
  file_count: Type.Integer(),
  problems: Type.Array(Type.String()),
});
export type SanksiRow = Static<typeof SanksiRow>;

export const SanksiListAnswer = Paged(SanksiRow);
export type SanksiListAnswer = Static<typeof SanksiListAnswer>;

export const SanksiShowAnswer = Type.Object({ data: SanksiRow });
export type SanksiShowAnswer = Static<typeof SanksiShowAnswer>;

/** 'Sanksi created' / 'Sanksi updated' with the saved record. */
export const SanksiMutation = Type.Object({ message: Type.String(), data: SanksiRow });
export type SanksiMutation = Static<typeof SanksiMutation>;

/** Dates are checked by the server ('YYYY-MM-DD', akhir not before awal) with field messages (422). */
const sanksiFields = {
  jenis_id: RowId,
  awal: Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" }),
  akhir: Type.Optional(Nullable(Type.String({ maxLength: 10, description: "'YYYY-MM-DD' or null" }))),
  nomor_sk: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};

export const SanksiInput = Type.Object({ pegawai_id: RowId, ...sanksiFields }, { additionalProperties: false });
export type SanksiInput = Static<typeof SanksiInput>;

/** PUT body: the record without pegawai_id (a sanction stays with its employee). */
export const SanksiUpdateInput = Type.Object(sanksiFields, { additionalProperties: false });
export type SanksiUpdateInput = Static<typeof SanksiUpdateInput>;

// ---- decree files: /api/sdm/pegawai/x/sanksi/{id}/x/file -----------------------------------------

/** A decree file; `url` is a signed download address (minutes-long). */
export const SanksiFileRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
  created_at: Type.String(),
});
export type SanksiFileRow = Static<typeof SanksiFileRow>;

export const SanksiFileListAnswer = Type.Object({ data: Type.Array(SanksiFileRow) });
export type SanksiFileListAnswer = Static<typeof SanksiFileListAnswer>;

/** A PDF/JPEG/PNG of at most 2 MB as base64 (a data: prefix is allowed). */
export const SanksiFileInput = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 255 }), content_base64: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type SanksiFileInput = Static<typeof SanksiFileInput>;

/** 'Attachment Updated' with every file of the record. */
export const SanksiFileAnswer = Type.Object({ message: Type.String(), data: Type.Array(SanksiFileRow) });
export type SanksiFileAnswer = Static<typeof SanksiFileAnswer>;

export const SanksiFileParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  fileId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type SanksiFileParams = Static<typeof SanksiFileParams>;
