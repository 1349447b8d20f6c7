/**
 * Officers (PIC, issue #19): spec section 2 /message/officer, section 3 "PIC", section 7 /sdm/pic.
 * The employee to ask about a topic (Absensi, Cuti, Gaji …) at an office. Every signed-in user reads
 * the list (to know whom to write to); HR admins keep it (POLICY.manageOfficers).
 *
 *   GET    /api/sdm/pic?page&per_page&search&kantor_id&topic     paged, by office then topic then name
 *   GET    /api/sdm/pic/x/topic                                  the topics in use (the filter's options)
 *   POST   /api/sdm/pic                                          → 'PIC created'   (manageOfficers)
 *   PUT    /api/sdm/pic/{id}                                     → 'PIC updated'   (manageOfficers)
 *   DELETE /api/sdm/pic/{id}                                     → 'PIC deleted'   (manageOfficers)
 * One employee is an office's officer for a topic once (topic compared without case): 422 otherwise.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, PageQuery, Paged } from './common.js';
import { RowId } from './fields.js';

export const PIC_PATH = '/api/sdm/pic';
export const PIC_TOPIC_PATH = `${PIC_PATH}/x/topic`;

export const PIC_LIMITS = { topic: 100, keterangan: 500 } as const;

export const PIC_MESSAGES = {
  created: 'PIC created',
  updated: 'PIC updated',
  deleted: 'PIC deleted',
  notFound: 'PIC tidak ditemukan',
  kantorNotFound: 'Kantor tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  topicRequired: 'Topik wajib diisi',
  topicMax: `Topik paling banyak ${PIC_LIMITS.topic} karakter`,
  keteranganMax: `Keterangan paling banyak ${PIC_LIMITS.keterangan} karakter`,
  duplicate: 'Pegawai ini sudah menjadi PIC untuk topik tersebut di kantor yang sama',
} as const;

export const PicRow = Type.Object({
  id: Type.Integer(),
  kantor_id: Type.Integer(),
  kantor_nama: Type.String(),
  topic: Type.String(),
  pegawai_id: Type.Integer(),
  pegawai_nama: Type.String(),
  jabatan_nama: NullableString,
  /** The officer's portal account: null when they have none (no "Kirim pesan" then). */
  user_id: Nullable(Type.Integer({ description: 'The officer’s active portal account, else null' })),
  keterangan: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PicRow = Static<typeof PicRow>;

export const PicListQuery = Type.Object({
  ...PageQuery,
  kantor_id: Type.Optional(RowId),
  topic: Type.Optional(Type.String({ maxLength: PIC_LIMITS.topic, description: 'Exact topic (any case)' })),
});
export type PicListQuery = Static<typeof PicListQuery>;

export const PicListAnswer = Paged(PicRow);
export type PicListAnswer = Static<typeof PicListAnswer>;

export const PicTopicAnswer = Type.Object({ data: Type.Array(Type.String()) });
export type PicTopicAnswer = Static<typeof PicTopicAnswer>;

/** POST and PUT: the whole officer (texts trimmed; limits checked by the service, 422 per field). */
export const PicInput = Type.Object(
  {
    kantor_id: RowId,
    topic: Type.String({ maxLength: 1000 }),
    pegawai_id: RowId,
    keterangan: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  },
  { additionalProperties: false },
);
export type PicInput = Static<typeof PicInput>;

export const PicMutation = Type.Object({ message: Type.String(), data: PicRow });
export type PicMutation = Static<typeof PicMutation>;
