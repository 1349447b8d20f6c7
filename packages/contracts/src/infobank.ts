/**
 * The info board ("Info Bank", issue #19; spec section 2 /message/infobank (7), section 3 infobank and
 * channel public, section 7 /general/infobank and /general/channel/x/public). ADR 0042.
 *
 * Announcements (infobank): a title, a body, attachments and the days they are valid
 * (`valid_from` .. `valid_until`, both inclusive, `valid_until` null = open-ended), judged by the
 * portal's own calendar day (WIB), never the server's or the browser's zone.
 *   GET    /api/general/infobank?event=index         every live announcement; search, sort, paged   POLICY.manageInfoBoard
 *   GET    /api/general/infobank?event=index_active  the ones valid today (the home page), paged     any signed-in user
 *   GET    /api/general/infobank/{id}                one (a reader: only while valid today)
 *   GET    /api/general/infobank/{id}/x/file?file_id=   a signed address (5 minutes) of an attachment
 *   POST   /api/general/infobank                     → 'Infobank created'                          POLICY.manageInfoBoard
 *   PUT    /api/general/infobank/{id}                → 'Infobank updated' (adds `attachments`, removes `remove_file_ids`)
 *   DELETE /api/general/infobank/{id}                → 'Infobank deleted' (soft, with its files)
 * Attachments travel inside the JSON body as base64, as the mailbox's do (PDF, JPEG, PNG, XLSX,
 * DOCX, checked by content; owner_type 'infobank').
 *
 * The public channel: short posts every signed-in user reads (the home page shows the newest),
 * written by the info admins.
 *   GET    /api/general/channel/x/public             newest first; search, paged                    any signed-in user
 *   POST   /api/general/channel/x/public             → 'Channel public created'                     POLICY.manageInfoBoard
 *   PUT    /api/general/channel/x/public/{id}        → 'Channel public updated'
 *   DELETE /api/general/channel/x/public/{id}        → 'Channel public deleted'
 */
import { Type, type Static } from 'typebox';
import { IdParams, Nullable, NullableString, PageQuery, Paged, Selector, SortQuery } from './common.js';
import { DateOnly, RowId } from './fields.js';
import { StoredFile } from './stored-file.js';

export const INFOBANK_PATH = '/api/general/infobank';
export const CHANNEL_PUBLIC_PATH = '/api/general/channel/x/public';

export const INFOBANK_LIMITS = {
  judul: 200,
  isi: 10_000,
  attachments: 5,
  attachmentBytes: 5 * 1024 * 1024,
  attachmentsTotalBytes: 10 * 1024 * 1024,
  channelIsi: 2_000,
} as const;

/** Texts of the module (section 8's '{entity} created/updated/deleted' pattern). */
export const INFOBANK_MESSAGES = {
  created: 'Infobank created',
  updated: 'Infobank updated',
  deleted: 'Infobank deleted',
  notFound: 'Pengumuman tidak ditemukan',
  attachmentNotFound: 'Lampiran tidak ditemukan',
  judulRequired: 'Judul wajib diisi',
  judulMax: `Judul paling banyak ${INFOBANK_LIMITS.judul} karakter`,
  isiRequired: 'Isi wajib diisi',
  isiMax: `Isi paling banyak ${INFOBANK_LIMITS.isi} karakter`,
  validUntilBeforeFrom: 'Tanggal berakhir tidak boleh sebelum tanggal mulai',
  attachmentsMax: `Lampiran paling banyak ${INFOBANK_LIMITS.attachments} file`,
  attachmentTooBig: 'Ukuran lampiran melebihi batas 5 MB',
  attachmentsTooBig: 'Ukuran seluruh lampiran melebihi batas 10 MB',
  attachmentInvalid: 'Isi lampiran tidak valid (harus base64)',
  removeFileNotFound: 'Lampiran yang akan dihapus tidak ditemukan pada pengumuman ini',
  channelCreated: 'Channel public created',
  channelUpdated: 'Channel public updated',
  channelDeleted: 'Channel public deleted',
  channelNotFound: 'Informasi kanal tidak ditemukan',
  channelIsiMax: `Isi paling banyak ${INFOBANK_LIMITS.channelIsi} karakter`,
} as const;

export const InfobankAttachment = StoredFile;
export type InfobankAttachment = Static<typeof InfobankAttachment>;

