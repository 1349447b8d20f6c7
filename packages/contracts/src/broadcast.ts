/**
 * Broadcast (issue #19; spec section 2 /message/broadcast (7), section 3 broadcast, section 7
 * /general/broadcast (POST only), section 8 'Broadcast Sent'). ADR 0042. Every path: POLICY.manageInfoBoard.
 *
 *   POST /api/general/broadcast                  no event / event 'store': send → 'Broadcast Sent' (BroadcastSentAnswer)
 *                                                event 'count': who the target reaches, nothing sent (BroadcastAudienceAnswer)
 *   GET  /api/general/broadcast/x/history        the broadcasts sent, newest first, with delivery counts; search, paged
 *
 * A broadcast goes to every active employee (`target: 'all'`) or to those of the chosen offices
 * (each with the offices below it) and/or positions (`target: 'selected'`; both given = employees
 * of those offices holding those positions). Each recipient with an active portal account gets a
 * notification (kind 'broadcast'); with `email` / `whatsapp` it is also queued in the outbox for
 * each recipient with an e-mail address / phone number. Everything commits in one transaction.
 * Sent and failed counts are read from the outbox states as the delivery worker moves them.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableString, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { RowId } from './fields.js';

export const BROADCAST_PATH = '/api/general/broadcast';
export const BROADCAST_HISTORY_PATH = '/api/general/broadcast/x/history';

export const BROADCAST_LIMITS = { judul: 200, pesan: 2_000, kantor: 500, jabatan: 500 } as const;

export const BROADCAST_MESSAGES = {
  sent: 'Broadcast Sent',
  judulRequired: 'Judul wajib diisi',
  judulMax: `Judul paling banyak ${BROADCAST_LIMITS.judul} karakter`,
  pesanRequired: 'Pesan wajib diisi',
  pesanMax: `Pesan paling banyak ${BROADCAST_LIMITS.pesan} karakter`,
  targetRequired: 'Pilih minimal satu kantor atau jabatan',
  kantorNotFound: 'Kantor tidak ditemukan',
  jabatanNotFound: 'Jabatan tidak ditemukan',
  noRecipients: 'Tidak ada pegawai aktif pada target ini',
} as const;

export const BROADCAST_TARGETS = ['all', 'selected'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];

export const BROADCAST_POST_EVENTS = ['store', 'count'] as const;
export type BroadcastPostEvent = (typeof BROADCAST_POST_EVENTS)[number];

/** Who the target reaches. */
export const BroadcastTargetInput = {
  target: StringEnum(BROADCAST_TARGETS),
  kantor_ids: Type.Optional(Type.Array(RowId, { maxItems: BROADCAST_LIMITS.kantor })),
  jabatan_ids: Type.Optional(Type.Array(RowId, { maxItems: BROADCAST_LIMITS.jabatan })),
};

/** POST body. `event: 'count'` needs only the target fields. */
export const BroadcastInput = Type.Object({
  event: Type.Optional(Selector(BROADCAST_POST_EVENTS)),
  judul: Type.Optional(Type.String({ maxLength: BROADCAST_LIMITS.judul + 100 })),
  pesan: Type.Optional(Type.String({ maxLength: BROADCAST_LIMITS.pesan + 1000 })),
  ...BroadcastTargetInput,
  email: Type.Optional(Type.Boolean({ description: 'Also queue an e-mail to each recipient with an address' })),
  whatsapp: Type.Optional(
    Type.Boolean({ description: 'Also queue a WhatsApp message to each recipient with a phone' }),
  ),
});
export type BroadcastInput = Static<typeof BroadcastInput>;

/** How many the target reaches: employees, of them with a portal account, an e-mail address, a phone. */
export const BroadcastAudience = Type.Object({
  recipients: Type.Integer(),
  portal: Type.Integer(),
  email: Type.Integer(),
  whatsapp: Type.Integer(),
});
export type BroadcastAudience = Static<typeof BroadcastAudience>;

export const BroadcastAudienceAnswer = Type.Object({ data: BroadcastAudience });
export type BroadcastAudienceAnswer = Static<typeof BroadcastAudienceAnswer>;

/** Outbox states of one channel's messages of a broadcast. */
export const BroadcastChannelCounts = Type.Object({
  queued: Type.Integer({ description: 'Messages put in the outbox when it was sent' }),
  waiting: Type.Integer({ description: 'Still in the queue' }),
  sent: Type.Integer(),
  failed: Type.Integer({ description: 'unsent, invalid or expired' }),
});
export type BroadcastChannelCounts = Static<typeof BroadcastChannelCounts>;

/** A broadcast sent, with its delivery counts. */
export const BroadcastRow = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  pesan: Type.String(),
  target: StringEnum(BROADCAST_TARGETS),
  kantor: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String() })),
  jabatan: Type.Array(Type.Object({ id: Type.Integer(), nama: Type.String() })),
  via_email: Type.Boolean(),
  via_whatsapp: Type.Boolean(),
  recipients_count: Type.Integer(),
  portal_count: Type.Integer({ description: 'In-portal notifications delivered' }),
  email: BroadcastChannelCounts,
  whatsapp: BroadcastChannelCounts,
  user_id: Nullable(Type.Integer()),
  sender_name: NullableString,
  created_at: Type.String(),
});
export type BroadcastRow = Static<typeof BroadcastRow>;

export const BroadcastSentAnswer = Type.Object({ message: Type.String(), data: BroadcastRow });
export type BroadcastSentAnswer = Static<typeof BroadcastSentAnswer>;

export const BroadcastPostAnswer = Type.Union([BroadcastSentAnswer, BroadcastAudienceAnswer]);
export type BroadcastPostAnswer = Static<typeof BroadcastPostAnswer>;

/** Newest first; search on judul/pesan. */
export const BroadcastHistoryQuery = Type.Object({ ...PageQuery });
export type BroadcastHistoryQuery = Static<typeof BroadcastHistoryQuery>;

export const BroadcastHistoryAnswer = Paged(BroadcastRow);
export type BroadcastHistoryAnswer = Static<typeof BroadcastHistoryAnswer>;
