/**
 * The events of /api/sdm/pegawai besides the list (pegawai-list.ts), spec section 7, ADR 0016:
 *   GET  ?event=options | multiple | kantor_absen   employee pickers (POLICY.pickEmployees): PegawaiOption only
 *   GET  ?event=umur                                 the age and retirement report (POLICY.hrAdminUnrestricted)
 *   GET  ?event=hirarki                              an employee's chain of superiors (own; HR and admin anyone)
 *   GET  ?event=rules                                the limits the forms and pickers use (signed in)
 *   GET  ?event=unregistered_whatsapp | unregistered_email   employees without a recovery contact (HR)
 *   GET  ?event=export                               the caller's own employee exports, newest first (POLICY.hrAdmin)
 *   POST { event: export | export1 }                 queue one of the two xlsx formats
 *   GET  /api/sdm/pegawai/link/kantor/{id}           active employees of an office (pickers)
 *   GET  /api/sdm/pegawai/x/whatsapp | x/email       employees with (or without) a verified contact (HR)
 * Each GET event checks its role rule first, then its own query schema (below), so a caller
 * without the right sees 403, never a 422 about parameters they may not send.
 */
import { Type, type Static } from 'typebox';
import { JobListAnswer } from './jobs.js';
import { NullableInteger, NullableString, Paged, PageQuery, Selector, SortQuery } from './common.js';
import { RowId } from './fields.js';
import { PegawaiListAnswer, PegawaiListQuery } from './pegawai-list.js';

const IdList = (max: number) => Type.Array(RowId, { minItems: 1, maxItems: max });

/** The server's limits of the selectors (also answered by event=rules). */
export const PEGAWAI_SELECTOR_LIMITS = {
  /** event=options: rows per answer. */
  optionsDefault: 20,
  optionsMax: 50,
  /** event=multiple: ids per call (a multi-select's chosen values). */
  multipleMaxIds: 100,
  umurMax: 100,
  /** event=umur: "retiring within N months". */
  pensiunBulanMax: 600,
} as const;
const LIMITS = PEGAWAI_SELECTOR_LIMITS;

export const IdNama = Type.Object({ id: Type.Integer(), nama: Type.String() });
export type IdNama = Static<typeof IdNama>;
const NullableIdNama = Type.Union([IdNama, Type.Null()]);

/**
 * What an employee picker needs, and nothing more (events options, multiple, kantor_absen and
 * link/kantor): no birth date, contact or rank. npp is null for the placeholder '00000000'.
 */
export const PegawaiOption = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  jabatan: NullableIdNama,
  kantor: NullableIdNama,
});
export type PegawaiOption = Static<typeof PegawaiOption>;

/** `{ data }` of events options and multiple. */
export const PegawaiOptionsAnswer = Type.Object({ data: Type.Array(PegawaiOption) });
export type PegawaiOptionsAnswer = Static<typeof PegawaiOptionsAnswer>;

/** Employees of an office, paged by name (event kantor_absen, link/kantor/{id}). */
export const PegawaiOptionPage = Paged(PegawaiOption);
export type PegawaiOptionPage = Static<typeof PegawaiOptionPage>;

/**
 * event=options: `search` over nama, npp, jabatan and kantor; `ids` = these employees only.
 * Arrays arrive as `ids[]=1&ids[]=2` (the api-client) or `ids=1&ids=2`: both spellings, merged.
 */
export const PegawaiOptionsQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: LIMITS.optionsMax, default: LIMITS.optionsDefault }),
  kantor_id: Type.Optional(RowId),
  ids: Type.Optional(IdList(LIMITS.optionsMax * 20)),
  'ids[]': Type.Optional(IdList(LIMITS.optionsMax * 20)),
});
export type PegawaiOptionsQuery = Static<typeof PegawaiOptionsQuery>;

/** event=multiple: the named employees (inactive ones too: a stored choice keeps its label). */
export const PegawaiMultipleQuery = Type.Object(
  {
    ids: Type.Optional(IdList(LIMITS.multipleMaxIds)),
    'ids[]': Type.Optional(IdList(LIMITS.multipleMaxIds)),
  },
  { anyOf: [{ required: ['ids'] }, { required: ['ids[]'] }] },
);
export type PegawaiMultipleQuery = Static<typeof PegawaiMultipleQuery>;

