/**
 * The employee CV (spec section 2 /pegawai/show/:id?, section 3 Pegawai, section 7 /sdm/pegawai/x/*
 * and /sdm/pegawai/link/*). Reading: POLICY.readCv (another employee's CV: POLICY.seeAnyCv);
 * changing sub-records and photos: POLICY.manageCv.
 *   GET    /api/sdm/pegawai/x/profile[/{id}]              → PegawaiCvAnswer
 *   POST   {sub-list path} { pegawai_id, …fields }       → CvSubRecordAnswer ('Pendidikan created')
 *   PUT    {sub-list path}/{id} { …fields }              → CvSubRecordAnswer ('… updated')
 *   DELETE {sub-list path}/{id}                          → MessageAnswer ('… deleted')
 *   GET    /api/sdm/pegawai/x/family_status?pegawai_id   → PegawaiFamilyStatusAnswer
 *   GET    /api/sdm/pegawai/x/kantor?pegawai_id          → PegawaiKantorHistoryAnswer
 *   GET    /api/sdm/pegawai/x/diklat?event=select_option → DiklatEventOptionsAnswer
 *   POST   /api/sdm/pegawai/x/photo | x/photo_cv         CvPhotoInput → CvPhotoAnswer
 * The nine sub-lists' fields, paths and words are CV_SUBLISTS in @portal/domain (cv-fields.ts): the
 * forms show them without a call; the sub-record bodies below are derived from those definitions.
 */
import type { CvFieldDef, CvSubListDef, CvSubListKey } from '@portal/domain';
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable, NullableString, Selector } from './common.js';
import { RowId } from './fields.js';
import { PegawaiJabatanRow } from './jabatan.js';
import { SanksiJenisRow } from './sanksi.js';
import { PegawaiPangkatRow } from './pangkat.js';
import { IdNama } from './pegawai-options.js';

export const PEGAWAI_CV_PATH = '/api/sdm/pegawai/x/profile';

const NullableIdNama = Type.Union([IdNama, Type.Null()]);

export const PegawaiCvProfile = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  /** null for the placeholder '00000000' (spec: never shown). */
  npp: Nullable(Type.String({ description: "null for the placeholder '00000000'" })),
  tanggal_lahir: NullableString,
  jabatan: NullableIdNama,
  /** With what the spec's display name needs (class name, level, parent for levels 5 to 9). */
  kantor: Type.Union([
    Type.Object({
      id: Type.Integer(),
      nama: Type.String(),
      class_name: NullableString,
      kantor_level_id: Type.Integer(),
      parent_name: NullableString,
    }),
    Type.Null(),
  ]),
  label: NullableString,
  bidangtugas: NullableString,
  permanent_date: NullableString,
  /** Storage keys (photos/{id}.jpeg, photos/cv/{id}.jpeg), read through a signed address. */
  photo: NullableString,
  photo_cv: NullableString,
  /** Birth date + 56 years ('YYYY-MM-DD'), null without a birth date. */
  retirement_date: Nullable(Type.String({ description: 'tanggal_lahir + 56 years' })),
});
export type PegawaiCvProfile = Static<typeof PegawaiCvProfile>;

// ---- the nine sub-lists (fields as CV_SUBLISTS defines them) ---------------------------------------

export const PegawaiPendidikanRow = Type.Object({
  id: Type.Integer(),
  jenjang: Type.String(),
  institusi: Type.String(),
  jurusan: NullableString,
  tahun: Type.Integer(),
  keterangan: NullableString,
});
export type PegawaiPendidikanRow = Static<typeof PegawaiPendidikanRow>;

export const PegawaiFamilyRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  hubungan: Type.String(),
  /** From the family_status list; null until someone says. */
  status: NullableString,
  tanggal_lahir: NullableString,
  tahun: Type.Integer(),
  keterangan: NullableString,
});
export type PegawaiFamilyRow = Static<typeof PegawaiFamilyRow>;

export const DiklatEventSummary = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  /** DIKLAT_SPECIAL_JENIS_ID (6) carries a badge on the CV. */
  jenis_id: Type.Integer(),
  awal: Type.String(),
  akhir: NullableString,
  penyelenggara: NullableString,
});
export type DiklatEventSummary = Static<typeof DiklatEventSummary>;

export const PegawaiDiklatRow = Type.Object({
  id: Type.Integer(),
  diklat_event_id: Type.Integer(),
  event: DiklatEventSummary,
  keterangan: NullableString,
});
export type PegawaiDiklatRow = Static<typeof PegawaiDiklatRow>;

export const PegawaiSertifikasiRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  nomor: NullableString,
  penerbit: NullableString,
  tanggal: Type.String(),
  berlaku_sampai: NullableString,
});
export type PegawaiSertifikasiRow = Static<typeof PegawaiSertifikasiRow>;

export const PegawaiKlasifikasiRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  keterangan: NullableString,
});
export type PegawaiKlasifikasiRow = Static<typeof PegawaiKlasifikasiRow>;

