/**
 * Outsourced staff (spec section 2 /outsourcing/*, section 3 Outsourced staff: photo, expired list,
 * kontrak, PHK, jabatan, kontrak_akhir.jenis.nama, kontrak_akhir.kantor.nama; section 7
 * /sdm/outsourching (+kontrak, phk, jabatan; update_photo); issue #22, ADR 0051):
 *   GET  /api/sdm/outsourching?event=index|index_expired             the register      POLICY.listOutsourcing (scoped)
 *   POST /api/sdm/outsourching, GET/PUT/DELETE …/{id}                 one worker        write: POLICY.manageOutsourcing
 *   POST /api/sdm/outsourching/{id}/x/update_photo                    the photo         POLICY.manageOutsourcing
 *   GET  /api/sdm/outsourching/kontrak?event=index                    the contracts     POLICY.listOutsourcing (scoped)
 *   POST /api/sdm/outsourching/kontrak, PUT/DELETE …/kontrak/{id}     one contract      POLICY.manageOutsourcing
 *   POST /api/sdm/outsourching/kontrak/x/perpanjang                   bulk extension    POLICY.manageOutsourcing (all or nothing)
 *   GET/POST /api/sdm/outsourching/phk, PUT/DELETE …/phk/{id}         terminations      POLICY.manageOutsourcing
 *   GET/POST /api/sdm/outsourching/jabatan, PUT/DELETE …/{id}         positions         read: listOutsourcing, write: manageOutsourcing
 *   GET  /api/sdm/outsourching/x/jenis                                contract kinds    POLICY.listOutsourcing
 *   POST /api/sdm/outsourching/x/export → JobQueuedAnswer             xlsx export job   POLICY.manageOutsourcing
 * A contract ending within 30 days (KONTRAK_WARNING_DAYS) is flagged on the register and HR is
 * notified once by a scheduled job.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, NullableString, Paged, PageQuery, Selector, SortQuery, StringEnum } from './common.js';
import { RowId } from './fields.js';

export const OUTSOURCING_PATH = '/api/sdm/outsourching';
export const OUTSOURCING_KONTRAK_PATH = '/api/sdm/outsourching/kontrak';
export const OUTSOURCING_PHK_PATH = '/api/sdm/outsourching/phk';
export const OUTSOURCING_JABATAN_PATH = '/api/sdm/outsourching/jabatan';
export const OUTSOURCING_JENIS_PATH = '/api/sdm/outsourching/x/jenis';

/** A contract ending within this many days shows as ending soon and is announced to HR. */
export const KONTRAK_WARNING_DAYS = 30;
/** At most this many workers in one bulk extension. */
export const PERPANJANG_MAX = 500;

const IsoDate = Type.String({ maxLength: 10, description: "'YYYY-MM-DD'" });
/** An object or null, as a union (the shape PegawaiRef's kantor uses). */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Named = Type.Object({ id: Type.Integer(), nama: Type.String() });

// ---- positions and contract kinds ---------------------------------------------------------------------

/** A position or a contract kind, with how many workers (positions) or contracts (kinds) use it. */
export const OutsourcingNamedRow = Type.Object({ id: Type.Integer(), nama: Type.String(), jumlah: Type.Integer() });
export type OutsourcingNamedRow = Static<typeof OutsourcingNamedRow>;

export const OutsourcingNamedListAnswer = Type.Object({ data: Type.Array(OutsourcingNamedRow) });
export type OutsourcingNamedListAnswer = Static<typeof OutsourcingNamedListAnswer>;

export const OutsourcingJabatanInput = Type.Object(
  { nama: Type.String({ maxLength: 255 }) },
  { additionalProperties: false },
);
export type OutsourcingJabatanInput = Static<typeof OutsourcingJabatanInput>;

/** 'Jabatan Outsourcing created/updated' with the saved position. */
export const OutsourcingJabatanMutation = Type.Object({ message: Type.String(), data: OutsourcingNamedRow });
export type OutsourcingJabatanMutation = Static<typeof OutsourcingJabatanMutation>;

// ---- contracts ----------------------------------------------------------------------------------------

/** On the portal's today: berlaku (ends later than 30 days), akan_berakhir (within 30 days), berakhir. */
export const KONTRAK_STATUSES = ['berlaku', 'akan_berakhir', 'berakhir'] as const;
export type KontrakStatus = (typeof KONTRAK_STATUSES)[number];

