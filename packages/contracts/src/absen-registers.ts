/**
 * The five attendance admin registers (spec /absen exclude/pegawai, exclude/kantor, dispensasi,
 * dispensasi_jabatan, kantorTemporer; POLICY.manageAttendanceRegisters), under
 * /api/sdm/pegawai/x/absen/: each a paged list with search, POST, PUT /{id}, DELETE /{id}
 * ('{entity} created/updated/deleted'). Date ranges are inclusive.
 */
import { Type, type Static, type TObject } from 'typebox';
import { Nullable, PageQuery } from './common.js';
import { DateOnly, RowId } from './fields.js';
import { OptionItem } from './options.js';

const KeteranganOptional = Type.Optional(Nullable(Type.String({ maxLength: 1000 })));
const KeteranganRequired = Type.String({ minLength: 1, maxLength: 1000 });
const NullableText = Nullable(Type.String());

/** Register keys: the client pages' names of the registers. */
export const ABSEN_REGISTER_KEYS = [
  'exclude_pegawai',
  'exclude_kantor',
  'dispensasi',
  'dispensasi_jabatan',
  'lokasi_temporer',
] as const;
export type AbsenRegisterKey = (typeof ABSEN_REGISTER_KEYS)[number];

export const AbsenExcludePegawaiRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  npp: Type.String(),
  kantor_nama: NullableText,
  keterangan: NullableText,
  updated_at: Type.String(),
});
export type AbsenExcludePegawaiRow = Static<typeof AbsenExcludePegawaiRow>;
export const AbsenExcludePegawaiInput = Type.Object(
  { pegawai_id: RowId, keterangan: KeteranganOptional },
  { additionalProperties: false },
);
export type AbsenExcludePegawaiInput = Static<typeof AbsenExcludePegawaiInput>;

export const AbsenExcludeKantorRow = Type.Object({
  id: Type.Integer(),
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  keterangan: NullableText,
  updated_at: Type.String(),
});
export type AbsenExcludeKantorRow = Static<typeof AbsenExcludeKantorRow>;
export const AbsenExcludeKantorInput = Type.Object(
  { kantor_id: RowId, keterangan: KeteranganOptional },
  { additionalProperties: false },
);
export type AbsenExcludeKantorInput = Static<typeof AbsenExcludeKantorInput>;

export const AbsenDispensasiRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  npp: Type.String(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  keterangan: Type.String(),
  updated_at: Type.String(),
});
export type AbsenDispensasiRow = Static<typeof AbsenDispensasiRow>;
export const AbsenDispensasiInput = Type.Object(
  { pegawai_id: RowId, tanggal_mulai: DateOnly, tanggal_selesai: DateOnly, keterangan: KeteranganRequired },
  { additionalProperties: false },
);
export type AbsenDispensasiInput = Static<typeof AbsenDispensasiInput>;

export const AbsenDispensasiJabatanRow = Type.Object({
  id: Type.Integer(),
  jabatan_id: Type.Integer(),
  jabatan_nama: Type.String(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  keterangan: Type.String(),
  updated_at: Type.String(),
});
export type AbsenDispensasiJabatanRow = Static<typeof AbsenDispensasiJabatanRow>;
export const AbsenDispensasiJabatanInput = Type.Object(
  { jabatan_id: RowId, tanggal_mulai: DateOnly, tanggal_selesai: DateOnly, keterangan: KeteranganRequired },
  { additionalProperties: false },
);
export type AbsenDispensasiJabatanInput = Static<typeof AbsenDispensasiJabatanInput>;

export const AbsenLokasiTemporerRow = Type.Object({
  id: Type.Integer(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  npp: Type.String(),
  nama_lokasi: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  radius_m: Type.Integer(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  keterangan: NullableText,
  updated_at: Type.String(),
});
export type AbsenLokasiTemporerRow = Static<typeof AbsenLokasiTemporerRow>;
export const AbsenLokasiTemporerInput = Type.Object(
  {
    pegawai_id: RowId,
    nama_lokasi: Type.String({ minLength: 1, maxLength: 255 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    radius_m: Type.Integer({ minimum: 10, maximum: 5000 }),
    tanggal_mulai: DateOnly,
    tanggal_selesai: DateOnly,
    keterangan: KeteranganOptional,
  },
  { additionalProperties: false },
);
export type AbsenLokasiTemporerInput = Static<typeof AbsenLokasiTemporerInput>;

/** Each register's path below /api/sdm/pegawai/x/absen/ (spec section 7), list row and body. */
export const ABSEN_REGISTERS = {
  exclude_pegawai: { path: 'exclude/pegawai', row: AbsenExcludePegawaiRow, input: AbsenExcludePegawaiInput },
  exclude_kantor: { path: 'exclude/kantor', row: AbsenExcludeKantorRow, input: AbsenExcludeKantorInput },
  dispensasi: { path: 'x/dispensasi', row: AbsenDispensasiRow, input: AbsenDispensasiInput },
  dispensasi_jabatan: {
    path: 'dispensasi_jabatan',
    row: AbsenDispensasiJabatanRow,
    input: AbsenDispensasiJabatanInput,
  },
  lokasi_temporer: { path: 'lokasi_temporer', row: AbsenLokasiTemporerRow, input: AbsenLokasiTemporerInput },
} as const satisfies Record<AbsenRegisterKey, { path: string; row: TObject; input: TObject }>;

/** A register's list row / body by key. */
export type AbsenRegisterRow<K extends AbsenRegisterKey = AbsenRegisterKey> = Static<
  (typeof ABSEN_REGISTERS)[K]['row']
>;
export type AbsenRegisterInput<K extends AbsenRegisterKey = AbsenRegisterKey> = Static<
  (typeof ABSEN_REGISTERS)[K]['input']
>;

export const AbsenRegisterListQuery = Type.Object(PageQuery);
export type AbsenRegisterListQuery = Static<typeof AbsenRegisterListQuery>;

/** '{entity} created' / '{entity} updated' with the row as it is now. */
export function AbsenRegisterMutation<R extends TObject>(row: R) {
  return Type.Object({ message: Type.String(), data: row });
}
export type AbsenRegisterMutation<K extends AbsenRegisterKey = AbsenRegisterKey> = {
  message: string;
  data: AbsenRegisterRow<K>;
};

/** The position picker of dispensasi_jabatan: search on nama, at most 50. */
export const AbsenJabatanOptionsQuery = Type.Object({ search: PageQuery.search });
export const AbsenJabatanOptionsAnswer = Type.Object({ data: Type.Array(OptionItem) });
export type AbsenJabatanOptionsAnswer = Static<typeof AbsenJabatanOptionsAnswer>;
