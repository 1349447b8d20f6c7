/**
 * Training, diklat (spec section 2 /pegawai/diklat/*, section 3 Diklat, section 7 /sdm/diklat…,
 * /sdm/set/sertifikasi, /sdm/sertifikasi/manajemen_resiko, /sdm/set/klasifikasi, /sdm/set/perawatan;
 * issue #22, ADR 0049):
 *   GET  /api/sdm/diklat?event=index_options                 every master list (forms, filters)   manageTraining
 *   GET/POST /api/sdm/diklat/x/{master}, PUT/DELETE …/{id}   organisers, categories, statuses,
 *        certifications (+parent), qualifications (+parent)                                      manageTraining
 *   GET  /api/sdm/diklat/event?event=search                  events by awal (search, filters, paged) manageTrainingUnrestricted
 *   POST /api/sdm/diklat/event, GET/PUT/DELETE …/{id}, GET …/x/token/{token}                     manageTraining
 *   PUT  /api/sdm/diklat/event/{id}/x/penyelenggara          the event's organisers (store_penyelenggara)
 *   GET/POST …/event/{id}/x/file, DELETE …/x/file/{fileId}   the event's files (file event 3)
 *   GET  /api/sdm/diklat/pegawai?event=search                participants (of an event, of an employee)
 *   POST /api/sdm/diklat/pegawai  event pegawai_store_npp | pegawai_store | store_delete_pegawai |
 *        pegawai_clear | pegawai_load                        bulk, all or nothing                  manageTraining
 *   GET  /api/sdm/diklat/x/required                          Gap Kompetensi per position          readCompetencyGaps (57 or 61)
 *   PUT  /api/sdm/diklat/x/required/{id}                     what a position requires             manageTraining
 *   GET  /api/sdm/diklat/x/kompetensi                        the names a requirement may use      manageTraining
 *   POST /api/sdm/diklat/x/export → JobQueuedAnswer          xlsx of every participation          manageTraining
 *   GET/POST /api/sdm/set/{sertifikasi,klasifikasi,perawatan}, PUT/DELETE …/{id}                 manageTraining
 *   GET  /api/sdm/sertifikasi/manajemen_resiko               holders of a risk-management certification
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, Selector, SortQuery } from './common.js';
import { RowId } from './fields.js';
import { PegawaiRef } from './pegawai-ref.js';

export const DIKLAT_PATH = '/api/sdm/diklat';
export const DIKLAT_EVENT_PATH = '/api/sdm/diklat/event';
export const DIKLAT_PEGAWAI_PATH = '/api/sdm/diklat/pegawai';
export const DIKLAT_REQUIRED_PATH = '/api/sdm/diklat/x/required';
export const DIKLAT_KOMPETENSI_PATH = '/api/sdm/diklat/x/kompetensi';
export const DIKLAT_EXPORT_PATH = '/api/sdm/diklat/x/export';
export const SERTIFIKASI_MANAJEMEN_RESIKO_PATH = '/api/sdm/sertifikasi/manajemen_resiko';

// ---- master lists ------------------------------------------------------------------------------------

/** The diklat master lists, each at /api/sdm/diklat/x/{key}. */
export const DIKLAT_MASTERS = [
  'penyelenggara',
  'kategori',
  'status',
  'sertifikasi_parent',
  'sertifikasi',
  'qualification_parent',
  'qualification',
] as const;
export type DiklatMaster = (typeof DIKLAT_MASTERS)[number];

/** The certification settings, each at /api/sdm/set/{key}. */
export const DIKLAT_SETTINGS = ['sertifikasi', 'klasifikasi', 'perawatan'] as const;
export type DiklatSetting = (typeof DIKLAT_SETTINGS)[number];

export const diklatMasterPath = (key: DiklatMaster) => `${DIKLAT_PATH}/x/${key}`;
export const diklatSettingPath = (key: DiklatSetting) => `/api/sdm/set/${key}`;

export const DiklatNamed = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type DiklatNamed = Static<typeof DiklatNamed>;
const NamedOrNull = Type.Union([DiklatNamed, Type.Null()]);

