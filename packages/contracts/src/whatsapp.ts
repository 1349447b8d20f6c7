/**
 * The WhatsApp webhook (Ultramsg) and its viewer (issue #19): spec §2 /webhook_whatsapp (index, title
 * Ultramsg) and /webhook_whatsapp/inbox (POLICY.developer), §3 "WhatsApp webhook messages" (lists:
 * all, queue, sent, unsent, invalid, expired, inbox), §7 /webhook/wa (event selects list).
 *
 *   POST /api/webhook/wa?token=…   Ultramsg's webhook call (WhatsappWebhookBody) → { message }.
 *        Public, but only with the shared secret (WHATSAPP_WEBHOOK_SECRET, or the one generated into
 *        DATA_DIR) in `?token=` or the header `X-Webhook-Token`; anything else answers 401. A message
 *        id already stored is stored once and still answers 200. Events other than
 *        'message_received' are acknowledged and not stored.
 *   GET  /api/webhook/wa?event=all|queue|sent|unsent|invalid|expired|inbox&page&per_page&search
 *        (POLICY.developer): the first six are the outbox's WhatsApp messages by state (never their
 *        bodies, recipients masked, as the outbox viewer), `inbox` the received messages with the
 *        linked employee. An unknown event answers 400 'Unsuccessful Event'. `counts`: per list.
 */
import { Type, type Static } from 'typebox';
import { NullableDateTime, NullableInteger, NullableString, PageQuery, Paged, Selector } from './common.js';
import { OUTBOX_STATUSES } from './outbox.js';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhook/wa';
/** Header alternative to `?token=` (Ultramsg lets a webhook address carry a query; proxies may add a header). */
export const WHATSAPP_WEBHOOK_TOKEN_HEADER = 'x-webhook-token';

export const WHATSAPP_EVENTS = ['all', ...OUTBOX_STATUSES, 'inbox'] as const;
export type WhatsappEvent = (typeof WHATSAPP_EVENTS)[number];

/** Limits of a received message (larger fields answer 422; the whole body is capped by the route). */
export const WHATSAPP_LIMITS = { bodyChars: 10_000, requestBytes: 64 * 1024 } as const;

/**
 * Ultramsg's webhook call: `{ event_type, instanceId, data: { id, from, to, body, type, time, pushname, … } }`.
 * Fields not named here are ignored.
 */
export const WhatsappWebhookBody = Type.Object({
  event_type: Type.String({ minLength: 1, maxLength: 100 }),
  instanceId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Integer()])),
  data: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 200 }),
    from: Type.String({ minLength: 1, maxLength: 200 }),
    to: Type.Optional(Type.String({ maxLength: 200 })),
    pushname: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 50 })),
    body: Type.Optional(Type.String({ maxLength: WHATSAPP_LIMITS.bodyChars })),
    /** Unix seconds. */
    time: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_102_444_800 })),
    fromMe: Type.Optional(Type.Boolean()),
  }),
});
export type WhatsappWebhookBody = Static<typeof WhatsappWebhookBody>;

export const WhatsappWebhookQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
export type WhatsappWebhookQuery = Static<typeof WhatsappWebhookQuery>;

export const WhatsappWebhookAnswer = Type.Object({
  message: Type.String(),
  /** false when the message id was already stored (a repeated call) or the event is not stored. */
  stored: Type.Boolean(),
});
export type WhatsappWebhookAnswer = Static<typeof WhatsappWebhookAnswer>;

export const WhatsappListQuery = Type.Object({
  ...PageQuery,
  event: Type.Optional(Selector(WHATSAPP_EVENTS)),
});
export type WhatsappListQuery = Static<typeof WhatsappListQuery>;

/** One row of either kind: an outgoing message of the outbox, or a received one (`status` 'received'). */
export const WhatsappMessageRow = Type.Object({
  id: Type.String(),
  direction: Type.Union([Type.Literal('outgoing'), Type.Literal('incoming')]),
  /** Masked as the outbox viewer masks: 6281******01. */
  number: Type.String(),
  /** An outbox state, or 'received'. */
  status: Type.String(),
  /** Outgoing: the message kind (reset_password, …), never the body. Incoming: null. */
  template: NullableString,
  /** Incoming: the text received. Outgoing: always null (bodies may hold one-time links). */
  body: NullableString,
  /** Incoming: the WhatsApp profile name the sender gave. */
  sender_name: NullableString,
  /** Incoming: the employee whose registered number sent it. */
  pegawai_id: NullableInteger,
  pegawai_nama: NullableString,
  attempts: NullableInteger,
  created_at: Type.String({ format: 'date-time' }),
  sent_at: NullableDateTime,
});
export type WhatsappMessageRow = Static<typeof WhatsappMessageRow>;

export const WhatsappListAnswer = Type.Object({
  ...Paged(WhatsappMessageRow).properties,
  /** Rows per list (all, queue, sent, unsent, invalid, expired, inbox), for the tabs. */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type WhatsappListAnswer = Static<typeof WhatsappListAnswer>;
