/**
 * The outbox viewer: /api/general/outbox (POLICY.readOutbox). E-mail and WhatsApp messages with
 * their delivery state, newest first. Never bodies, links or tokens, and the recipient masked
 * (issue #13). `counts` gives the number per status for the tabs.
 */
import { Type, type Static } from 'typebox';
import { NullableDateTime, PageQuery, Paged, StringEnum } from './common.js';

export const OUTBOX_PATH = '/api/general/outbox';

export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['queue', 'sent', 'unsent', 'invalid', 'expired'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

const Channel = StringEnum(OUTBOX_CHANNELS);

export const OutboxRow = Type.Object({
  id: Type.String(),
  channel: Channel,
  recipient: Type.String({ description: 'masked: an*@bank.test, 6281******01' }),
  template: Type.String({ description: 'reset_password, verifikasi_email, verifikasi_whatsapp, lainnya' }),
  status: StringEnum(OUTBOX_STATUSES),
  attempts: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: NullableDateTime,
  updated_at: Type.String({ format: 'date-time' }),
});
export type OutboxRow = Static<typeof OutboxRow>;

export const OutboxQuery = Type.Object({
  ...PageQuery,
  channel: Type.Optional(Channel),
  /** 'all' or one state (spec: all, queue, sent, unsent, invalid, expired). */
  status: StringEnum(['all', ...OUTBOX_STATUSES] as const, { default: 'all' }),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxListAnswer = Type.Object({
  ...Paged(OutboxRow).properties,
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type OutboxListAnswer = Static<typeof OutboxListAnswer>;