export const PegawaiRekTabRow = Type.Object({
  id: Type.Integer(),
  bank: Type.String(),
  nomor_rekening: Type.String(),
  atas_nama: Type.String(),
});
export type PegawaiRekTabRow = Static<typeof PegawaiRekTabRow>;

export const PegawaiPerawatanRow = Type.Object({
  id: Type.Integer(),
  jenis: Type.String(),
  tanggal: Type.String(),
  biaya: Nullable(Type.Number()),
  keterangan: NullableString,
});
export type PegawaiPerawatanRow = Static<typeof PegawaiPerawatanRow>;

export const PegawaiKompetensiRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  is_exist: Type.Boolean(),
  keterangan: NullableString,
});
export type PegawaiKompetensiRow = Static<typeof PegawaiKompetensiRow>;

export const PegawaiPrestasiRow = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  tahun: Type.Integer(),
  pemberi: NullableString,
  keterangan: NullableString,
});
export type PegawaiPrestasiRow = Static<typeof PegawaiPrestasiRow>;

/** Each sub-list in CV_SUBLISTS order, with its CV order (the server's ORDER BY). */
const SUBLIST_ROWS = {
  pendidikan: Type.Array(PegawaiPendidikanRow, { description: 'Pendidikan, by tahun' }),
  family: Type.Array(PegawaiFamilyRow, { description: 'Keluarga, by tahun' }),
  diklat: Type.Array(PegawaiDiklatRow, { description: "Diklat, by the event's awal" }),
  sertifikasi: Type.Array(PegawaiSertifikasiRow, { description: 'Sertifikasi, by tanggal' }),
  klasifikasi: Type.Array(PegawaiKlasifikasiRow, { description: 'Klasifikasi, by nama' }),
  rek_tab: Type.Array(PegawaiRekTabRow, { description: 'Rekening Tabungan, in the order entered' }),
  perawatan: Type.Array(PegawaiPerawatanRow, { description: 'Perawatan, by tanggal' }),
  kompetensi: Type.Array(PegawaiKompetensiRow, { description: 'Kompetensi, held ones first, then by nama' }),
  prestasi: Type.Array(PegawaiPrestasiRow, { description: 'Prestasi, by tahun' }),
} satisfies Record<CvSubListKey, TSchema>;

export const CvSubListRows = Type.Object(SUBLIST_ROWS);
export type CvSubListRows = Static<typeof CvSubListRows>;

/**
 * The CV: profile, rank and position history (the jabatan-pangkat module's rows, read by the CV),
 * the nine sub-lists, and whether the caller may edit.
 */
/** A sanction in force today, as the CV's header shows it (spec: index_sanksi_active on the CV). */
export const CvActiveSanksi = Type.Object({
  id: Type.Integer(),
  jenis: SanksiJenisRow,
  nomor_sk: NullableString,
  /** 'YYYY-MM-DD' */
  awal: Type.String(),
  /** 'YYYY-MM-DD'; null: no end date. */
  akhir: NullableString,
});
export type CvActiveSanksi = Static<typeof CvActiveSanksi>;

export const PegawaiCv = Type.Object({
  profile: PegawaiCvProfile,
  sanksi_aktif: Type.Array(CvActiveSanksi, { description: 'Sanctions in force today, newest first' }),
  pangkat: Type.Array(PegawaiPangkatRow, { description: 'PegawaiPangkatRow[], by awal' }),
  jabatan: Type.Array(PegawaiJabatanRow, { description: 'PegawaiJabatanRow[], by awal, is_permanent' }),
  ...SUBLIST_ROWS,
  /** The caller may change the sub-records and photos (HR). */
  can_edit: Type.Boolean({ description: 'The caller may change sub-records and photos (HR)' }),
});
export type PegawaiCv = Static<typeof PegawaiCv>;

export const PegawaiCvAnswer = Type.Object({ data: PegawaiCv });
export type PegawaiCvAnswer = Static<typeof PegawaiCvAnswer>;

// ---- sub-record bodies, from a CV_SUBLISTS definition ------------------------------------------------

/** Largest amount of a money field (numeric(14, 2)). */
export const CV_MAX_MONEY = 999_999_999_999.99;

/** A sub-record's field values as sent (optional fields may be left out or null). */
export type CvSubRecordInput = Record<string, string | number | boolean | null>;
/** POST: the same plus the employee. */
export type CvSubRecordCreateInput = CvSubRecordInput & { pegawai_id: number };

function fieldSchema(field: CvFieldDef): TSchema {
  const nullable = <T extends TSchema & { type: string }>(schema: T): TSchema =>
    field.required ? schema : Nullable(schema);
  switch (field.kind) {
    case 'text':
      return nullable(Type.String({ maxLength: field.maxLength ?? 255, ...(field.required ? { minLength: 1 } : {}) }));
    case 'date':
      return nullable(Type.String({ format: 'date', description: "'YYYY-MM-DD'" }));
    case 'year':
      return nullable(Type.Integer({ minimum: 1900, maximum: 2200 }));
    case 'boolean':
      return nullable(Type.Boolean());
    case 'money':
      return nullable(Type.Number({ minimum: 0, maximum: CV_MAX_MONEY }));
    case 'diklat_event':
      return nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }));
  }
}