/**
 * One row of a master list or a setting: nama plus the fields its kind has (akronim of an organiser,
 * parent of a certification/qualification, kategori and level of a certification setting); label is
 * what a select shows ('nama | akronim' for an organiser); jumlah how many records use it (in use: no delete).
 */
export const DiklatMasterRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  label: Type.String(),
  akronim: Type.Optional(Type.String()),
  parent_id: Type.Optional(Type.Integer()),
  parent: Type.Optional(DiklatNamed),
  kategori: Type.Optional(Type.String()),
  level: Type.Optional(Type.Integer()),
  jumlah: Type.Integer(),
});
export type DiklatMasterRow = Static<typeof DiklatMasterRow>;

export const DiklatMasterListAnswer = Type.Object({ data: Type.Array(DiklatMasterRow) });
export type DiklatMasterListAnswer = Static<typeof DiklatMasterListAnswer>;

/** A master or setting row: nama always; the other fields as its kind requires (422 when missing). */
export const DiklatMasterInput = Type.Object(
  {
    nama: Type.String({ maxLength: 255 }),
    akronim: Type.Optional(Type.String({ maxLength: 50 })),
    parent_id: Type.Optional(RowId),
    kategori: Type.Optional(Type.String({ maxLength: 100 })),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
);
export type DiklatMasterInput = Static<typeof DiklatMasterInput>;

export const DiklatMasterMutation = Type.Object({ message: Type.String(), data: DiklatMasterRow });
export type DiklatMasterMutation = Static<typeof DiklatMasterMutation>;

export const DIKLAT_OPTION_EVENTS = ['index_options'] as const;
export const DiklatOptionsQuery = Type.Object({ event: Type.Optional(Selector(DIKLAT_OPTION_EVENTS)) });
export type DiklatOptionsQuery = Static<typeof DiklatOptionsQuery>;

/** Every master list at once, for the event form and the filters. */
export const DiklatOptionsAnswer = Type.Object({
  penyelenggara: Type.Array(DiklatMasterRow),
  kategori: Type.Array(DiklatMasterRow),
  status: Type.Array(DiklatMasterRow),
  sertifikasi: Type.Array(DiklatMasterRow),
  qualification: Type.Array(DiklatMasterRow),
});
export type DiklatOptionsAnswer = Static<typeof DiklatOptionsAnswer>;

// ---- events ------------------------------------------------------------------------------------------

export const DIKLAT_EVENT_LIST_EVENTS = ['search'] as const;
export const DIKLAT_EVENT_SORT_KEYS = ['awal', 'nama', 'peserta'] as const;
export type DiklatEventSortColumn = (typeof DIKLAT_EVENT_SORT_KEYS)[number];

/** Search on nama, tempat and the organisers; awal ascending unless sorted (spec). */
export const DiklatEventListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(DIKLAT_EVENT_SORT_KEYS),
  event: Type.Optional(Selector(DIKLAT_EVENT_LIST_EVENTS)),
  kategori_id: Type.Optional(RowId),
  status_id: Type.Optional(RowId),
  penyelenggara_id: Type.Optional(RowId),
  jenis_id: Type.Optional(RowId),
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});
export type DiklatEventListQuery = Static<typeof DiklatEventListQuery>;

export const DiklatEventRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  nama: Type.String(),
  /** DIKLAT_EVENT_JENIS_SPECIAL (6) is the spec's special kind. */
  jenis_id: Type.Integer(),
  is_special: Type.Boolean(),
  awal: Type.String(),
  akhir: NullableString,
  tempat: NullableString,
  keterangan: NullableString,
  /** 0009's free-text organiser, for events without a registered one. */
  penyelenggara: NullableString,
  penyelenggaras: Type.Array(DiklatMasterRow),
  kategori: NamedOrNull,
  status: NamedOrNull,
  sertifikasi: NamedOrNull,
  qualification: NamedOrNull,
  peserta: Type.Integer(),
  file_count: Type.Integer(),
});
export type DiklatEventRow = Static<typeof DiklatEventRow>;

export const DiklatEventListAnswer = Paged(DiklatEventRow);
export type DiklatEventListAnswer = Static<typeof DiklatEventListAnswer>;

