/**
 * SOTK, an office's organisation structure: /api/general/sotk (spec section 7; pages /sotk/*, ADR 0015).
 *   GET  ?event=index_structure | index_diff | index_diff_kantor | index_verifikasi_faktual   (readSotk)
 *   POST action=storeVerifikasiFaktual | storeResetStructure | storeResetVerifikasi           (manageSotk)
 *   GET  /x/bidang_tugas                                                                     (readSotk)
 *   GET, POST, PUT /{id}, DELETE /{id}  /jabatanGroup and /jabatanGroupStandard; GET /x/jabatan (manageSotkGroups)
 * Unknown event → 400 'Unsuccessful Event'; unknown action → 400 'Unsuccessful Action'. The
 * messages (SOTK_MESSAGES) and the verification labels stay in @portal/domain (sotk-words.ts).
 */
import { Type, type Static } from 'typebox';
import {
  JobQueuedAnswer,
  Nullable,
  NullableDateTime,
  NullableInteger,
  NullableString,
  Paged,
  PageQuery,
  Selector,
} from './common.js';
import { Bulan, RowId, Tahun } from './fields.js';
import { OptionItem } from './options.js';

export const SOTK_PATH = '/api/general/sotk';
export const SOTK_JABATAN_GROUP_PATH = `${SOTK_PATH}/jabatanGroup`;
export const SOTK_JABATAN_GROUP_STANDARD_PATH = `${SOTK_PATH}/jabatanGroupStandard`;

const LevelId = Type.Integer({ minimum: 1, maximum: 99 });
const LevelList = Type.Array(LevelId, { maxItems: 20 });

// ---- GET by event ----------------------------------------------------------------------------------

export const SOTK_GET_EVENTS = [
  'index_structure',
  'index_diff',
  'index_diff_kantor',
  'index_verifikasi_faktual',
] as const;
export type SotkGetEvent = (typeof SOTK_GET_EVENTS)[number];

/**
 * The events' filters: index_structure (kantor_id?, search), index_diff (search, levels),
 * index_diff_kantor (kantor_id), index_verifikasi_faktual (kantor_id, tahun, bulan); an event
 * missing what it needs answers 422 with the field.
 */
export const SotkListQuery = Type.Object({
  ...PageQuery,
  event: Selector(SOTK_GET_EVENTS),
  kantor_id: Type.Optional(RowId),
  tahun: Type.Optional(Tahun),
  bulan: Type.Optional(Bulan),
  kantor_level_id: Type.Optional(LevelList),
  'kantor_level_id[]': Type.Optional(LevelList),
});
export type SotkListQuery = Static<typeof SotkListQuery>;

