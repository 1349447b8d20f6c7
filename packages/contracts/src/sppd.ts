/**
 * Business trips (SPPD): /api/sdm/sppd/pegawai, /api/sdm/sppd/x/* master data and
 * /api/sdm/sppd/x/pejalan_biaya (spec §3, §4, §7). Money is a decimal string ("1250000.00").
 */
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ApprovalView } from './approval.js';
import { MoneyInput, MoneyString } from './gaji.js';
import { NullableInteger, NullableString, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { StoredFile } from './stored-file.js';

export const SPPD_PATH = '/api/sdm/sppd/pegawai';
export const SPPD_MASTER_PATH = '/api/sdm/sppd/x';

export const JENIS_PEJALAN = ['pegawai', 'outsourching', 'mitra'] as const;
export type JenisPejalan = (typeof JENIS_PEJALAN)[number];

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nama = Type.String({ minLength: 1, maxLength: 200 });
const DateString = Type.String({ format: 'date' });

// ---- master data -----------------------------------------------------------------------------------

export const SppdMasterQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(['index', 'index_options'])),
  tahun: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  kantor_id: Type.Optional(Id),
  level_id: Type.Optional(Id),
  wilayah_id: Type.Optional(Id),
});
export type SppdMasterQuery = Static<typeof SppdMasterQuery>;

/** A master row: id and nama plus the resource's own columns (amounts as decimal strings). */
export const SppdMasterRow = Type.Object(
  {
    id: Type.Integer(),
    nama: Type.String(),
  },
  { additionalProperties: true },
);
export type SppdMasterRow = Static<typeof SppdMasterRow> & Record<string, unknown>;

export const SppdMasterListAnswer = Type.Union([
  Paged(SppdMasterRow),
  Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String() })) }),
]);
export const SppdMasterMutationAnswer = Type.Object({ message: Type.String(), data: SppdMasterRow });

export const SppdNamaInput = Type.Object({ nama: Nama }, { additionalProperties: false });
export const SppdJenisBiayaInput = Type.Object(
  { nama: Nama, satuan: StringEnum(['hari', 'perjalanan'] as const) },
  { additionalProperties: false },
);
export const SppdMitraJabatanInput = Type.Object({ nama: Nama, level_id: Id }, { additionalProperties: false });
export const SppdRekeningInput = Type.Object(
  {
    nama: Nama,
    bank: Type.String({ minLength: 1, maxLength: 100 }),
    nomor: Type.String({ pattern: '^[0-9]{5,30}$', maxLength: 30 }),
  },
  { additionalProperties: false },
);
export const SppdBiayaInput = Type.Object(
  {
    jenis_pejalan: Type.Optional(StringEnum(JENIS_PEJALAN)),
    level_id: Id,
    wilayah_id: Id,
    jenis_biaya_id: Id,
    kendaraan_id: Type.Optional(Type.Union([Id, Type.Null()])),
    nominal: MoneyInput,
  },
  { additionalProperties: false },
);
export type SppdBiayaInput = Static<typeof SppdBiayaInput>;
export const SppdAnggaranInput = Type.Object(
  { kantor_id: Id, tahun: Type.Integer({ minimum: 2000, maximum: 2100 }), nominal: MoneyInput },
  { additionalProperties: false },
);

// ---- trips -----------------------------------------------------------------------------------------

export const SppdRow = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  kantor_id: Type.Integer(),
  kantor_nama: NullableString,
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  jenis_id: Type.Integer(),
  jenis_nama: Type.String(),
  wilayah_id: Type.Integer(),
  wilayah_nama: Type.String(),
  kendaraan_id: NullableInteger,
  kendaraan_nama: NullableString,
  parent_id: NullableInteger,
  keperluan: Type.String(),
  tujuan: Type.String(),
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  hari: Type.Integer(),
  status: ApprovalStatusSchema,
  status_label: Type.String(),
  is_myturn: Type.Boolean(),
  pejalan_count: Type.Integer(),
  bukti_count: Type.Integer(),
  total_biaya: MoneyString,
  biaya_pending: MoneyString,
  created_at: Type.String(),
});
export type SppdRow = Static<typeof SppdRow>;

export const SppdPejalanBiaya = Type.Object({
  id: Type.Integer(),
  pejalan_id: Type.Integer(),
  tanggal: Type.String(),
  jenis_biaya_id: Type.Integer(),
  jenis_biaya_nama: Type.String(),
  nominal: MoneyString,
  keterangan: NullableString,
  is_generated: Type.Boolean(),
  is_approved: Type.Boolean(),
});
export type SppdPejalanBiaya = Static<typeof SppdPejalanBiaya>;

export const SppdPejalan = Type.Object({
  id: Type.Integer(),
  jenis_pejalan: StringEnum(JENIS_PEJALAN),
  pegawai_id: NullableInteger,
  nama: Type.String(),
  level_id: Type.Integer(),
  level_nama: Type.String(),
  mitra_jabatan_id: NullableInteger,
  mitra_jabatan_nama: NullableString,
  total_biaya: MoneyString,
});
export type SppdPejalan = Static<typeof SppdPejalan>;

export const SppdDetail = Type.Object({
  ...SppdRow.properties,
  pejalan: Type.Array(SppdPejalan),
  bukti: Type.Array(StoredFile),
  attachments: Type.Array(StoredFile),
  approval: ApprovalView,
  /** The kantor's budget of the trip's year less what waiting and approved trips use; null without a budget. */
  sisa_anggaran: Type.Union([MoneyString, Type.Null()]),
  can_edit: Type.Boolean(),
});
export type SppdDetail = Static<typeof SppdDetail>;