/** link/kantor/{id}: paged, searchable. */
export const PegawaiOfficeQuery = Type.Object({ ...PageQuery });
export type PegawaiOfficeQuery = Static<typeof PegawaiOfficeQuery>;

/** event=kantor_absen: an attendance office with the non-attendance offices (payment points) under it. */
export const PegawaiKantorAbsenQuery = Type.Object({ ...PageQuery, kantor_id: RowId });
export type PegawaiKantorAbsenQuery = Static<typeof PegawaiKantorAbsenQuery>;

/** One row of event=umur (age and retirement report, spec section 4: retirement = birth date + 56). */
export const PegawaiUmurItem = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  jabatan: NullableIdNama,
  kantor: NullableIdNama,
  tanggal_lahir: NullableString,
  /** Whole years today (WIB); null without a birth date. */
  umur: NullableInteger,
  /** ISO date, or null without a birth date. */
  tanggal_pensiun: NullableString,
  /** Retirement date reached or passed ('Lewat umur pensiun'). */
  lewat_pensiun: Type.Boolean(),
  pangkat: Type.Union([
    Type.Object({ nama: Type.String(), grade: Type.String(), corporate_title: Type.String() }),
    Type.Null(),
  ]),
});
export type PegawaiUmurItem = Static<typeof PegawaiUmurItem>;

export const PegawaiUmurQuery = Type.Object({
  ...PageQuery,
  kantor_id: Type.Optional(RowId),
  umur_min: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.umurMax })),
  umur_max: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.umurMax })),
  /** Retiring within this many months from today (already retired ones are not included). */
  pensiun_bulan: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.pensiunBulanMax })),
});
export type PegawaiUmurQuery = Static<typeof PegawaiUmurQuery>;

export const PegawaiUmurAnswer = Paged(PegawaiUmurItem);
export type PegawaiUmurAnswer = Static<typeof PegawaiUmurAnswer>;

/** event=hirarki: without pegawai_id, the caller's own chain. */
export const PegawaiHirarkiQuery = Type.Object({ pegawai_id: Type.Optional(RowId) });
export type PegawaiHirarkiQuery = Static<typeof PegawaiHirarkiQuery>;

/** One superior in event=hirarki: the position above, and who holds it (null when vacant). */
export const PegawaiHirarkiItem = Type.Object({
  /** 1 = direct superior, 2 = the one above, … */
  level: Type.Integer(),
  jabatan: IdNama,
  kantor: NullableIdNama,
  pegawai: Type.Union([PegawaiOption, Type.Null()]),
});
export type PegawaiHirarkiItem = Static<typeof PegawaiHirarkiItem>;

export const PegawaiHirarkiAnswer = Type.Object({ pegawai: PegawaiOption, data: Type.Array(PegawaiHirarkiItem) });
export type PegawaiHirarkiAnswer = Static<typeof PegawaiHirarkiAnswer>;

/** event=rules takes nothing. */
export const PegawaiRulesQuery = Type.Object({});

/** event=rules: the limits the employee forms and pickers use, as the server enforces them. */
export const PegawaiRules = Type.Object({
  npp: Type.Object({ pattern: Type.String(), length: Type.Integer(), placeholder: Type.String() }),
  nama: Type.Object({ max_length: Type.Integer() }),
  search: Type.Object({ min_length: Type.Integer(), max_length: Type.Integer(), debounce_ms: Type.Integer() }),
  options: Type.Object({ default_limit: Type.Integer(), max_limit: Type.Integer() }),
  per_page: Type.Object({ default: Type.Integer(), max: Type.Integer() }),
  retirement_age: Type.Integer(),
  umur: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  pensiun_bulan: Type.Object({ max: Type.Integer() }),
});
export type PegawaiRules = Static<typeof PegawaiRules>;

export const PegawaiRulesAnswer = Type.Object({ data: PegawaiRules });
export type PegawaiRulesAnswer = Static<typeof PegawaiRulesAnswer>;