/** index_structure: one position of an office's structure with its standard formation. */
export const SotkStructureRow = Type.Object({
  id: Type.Integer(),
  kantor_id: Type.Integer(),
  kantor: Type.String(),
  jabatan_id: Type.Integer(),
  jabatan: Type.String(),
  bidangtugas_id: Type.Integer(),
  bidangtugas: Type.String(),
  formasi: Type.Integer(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type SotkStructureRow = Static<typeof SotkStructureRow>;
export const SotkStructureAnswer = Paged(SotkStructureRow);
export type SotkStructureAnswer = Static<typeof SotkStructureAnswer>;

/** index_diff: one office, standard (formasi) against active employees over all its positions. */
export const SotkDiffRow = Type.Object({
  kantor_id: Type.Integer(),
  kantor: Type.String(),
  kantor_level_id: Type.Integer(),
  formasi: Type.Integer(),
  jumlah: Type.Integer(),
  /** Positions short of staff, summed: Σ max(formasi − jumlah, 0). */
  kurang: Type.Integer(),
  /** Staff beyond the formation, summed: Σ max(jumlah − formasi, 0). */
  lebih: Type.Integer(),
});
export type SotkDiffRow = Static<typeof SotkDiffRow>;
export const SotkDiffAnswer = Paged(SotkDiffRow);
export type SotkDiffAnswer = Static<typeof SotkDiffAnswer>;

/** index_diff_kantor: one position of one office; selisih = jumlah − formasi. */
export const SotkDiffKantorRow = Type.Object({
  jabatan_id: Type.Integer(),
  jabatan: Type.String(),
  bidangtugas: NullableString,
  formasi: Type.Integer(),
  jumlah: Type.Integer(),
  selisih: Type.Integer(),
});
export type SotkDiffKantorRow = Static<typeof SotkDiffKantorRow>;
export const SotkDiffKantorAnswer = Type.Object({ data: Type.Array(SotkDiffKantorRow) });
export type SotkDiffKantorAnswer = Static<typeof SotkDiffKantorAnswer>;

/** index_verifikasi_faktual: every bidang tugas with the office's verification of the month (or nulls). */
export const SotkVerifikasiRow = Type.Object({
  bidangtugas_id: Type.Integer(),
  bidangtugas: Type.String(),
  kantor_id: Type.Integer(),
  tahun: Type.Integer(),
  bulan: Type.Integer(),
  status_id: NullableInteger,
  /** SOTK_VERIFIKASI_STATUS of status_id ('Sesuai', 'Tidak Sesuai'). */
  status: NullableString,
  keterangan: NullableString,
  verified_at: NullableDateTime,
  updated_at: NullableDateTime,
  user: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type SotkVerifikasiRow = Static<typeof SotkVerifikasiRow>;
export const SotkVerifikasiAnswer = Type.Object({ data: Type.Array(SotkVerifikasiRow) });
export type SotkVerifikasiAnswer = Static<typeof SotkVerifikasiAnswer>;

/** What GET answers, by event (each event is serialized with its own schema). */
export const SotkGetAnswer = Type.Union([
  SotkStructureAnswer,
  SotkDiffAnswer,
  SotkDiffKantorAnswer,
  SotkVerifikasiAnswer,
]);
export type SotkGetAnswer = Static<typeof SotkGetAnswer>;

// ---- POST by action --------------------------------------------------------------------------------

export const SOTK_POST_ACTIONS = ['storeVerifikasiFaktual', 'storeResetStructure', 'storeResetVerifikasi'] as const;
export type SotkPostAction = (typeof SOTK_POST_ACTIONS)[number];

/** The selector only; the chosen action then checks its own body (below). */
export const SotkPostBody = Type.Object({ action: Selector(SOTK_POST_ACTIONS) }, { additionalProperties: true });

/** storeVerifikasiFaktual: one bidang tugas of one office and month is (1) or is not (2) as found. */
export const SotkVerifikasiInput = Type.Object({
  action: Type.Literal('storeVerifikasiFaktual'),
  kantor_id: RowId,
  tahun: Tahun,
  bulan: Bulan,
  bidangtugas_id: RowId,
  status_id: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }),
  keterangan: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type SotkVerifikasiInput = Static<typeof SotkVerifikasiInput>;

/** storeResetStructure: rebuild the office's structure from the standard of its level (a job). */
export const SotkResetStructureInput = Type.Object({
  action: Type.Literal('storeResetStructure'),
  kantor_id: RowId,
});
export type SotkResetStructureInput = Static<typeof SotkResetStructureInput>;

/** storeResetVerifikasi: delete the office's verifications of one month (a job). */
export const SotkResetVerifikasiInput = Type.Object({
  action: Type.Literal('storeResetVerifikasi'),
  kantor_id: RowId,
  tahun: Tahun,
  bulan: Bulan,
});
export type SotkResetVerifikasiInput = Static<typeof SotkResetVerifikasiInput>;

/** 'SOTK Created' with the verification's id, or a reset's message with its job id. */
export const SotkSavedAnswer = Type.Object({ message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
export type SotkSavedAnswer = Static<typeof SotkSavedAnswer>;
export const SotkPostAnswer = Type.Union([SotkSavedAnswer, JobQueuedAnswer]);
export type SotkPostAnswer = Static<typeof SotkPostAnswer>;

/** `{ data: [{ id, nama }] }`: bidang tugas (/x/bidang_tugas) and positions (/x/jabatan). */
export const SotkOptionsAnswer = Type.Object({ data: Type.Array(OptionItem) });
export type SotkOptionsAnswer = Static<typeof SotkOptionsAnswer>;

/** /x/jabatan: positions in use, the first 100 matches. */
export const SotkJabatanQuery = Type.Object({ search: PageQuery.search });
export type SotkJabatanQuery = Static<typeof SotkJabatanQuery>;

// ---- position groups and their standards -----------------------------------------------------------

/** Both registers' list filters (the standards also by group and office level). */
export const SotkRegisterQuery = Type.Object({
  ...PageQuery,
  jabatan_group_id: Type.Optional(RowId),
  kantor_level_id: Type.Optional(LevelId),
});
export type SotkRegisterQuery = Static<typeof SotkRegisterQuery>;

export const SotkJabatanGroup = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  bidangtugas_id: Type.Integer(),
  bidangtugas: Type.String(),
  keterangan: NullableString,
  standard_count: Type.Integer(),
});
export type SotkJabatanGroup = Static<typeof SotkJabatanGroup>;
export const SotkJabatanGroupListAnswer = Paged(SotkJabatanGroup);
export type SotkJabatanGroupListAnswer = Static<typeof SotkJabatanGroupListAnswer>;

export const SotkJabatanGroupInput = Type.Object(
  {
    nama: Type.String({ minLength: 1, maxLength: 150 }),
    bidangtugas_id: RowId,
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);
export type SotkJabatanGroupInput = Static<typeof SotkJabatanGroupInput>;

/** The formation of one position at one office level, within a group. */
export const SotkJabatanGroupStandard = Type.Object({
  id: Type.Integer(),
  jabatan_group_id: Type.Integer(),
  jabatan_group: Type.String(),
  kantor_level_id: Type.Integer(),
  kantor_level: Type.String(),
  jabatan_id: Type.Integer(),
  jabatan: Type.String(),
  formasi: Type.Integer(),
});
export type SotkJabatanGroupStandard = Static<typeof SotkJabatanGroupStandard>;
export const SotkJabatanGroupStandardListAnswer = Paged(SotkJabatanGroupStandard);
export type SotkJabatanGroupStandardListAnswer = Static<typeof SotkJabatanGroupStandardListAnswer>;

export const SotkJabatanGroupStandardInput = Type.Object(
  {
    jabatan_group_id: RowId,
    kantor_level_id: LevelId,
    jabatan_id: RowId,
    formasi: Type.Integer({ minimum: 0, maximum: 999 }),
  },
  { additionalProperties: false },
);
export type SotkJabatanGroupStandardInput = Static<typeof SotkJabatanGroupStandardInput>;