export const DiklatEventShowAnswer = Type.Object({ data: DiklatEventRow });
export type DiklatEventShowAnswer = Static<typeof DiklatEventShowAnswer>;

export const DiklatEventMutation = Type.Object({ message: Type.String(), data: DiklatEventRow });
export type DiklatEventMutation = Static<typeof DiklatEventMutation>;

export const DiklatTokenParams = Type.Object({ token: Type.String({ format: 'uuid', maxLength: 36 }) });
export type DiklatTokenParams = Static<typeof DiklatTokenParams>;

/** Dates 'YYYY-MM-DD' (checked by the server, 422 with field messages); akhir not before awal. */
export const DiklatEventInput = Type.Object(
  {
    nama: Type.String({ maxLength: 255 }),
    jenis_id: Type.Integer({ minimum: 1, maximum: 99 }),
    awal: Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" }),
    akhir: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    tempat: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    penyelenggara: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
    kategori_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
    status_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
    sertifikasi_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
    qualification_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
    penyelenggara_id: Type.Optional(Type.Array(RowId, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type DiklatEventInput = Static<typeof DiklatEventInput>;

/** store_penyelenggara: the event's organisers, replacing the ones it had. */
export const DiklatEventPenyelenggaraInput = Type.Object(
  { penyelenggara_id: Type.Array(RowId, { maxItems: 20 }) },
  { additionalProperties: false },
);
export type DiklatEventPenyelenggaraInput = Static<typeof DiklatEventPenyelenggaraInput>;

// ---- participants ------------------------------------------------------------------------------------

export const DIKLAT_PEGAWAI_LIST_EVENTS = ['search'] as const;

/** Participants of one event, or one employee's diklat, or every participation; by the event's awal. */
export const DiklatPegawaiListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(DIKLAT_PEGAWAI_LIST_EVENTS)),
  diklat_event_id: Type.Optional(RowId),
  pegawai_id: Type.Optional(RowId),
});
export type DiklatPegawaiListQuery = Static<typeof DiklatPegawaiListQuery>;

export const DiklatPegawaiRow = Type.Object({
  id: Type.Integer(),
  diklat_event_id: Type.Integer(),
  event: Type.Object({
    id: Type.Integer(),
    nama: Type.String(),
    jenis_id: Type.Integer(),
    is_special: Type.Boolean(),
    awal: Type.String(),
    akhir: NullableString,
  }),
  pegawai: PegawaiRef,
  jabatan: NullableString,
  keterangan: NullableString,
});
export type DiklatPegawaiRow = Static<typeof DiklatPegawaiRow>;

export const DiklatPegawaiListAnswer = Paged(DiklatPegawaiRow);
export type DiklatPegawaiListAnswer = Static<typeof DiklatPegawaiListAnswer>;

export const DIKLAT_PEGAWAI_EVENTS = [
  'pegawai_store_npp',
  'pegawai_store',
  'store_delete_pegawai',
  'pegawai_clear',
  'pegawai_load',
] as const;
export type DiklatPegawaiEvent = (typeof DIKLAT_PEGAWAI_EVENTS)[number];
export const DIKLAT_PEGAWAI_MAX = 500;

/**
 * The participant writes, each all or nothing:
 *   pegawai_store_npp     add the employees of these NPPs (one unknown or inactive NPP: 422, none added)
 *   pegawai_store         add these employees (by id)
 *   store_delete_pegawai  remove these employees
 *   pegawai_clear         remove every participant
 *   pegawai_load          add the participants of another event (source_event_id) → 'Diklat Pegawai Loaded'
 * Employees already registered are left as they are (counted in `sudah_terdaftar`).
 */
export const DiklatPegawaiInput = Type.Object(
  {
    event: Selector(DIKLAT_PEGAWAI_EVENTS),
    diklat_event_id: RowId,
    npp: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: DIKLAT_PEGAWAI_MAX })),
    pegawai_id: Type.Optional(Type.Array(RowId, { maxItems: DIKLAT_PEGAWAI_MAX })),
    source_event_id: Type.Optional(RowId),
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);
export type DiklatPegawaiInput = Static<typeof DiklatPegawaiInput>;