// ---- recovery contacts (/x/whatsapp, /x/email, events unregistered_whatsapp | unregistered_email) --

/** An active employee with an account and their WhatsApp number or e-mail address (null: none yet). */
export const PegawaiContactRow = Type.Object({
  pegawai_id: Type.Integer(),
  nama: Type.String(),
  npp: NullableString,
  /** The office's name. */
  kantor: NullableString,
  user_name: Type.String(),
  contact: NullableString,
  /** The contact was confirmed through a verification link (false when there is none). */
  verified: Type.Boolean(),
});
export type PegawaiContactRow = Static<typeof PegawaiContactRow>;

export const PEGAWAI_CONTACT_SORT_KEYS = ['nama', 'npp', 'kantor', 'contact'] as const;
export type PegawaiContactSortColumn = (typeof PEGAWAI_CONTACT_SORT_KEYS)[number];

/** registered: has the contact or not; verified: only (un)verified contacts; sort by name unless asked. */
export const PegawaiContactQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(PEGAWAI_CONTACT_SORT_KEYS),
  registered: Type.Boolean({ default: true }),
  verified: Type.Optional(Type.Boolean()),
});
export type PegawaiContactQuery = Static<typeof PegawaiContactQuery>;

/** The unregistered_* events: the same list with registered=false. */
export const PegawaiUnregisteredQuery = Type.Object({ ...PageQuery, ...SortQuery(PEGAWAI_CONTACT_SORT_KEYS) });

/**
 * POST /api/sdm/pegawai/x/whatsapp | /x/email: HR sends the employee's account a link to verify the
 * number / address it already has (outbox); answers the spec's 'Link verifikasi telah di kirim ke …'.
 */
export const PegawaiContactVerifyBody = Type.Object({ pegawai_id: RowId }, { additionalProperties: false });
export type PegawaiContactVerifyBody = Static<typeof PegawaiContactVerifyBody>;

export const PegawaiContactListAnswer = Paged(PegawaiContactRow);
export type PegawaiContactListAnswer = Static<typeof PegawaiContactListAnswer>;

// ---- exports ---------------------------------------------------------------------------------------

/** event=export of GET: the caller's own employee exports (both formats), newest first. */
export const PegawaiExportListQuery = Type.Object({ page: PageQuery.page, per_page: PageQuery.per_page });

/** POST /api/sdm/pegawai create events that queue an xlsx: the full list, or the age/retirement format. */
export const PEGAWAI_EXPORT_EVENTS = ['export', 'export1'] as const;
export type PegawaiExportEvent = (typeof PEGAWAI_EXPORT_EVENTS)[number];

/** POST body: the event (an unknown one answers 400 with the spec's text). Answer: JobQueuedAnswer. */
export const PegawaiCreateBody = Type.Object(
  { event: Type.Optional(Selector(PEGAWAI_EXPORT_EVENTS)) },
  { additionalProperties: true },
);

// ---- GET /api/sdm/pegawai as a whole -----------------------------------------------------------------

export const PEGAWAI_GET_EVENTS = [
  'options',
  'multiple',
  'kantor_absen',
  'umur',
  'hirarki',
  'rules',
  'unregistered_whatsapp',
  'unregistered_email',
  'export',
] as const;
export type PegawaiGetEvent = (typeof PEGAWAI_GET_EVENTS)[number];

/** Without event: the list's query; with one, the event's own parameters are checked by the event. */
export const PegawaiGetQuery = Type.Object(
  { ...PegawaiListQuery.properties, event: Type.Optional(Selector(PEGAWAI_GET_EVENTS)) },
  { additionalProperties: true },
);
export type PegawaiGetQuery = Static<typeof PegawaiGetQuery>;

/** The answer of each event (the server serializes each with its own schema). */
export const PegawaiGetAnswer = Type.Union([
  PegawaiListAnswer,
  PegawaiOptionsAnswer,
  PegawaiOptionPage,
  PegawaiUmurAnswer,
  PegawaiHirarkiAnswer,
  PegawaiRulesAnswer,
  PegawaiContactListAnswer,
  JobListAnswer,
]);
export type PegawaiGetAnswer = Static<typeof PegawaiGetAnswer>;