export const OutsourcingKontrakRow = Type.Object({
  id: Type.Integer(),
  outsourcing_id: Type.Integer(),
  /** The worker's name (the contracts list). */
  nama: Type.String(),
  jenis: Named,
  kantor: Named,
  nomor: NullableString,
  perusahaan: NullableString,
  awal: Type.String(),
  akhir: Type.String(),
  keterangan: NullableString,
  status: StringEnum(KONTRAK_STATUSES),
  /** Days from the portal's today to the end date (negative once ended). */
  sisa_hari: Type.Integer(),
});
export type OutsourcingKontrakRow = Static<typeof OutsourcingKontrakRow>;

export const KONTRAK_SORT_KEYS = ['akhir', 'awal', 'nama', 'kantor', 'jenis'] as const;
export type KontrakSortColumn = (typeof KONTRAK_SORT_KEYS)[number];

export const KONTRAK_EVENTS = ['index'] as const;

export const OutsourcingKontrakListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(KONTRAK_SORT_KEYS),
  event: Type.Optional(Selector(KONTRAK_EVENTS)),
  outsourcing_id: Type.Optional(RowId),
  jenis_id: Type.Optional(RowId),
  kantor_id: Type.Optional(RowId),
  status: Type.Optional(StringEnum(KONTRAK_STATUSES)),
});
export type OutsourcingKontrakListQuery = Static<typeof OutsourcingKontrakListQuery>;

export const OutsourcingKontrakListAnswer = Paged(OutsourcingKontrakRow);
export type OutsourcingKontrakListAnswer = Static<typeof OutsourcingKontrakListAnswer>;

const kontrakFields = {
  jenis_id: RowId,
  kantor_id: RowId,
  nomor: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  perusahaan: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  awal: IsoDate,
  akhir: IsoDate,
  keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};

/** A contract as a new worker's first one (POST /api/sdm/outsourching). */
export const OutsourcingKontrakFields = Type.Object(kontrakFields, { additionalProperties: false });
export type OutsourcingKontrakFields = Static<typeof OutsourcingKontrakFields>;

export const OutsourcingKontrakInput = Type.Object(
  { outsourcing_id: RowId, ...kontrakFields },
  { additionalProperties: false },
);
export type OutsourcingKontrakInput = Static<typeof OutsourcingKontrakInput>;

/** 'Kontrak Outsourcing created/updated' with the saved contract. */
export const OutsourcingKontrakMutation = Type.Object({ message: Type.String(), data: OutsourcingKontrakRow });
export type OutsourcingKontrakMutation = Static<typeof OutsourcingKontrakMutation>;

/**
 * Extends the last contract of every listed worker to `akhir` in one transaction: each gets a new
 * contract from the day after its last one ends (same kind, office and vendor). One refused worker
 * (unknown, terminated, no contract, ends on or after `akhir`) refuses them all: 422, nothing written.
 */
export const OutsourcingPerpanjangInput = Type.Object(
  {
    outsourcing_ids: Type.Array(RowId, { minItems: 1, maxItems: PERPANJANG_MAX, uniqueItems: true }),
    akhir: IsoDate,
    nomor: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  },
  { additionalProperties: false },
);
export type OutsourcingPerpanjangInput = Static<typeof OutsourcingPerpanjangInput>;

export const OutsourcingPerpanjangAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ jumlah: Type.Integer(), kontrak_ids: Type.Array(Type.Integer()) }),
});
export type OutsourcingPerpanjangAnswer = Static<typeof OutsourcingPerpanjangAnswer>;

// ---- the register -------------------------------------------------------------------------------------

/** index: workers not terminated; index_expired: those whose last contract has ended or ends within 30 days. */
export const OUTSOURCING_EVENTS = ['index', 'index_expired'] as const;
export type OutsourcingEvent = (typeof OUTSOURCING_EVENTS)[number];

export const OUTSOURCING_SORT_KEYS = ['nama', 'jabatan', 'akhir', 'kantor', 'jenis'] as const;
export type OutsourcingSortColumn = (typeof OUTSOURCING_SORT_KEYS)[number];

export const OutsourcingListQuery = Type.Object({
  ...PageQuery,
  ...SortQuery(OUTSOURCING_SORT_KEYS),
  event: Type.Optional(Selector(OUTSOURCING_EVENTS)),
  jabatan_id: Type.Optional(RowId),
  jenis_id: Type.Optional(RowId),
  kantor_id: Type.Optional(RowId),
  status_kontrak: Type.Optional(StringEnum(KONTRAK_STATUSES)),
});
export type OutsourcingListQuery = Static<typeof OutsourcingListQuery>;