function fieldProperties(def: CvSubListDef): Record<string, TSchema> {
  return Object.fromEntries(
    def.fields.map((f) => [f.name, f.required ? fieldSchema(f) : Type.Optional(fieldSchema(f))]),
  );
}

/** PUT {path}/{id}: the definition's fields (optional ones may be left out or null). */
export function CvSubRecordUpdateBody(def: CvSubListDef) {
  return Type.Unsafe<CvSubRecordInput>(Type.Object(fieldProperties(def)));
}

/** POST {path}: `{ pegawai_id, …fields of the definition }`. */
export function CvSubRecordCreateBody(def: CvSubListDef) {
  return Type.Unsafe<CvSubRecordCreateInput>(Type.Object({ pegawai_id: RowId, ...fieldProperties(def) }));
}

/** Answer of a sub-record's POST and PUT: the message ('Pendidikan created') and the row's id. */
export const CvSubRecordAnswer = Type.Object({ message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
export type CvSubRecordAnswer = Static<typeof CvSubRecordAnswer>;

// ---- photos ------------------------------------------------------------------------------------------

/** POST /api/sdm/pegawai/x/photo and /x/photo_cv. `image`: a data URL or bare base64 of a JPEG/PNG. */
export const CvPhotoInput = Type.Object({
  pegawai_id: RowId,
  image: Type.String({ minLength: 1, description: 'JPEG or PNG as a data URL or bare base64, at most 2 MB decoded' }),
});
export type CvPhotoInput = Static<typeof CvPhotoInput>;

/** 'Photo Updated' / 'Photo CV Updated' with both storage keys as they are now. */
export const CvPhotoAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ photo: NullableString, photo_cv: NullableString }),
});
export type CvPhotoAnswer = Static<typeof CvPhotoAnswer>;

// ---- the CV's side reads -----------------------------------------------------------------------------

/** /x/family_status and /x/kantor: without pegawai_id, the caller's own employee. */
export const PegawaiCvQuery = Type.Object({ pegawai_id: Type.Optional(RowId) });
export type PegawaiCvQuery = Static<typeof PegawaiCvQuery>;

/** A family record as the status derives from it. */
export const PegawaiFamilyMember = Type.Object({
  id: Type.Integer(),
  nama: Type.String(),
  hubungan: Type.String(),
  status: NullableString,
  tanggal_lahir: NullableString,
});
export type PegawaiFamilyMember = Static<typeof PegawaiFamilyMember>;

/** The 'kawin' code (TK/0, K/0 … K/3) from the family records, and the records it comes from. */
export const PegawaiFamilyStatus = Type.Object({
  pegawai_id: Type.Integer(),
  kawin: Type.String(),
  menikah: Type.Boolean(),
  tanggungan: Type.Integer({ description: 'Children marked Tanggungan (all, also beyond three)' }),
  belum_diisi: Type.Integer({ description: 'Children without a status yet' }),
  anggota: Type.Array(PegawaiFamilyMember),
});
export type PegawaiFamilyStatus = Static<typeof PegawaiFamilyStatus>;

export const PegawaiFamilyStatusAnswer = Type.Object({ data: PegawaiFamilyStatus });
export type PegawaiFamilyStatusAnswer = Static<typeof PegawaiFamilyStatusAnswer>;

/** An office the employee has served in (from the position records); the current one first. */
export const PegawaiKantorHistoryRow = Type.Object({
  /** class_name: the office's class ('KCP'), shown before the name as everywhere else. */
  kantor: Type.Object({ id: Type.Integer(), nama: Type.String(), class_name: NullableString }),
  jabatan: NullableIdNama,
  awal: NullableString,
  akhir: NullableString,
  /** The office the employee belongs to now (pegawai.kantor_id). */
  is_current: Type.Boolean(),
});
export type PegawaiKantorHistoryRow = Static<typeof PegawaiKantorHistoryRow>;

export const PegawaiKantorHistoryAnswer = Type.Object({ data: Type.Array(PegawaiKantorHistoryRow) });
export type PegawaiKantorHistoryAnswer = Static<typeof PegawaiKantorHistoryAnswer>;

/** GET /x/diklat: the selector (only select_option). */
export const DIKLAT_EVENT_EVENTS = ['select_option'] as const;
export const DiklatEventQuery = Type.Object({ event: Selector(DIKLAT_EVENT_EVENTS) });

/** event=select_option: diklat events (newest first, at most 500) for the participation form. */
export const DiklatEventOption = DiklatEventSummary;
export type DiklatEventOption = DiklatEventSummary;
export const DiklatEventOptionsAnswer = Type.Object({ data: Type.Array(DiklatEventOption) });
export type DiklatEventOptionsAnswer = Static<typeof DiklatEventOptionsAnswer>;