/** An announcement as lists and the home page show it. */
export const InfobankRow = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  isi: Type.String(),
  valid_from: Type.String({ format: 'date', description: 'First valid day (YYYY-MM-DD, portal calendar)' }),
  valid_until: Nullable(Type.String({ format: 'date', description: 'Last valid day; null = no end' })),
  /** Valid on the portal's today. */
  is_active: Type.Boolean(),
  attachments: Type.Array(InfobankAttachment),
  user_id: Nullable(Type.Integer()),
  created_by_name: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type InfobankRow = Static<typeof InfobankRow>;

export const INFOBANK_GET_EVENTS = ['index', 'index_active'] as const;
export type InfobankGetEvent = (typeof INFOBANK_GET_EVENTS)[number];
export const INFOBANK_SORT_KEYS = ['id', 'judul', 'valid_from', 'valid_until', 'created_at', 'updated_at'] as const;
export type InfobankSortColumn = (typeof INFOBANK_SORT_KEYS)[number];

/** index (default; the admins' list, newest first) or index_active (valid today, latest start first). */
export const InfobankListQuery = Type.Object({
  event: Type.Optional(Selector(INFOBANK_GET_EVENTS)),
  ...PageQuery,
  ...SortQuery(INFOBANK_SORT_KEYS),
});
export type InfobankListQuery = Static<typeof InfobankListQuery>;

export const InfobankListAnswer = Paged(InfobankRow);
export type InfobankListAnswer = Static<typeof InfobankListAnswer>;

export const InfobankShowAnswer = Type.Object({ data: InfobankRow });
export type InfobankShowAnswer = Static<typeof InfobankShowAnswer>;

export const InfobankMutationAnswer = Type.Object({ message: Type.String(), data: InfobankRow });
export type InfobankMutationAnswer = Static<typeof InfobankMutationAnswer>;

/** An attachment inside the JSON body. */
export const InfobankFileInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255, description: 'File name with its extension' }),
  content_base64: Type.String({
    minLength: 1,
    maxLength: Math.ceil((INFOBANK_LIMITS.attachmentBytes * 4) / 3) + 4,
    description: `The bytes, base64; at most ${INFOBANK_LIMITS.attachmentBytes} bytes`,
  }),
});
export type InfobankFileInput = Static<typeof InfobankFileInput>;

/**
 * POST and PUT: the whole announcement. Text is trimmed and its limits checked by the server (one
 * 422 names every field at fault). PUT adds `attachments` and removes `remove_file_ids`.
 */
export const InfobankInput = Type.Object({
  judul: Type.String({ maxLength: INFOBANK_LIMITS.judul + 100 }),
  isi: Type.String({ maxLength: INFOBANK_LIMITS.isi + 1000 }),
  valid_from: DateOnly,
  valid_until: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  attachments: Type.Optional(Type.Array(InfobankFileInput, { maxItems: INFOBANK_LIMITS.attachments })),
  remove_file_ids: Type.Optional(Type.Array(RowId, { maxItems: 50 })),
});
export type InfobankInput = Static<typeof InfobankInput>;

/** GET {id}/x/file?file_id=. */
export const InfobankFileQuery = Type.Object({ file_id: RowId });
export type InfobankFileQuery = Static<typeof InfobankFileQuery>;

export const InfobankIdParams = IdParams;

// ── The public channel ────────────────────────────────────────────────────────────────────────────

export const ChannelPostRow = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  isi: Type.String(),
  user_id: Nullable(Type.Integer()),
  created_by_name: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type ChannelPostRow = Static<typeof ChannelPostRow>;

/** Newest first; search on judul/isi. */
export const ChannelPostListQuery = Type.Object({ ...PageQuery });
export type ChannelPostListQuery = Static<typeof ChannelPostListQuery>;

export const ChannelPostListAnswer = Paged(ChannelPostRow);
export type ChannelPostListAnswer = Static<typeof ChannelPostListAnswer>;

export const ChannelPostInput = Type.Object({
  judul: Type.String({ maxLength: INFOBANK_LIMITS.judul + 100 }),
  isi: Type.String({ maxLength: INFOBANK_LIMITS.channelIsi + 1000 }),
});
export type ChannelPostInput = Static<typeof ChannelPostInput>;

export const ChannelPostMutationAnswer = Type.Object({ message: Type.String(), data: ChannelPostRow });
export type ChannelPostMutationAnswer = Static<typeof ChannelPostMutationAnswer>;