export const DiklatPegawaiMutation = Type.Object({
  message: Type.String(),
  data: Type.Object({
    ditambahkan: Type.Integer(),
    dihapus: Type.Integer(),
    sudah_terdaftar: Type.Integer(),
    peserta: Type.Integer(),
  }),
});
export type DiklatPegawaiMutation = Static<typeof DiklatPegawaiMutation>;

// ---- Gap Kompetensi ----------------------------------------------------------------------------------

export const DiklatRequiredQuery = Type.Object({
  ...PageQuery,
  jabatan_id: Type.Optional(RowId),
  /** Only positions with a gap (some holder lacks a required competency). */
  only_gap: Type.Optional(Type.Boolean()),
});
export type DiklatRequiredQuery = Static<typeof DiklatRequiredQuery>;

export const DiklatRequiredKompetensi = Type.Object({
  nama: Type.String(),
  /** Holders of the position who have it (pegawai_kompetensi, is_exist). */
  memiliki: Type.Integer(),
  /** Holders who lack it. */
  kurang: Type.Integer(),
  /** memiliki / pemegang in percent, 2 decimals (null without holders). */
  pemenuhan: Nullable(Type.Number()),
});
export type DiklatRequiredKompetensi = Static<typeof DiklatRequiredKompetensi>;

export const DiklatRequiredRow = Type.Object({
  jabatan: DiklatNamed,
  /** Active employees holding the position. */
  pemegang: Type.Integer(),
  kompetensi: Type.Array(DiklatRequiredKompetensi),
  /** Sum of `kurang` over the requirements. */
  gap: Type.Integer(),
});
export type DiklatRequiredRow = Static<typeof DiklatRequiredRow>;

export const DiklatRequiredListAnswer = Paged(DiklatRequiredRow);
export type DiklatRequiredListAnswer = Static<typeof DiklatRequiredListAnswer>;

/**
 * What a position requires, replacing what it required (names, trimmed, unique). Each name must be a
 * known competency (DiklatKompetensiOption), else 422 naming the unknown ones.
 */
export const DiklatRequiredInput = Type.Object(
  { kompetensi: Type.Array(Type.String({ maxLength: 255 }), { maxItems: 100 }) },
  { additionalProperties: false },
);
export type DiklatRequiredInput = Static<typeof DiklatRequiredInput>;

export const DiklatRequiredMutation = Type.Object({ message: Type.String(), data: DiklatRequiredRow });
export type DiklatRequiredMutation = Static<typeof DiklatRequiredMutation>;

/**
 * A name a position may require: a competency recorded for an employee (pegawai_kompetensi), a diklat
 * certification or qualification, or one some position already requires; one row per name ignoring case.
 */
export const DiklatKompetensiOption = Type.Object({
  nama: Type.String(),
  /** Active employees who have it (pegawai_kompetensi with is_exist). */
  pemilik: Type.Integer(),
});
export type DiklatKompetensiOption = Static<typeof DiklatKompetensiOption>;

export const DiklatKompetensiOptionsAnswer = Type.Object({ data: Type.Array(DiklatKompetensiOption) });
export type DiklatKompetensiOptionsAnswer = Static<typeof DiklatKompetensiOptionsAnswer>;

// ---- risk-management certification holders ---------------------------------------------------------

export const ManajemenResikoQuery = Type.Object({
  ...PageQuery,
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
});
export type ManajemenResikoQuery = Static<typeof ManajemenResikoQuery>;

export const ManajemenResikoRow = Type.Object({
  id: Type.Integer(),
  pegawai: PegawaiRef,
  sertifikasi: Type.String(),
  level: Type.Integer(),
  nomor: NullableString,
  tanggal: Type.String(),
  berlaku_sampai: NullableString,
});
export type ManajemenResikoRow = Static<typeof ManajemenResikoRow>;

export const ManajemenResikoListAnswer = Paged(ManajemenResikoRow);
export type ManajemenResikoListAnswer = Static<typeof ManajemenResikoListAnswer>;