export const OutsourcingPhkRef = Type.Object({ id: Type.Integer(), tanggal: Type.String(), alasan: Type.String() });

export const OutsourcingRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  nik: NullableString,
  tanggal_lahir: NullableString,
  jenis_kelamin: OrNull(StringEnum(['L', 'P'] as const)),
  telepon: NullableString,
  jabatan: OrNull(Named),
  /** Storage key of the photo (outsourcing/photos/{id}.jpeg), read through a signed address. */
  photo: NullableString,
  /** The contract with the latest end date; null for a worker without contracts. */
  kontrak_akhir: OrNull(OutsourcingKontrakRow),
  phk: OrNull(OutsourcingPhkRef),
});
export type OutsourcingRow = Static<typeof OutsourcingRow>;

export const OutsourcingListAnswer = Paged(OutsourcingRow);
export type OutsourcingListAnswer = Static<typeof OutsourcingListAnswer>;

export const OutsourcingShowAnswer = Type.Object({ data: OutsourcingRow });
export type OutsourcingShowAnswer = Static<typeof OutsourcingShowAnswer>;

/** 'Outsourcing created/updated' with the saved worker. */
export const OutsourcingMutation = Type.Object({ message: Type.String(), data: OutsourcingRow });
export type OutsourcingMutation = Static<typeof OutsourcingMutation>;

const workerFields = {
  nama: Type.String({ maxLength: 255 }),
  nik: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  tanggal_lahir: Type.Optional(Nullable(IsoDate)),
  jenis_kelamin: Type.Optional(OrNull(StringEnum(['L', 'P'] as const))),
  telepon: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  jabatan_id: Type.Optional(Nullable(RowId)),
};

/** PUT body: the worker's identity and position (contracts have their own endpoints). */
export const OutsourcingUpdateInput = Type.Object(workerFields, { additionalProperties: false });
export type OutsourcingUpdateInput = Static<typeof OutsourcingUpdateInput>;

/** POST body: the worker with the first contract, written together. */
export const OutsourcingInput = Type.Object(
  { ...workerFields, kontrak: OutsourcingKontrakFields },
  { additionalProperties: false },
);
export type OutsourcingInput = Static<typeof OutsourcingInput>;

/** `image`: a data URL or bare base64 of a JPEG/PNG, at most 2 MB decoded. */
export const OutsourcingPhotoInput = Type.Object(
  { image: Type.String({ minLength: 1, description: 'JPEG or PNG as a data URL or bare base64' }) },
  { additionalProperties: false },
);
export type OutsourcingPhotoInput = Static<typeof OutsourcingPhotoInput>;

/** 'Photo Updated' with the new storage key. */
export const OutsourcingPhotoAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ photo: NullableString }),
});
export type OutsourcingPhotoAnswer = Static<typeof OutsourcingPhotoAnswer>;

// ---- terminations -------------------------------------------------------------------------------------

export const OutsourcingPhkRow = Type.Object({
  id: Type.Integer(),
  outsourcing_id: Type.Integer(),
  nama: Type.String(),
  jabatan: OrNull(Named),
  kantor: OrNull(Named),
  tanggal: Type.String(),
  tahun: Type.Integer(),
  alasan: Type.String(),
  keterangan: NullableString,
  /** Its date has come: the worker is off the register. */
  is_effective: Type.Boolean(),
});
export type OutsourcingPhkRow = Static<typeof OutsourcingPhkRow>;

export const OutsourcingPhkListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(['index'] as const)),
  tahun: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});
export type OutsourcingPhkListQuery = Static<typeof OutsourcingPhkListQuery>;

export const OutsourcingPhkListAnswer = Paged(OutsourcingPhkRow);
export type OutsourcingPhkListAnswer = Static<typeof OutsourcingPhkListAnswer>;

const phkFields = {
  tanggal: IsoDate,
  alasan: Type.String({ maxLength: 255 }),
  keterangan: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};

export const OutsourcingPhkInput = Type.Object(
  { outsourcing_id: RowId, ...phkFields },
  { additionalProperties: false },
);
export type OutsourcingPhkInput = Static<typeof OutsourcingPhkInput>;

export const OutsourcingPhkUpdateInput = Type.Object(phkFields, { additionalProperties: false });
export type OutsourcingPhkUpdateInput = Static<typeof OutsourcingPhkUpdateInput>;

/** 'PHK Outsourcing created/updated' with the saved record. */
export const OutsourcingPhkMutation = Type.Object({ message: Type.String(), data: OutsourcingPhkRow });
export type OutsourcingPhkMutation = Static<typeof OutsourcingPhkMutation>;