export const SppdListAnswer = Type.Object({ ...Paged(SppdRow).properties, unapproved: Type.Integer() });
export type SppdListAnswer = Static<typeof SppdListAnswer>;

export const SppdGrafikRow = Type.Object({
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  bulan: Type.String({ description: 'YYYY-MM' }),
  jumlah: Type.Integer(),
  total_biaya: MoneyString,
  biaya_pending: MoneyString,
});

export const SppdGetAnswer = Type.Union([
  SppdListAnswer,
  Type.Object({ data: SppdDetail }),
  Type.Object({ data: Type.Object({ unapproved: Type.Integer() }) }),
  Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String() })) }),
  Type.Object({ data: Type.Array(SppdGrafikRow) }),
  Type.Object({ data: Type.Object({}, { additionalProperties: true }) }),
]);

export const SPPD_GET_EVENTS = [
  'index',
  'index_options',
  'index_detail_by_token',
  'index_detail_by_id',
  'index_un_approved',
  'index_config',
  'index_grafik',
] as const;

export const SppdListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(SPPD_GET_EVENTS)),
  status: Type.Optional(ApprovalStatusSchema),
  is_myturn: Type.Optional(Type.Boolean()),
  is_biaya_pending: Type.Optional(Type.Boolean()),
  is_bukti_empty: Type.Optional(Type.Boolean()),
  kantor_id: Type.Optional(Id),
  tahun: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  id: Type.Optional(Id),
});
export type SppdListQuery = Static<typeof SppdListQuery>;

export const SppdInput = Type.Object(
  {
    kantor_id: Id,
    jenis_id: Id,
    wilayah_id: Id,
    kendaraan_id: Type.Optional(Type.Union([Id, Type.Null()])),
    parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
    keperluan: Type.String({ minLength: 1, maxLength: 1000 }),
    tujuan: Type.String({ minLength: 1, maxLength: 300 }),
    tanggal_mulai: DateString,
    tanggal_selesai: DateString,
  },
  { additionalProperties: false },
);
export type SppdInput = Static<typeof SppdInput>;

export const SppdCollectionBody = Type.Object({
  event: Type.Optional(Selector(['export'])),
  tahun: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
});

export const SPPD_ITEM_EVENTS = [
  'store_request',
  'store_reject',
  'store_approve',
  'store_reset',
  'store_cancel',
  'store_reverse',
  'store_create_bukti',
  'store_create_attachment',
  'store_delete_bukti',
  'store_delete_attachment',
  'store_create_biaya',
  'store_create_pejalan',
  'store_delete_pejalan',
] as const;

export const SppdFileInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  content_base64: Type.String({ minLength: 1 }),
});
export const SppdNoteBody = Type.Object({ event: Type.String(), note: Type.Optional(NullableString) });
export const SppdFileBody = Type.Object({ event: Type.String(), file: SppdFileInput });
export const SppdFileIdBody = Type.Object({ event: Type.String(), file_id: Id });
export const SppdPejalanInput = Type.Object({
  event: Type.String(),
  jenis_pejalan: StringEnum(JENIS_PEJALAN),
  pegawai_id: Type.Optional(Id),
  nama: Type.Optional(Nama),
  level_id: Id,
  mitra_jabatan_id: Type.Optional(Id),
});
export type SppdPejalanInput = Static<typeof SppdPejalanInput>;
export const SppdPejalanIdBody = Type.Object({ event: Type.String(), pejalan_id: Id });

export const SppdItemBody = Type.Object(
  { event: Selector(SPPD_ITEM_EVENTS) },
  { additionalProperties: true, maxProperties: 12 },
);

export const SppdMutationAnswer = Type.Object({ message: Type.String(), data: SppdDetail });
export type SppdMutationAnswer = Static<typeof SppdMutationAnswer>;

// ---- cost rows per traveller and date (pejalan_biaya) ---------------------------------------------

export const PejalanBiayaQuery = Type.Object({
  event: Type.Optional(Selector(['index_sppd'])),
  sppd_id: Id,
});
export const PejalanBiayaCreateBody = Type.Object({
  event: Type.Optional(Selector(['store', 'update_approval_all', 'destroy_by_date'])),
  sppd_id: Id,
  pejalan_id: Type.Optional(Id),
  tanggal: Type.Optional(DateString),
  jenis_biaya_id: Type.Optional(Id),
  nominal: Type.Optional(MoneyInput),
  keterangan: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  is_approved: Type.Optional(Type.Boolean()),
});
export type PejalanBiayaCreateBody = Static<typeof PejalanBiayaCreateBody>;
export const PejalanBiayaUpdateBody = Type.Object({
  event: Type.Optional(Selector(['update', 'update_approval'])),
  nominal: Type.Optional(MoneyInput),
  keterangan: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  is_approved: Type.Optional(Type.Boolean()),
});
export type PejalanBiayaUpdateBody = Static<typeof PejalanBiayaUpdateBody>;
export const PejalanBiayaAnswer = Type.Object({
  message: Type.Optional(Type.String()),
  data: Type.Array(SppdPejalanBiaya),
  total: MoneyString,
});
export type PejalanBiayaAnswer = Static<typeof PejalanBiayaAnswer>;
