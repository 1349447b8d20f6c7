/**
 * The WhatsApp webhook (Ultramsg): received messages stored once per message id and linked to the
 * employee whose registered number sent them; the lists of spec §3 "WhatsApp webhook messages".
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  WHATSAPP_EVENTS,
  type WhatsappEvent,
  type WhatsappListAnswer,
  type WhatsappListQuery,
  type WhatsappMessageRow,
  type WhatsappWebhookAnswer,
  type WhatsappWebhookBody,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { normalizeWhatsAppNumber } from '../../platform/delivery/phone.js';
import { MESSAGES } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { pageWithTotal, toPaged } from '../../platform/paging.js';
import {
  countByStatus,
  countOutbox,
  listOutbox,
  maskRecipient,
  toViewerRow,
  type OutboxFilter,
} from '../outbox/public.js';
import * as repo from './whatsapp.repo.js';

export const WHATSAPP_MESSAGES = {
  received: 'Pesan WhatsApp diterima',
  duplicate: 'Pesan WhatsApp sudah diterima sebelumnya',
  ignored: 'Event webhook diterima, tidak disimpan',
} as const;

/** The only Ultramsg event kept: a message someone sent to the portal's number. */
const STORED_EVENT = 'message_received';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Whether `given` is the webhook secret, in constant time (both sides hashed to the same length
 * first, so neither the secret's length nor its prefix leaks). No secret configured: never.
 */
export function webhookSecretMatches(secret: string | undefined, given: string | undefined): boolean {
  if (!secret || !given) return false;
  return timingSafeEqual(digest(secret), digest(given));
}

/** The WhatsApp id of a person (6281234567890@c.us) as international digits; groups and others: null. */
export function numberOfChatId(chatId: string): string | null {
  const [user, server] = chatId.split('@');
  // Without a server part it is a number as typed (0812…, +62…); with one, WhatsApp's own digits.
  if (server === undefined) return normalizeWhatsAppNumber(user);
  if (server !== 'c.us' && server !== 's.whatsapp.net') return null;
  return /^\d+$/.test(user) ? normalizeWhatsAppNumber(`+${user}`) : null;
}

function isEvent(value: string): value is WhatsappEvent {
  return (WHATSAPP_EVENTS as readonly string[]).includes(value);
}

export class WhatsappService {
  constructor(private readonly ctx: AppContext) {}

  async receive(body: WhatsappWebhookBody, actor: Actor): Promise<WhatsappWebhookAnswer> {
    if (body.event_type !== STORED_EVENT || body.data.fromMe === true)
      return { message: WHATSAPP_MESSAGES.ignored, stored: false };
    const { data } = body;
    const number = numberOfChatId(data.from);
    return this.ctx.db.transaction().execute(async (trx) => {
      const pegawaiId = number ? await this.employeeOf(trx, number) : null;
      const id = await repo.insertInbound(trx, {
        message_id: data.id,
        sender: data.from,
        sender_number: number,
        sender_name: data.pushname?.trim() || null,
        recipient: data.to ?? null,
        message_type: data.type || 'chat',
        // Kept as received (the input guard refuses NUL; React escapes the text on display).
        body: data.body ?? '',
        pegawai_id: pegawaiId,
        sent_at: data.time ? new Date(data.time * 1000) : null,
      });
      if (id === null) return { message: WHATSAPP_MESSAGES.duplicate, stored: false };
      // The text itself is not copied into the audit log; who sent it and to whom it was linked is.
      await recordAudit(trx, {
        ...actor,
        entity: 'whatsapp_inbound',
        entityId: id,
        after: { message_id: data.id, sender_number: number, pegawai_id: pegawaiId },
      });
      return { message: WHATSAPP_MESSAGES.received, stored: true };
    });
  }

  /** The one employee whose registered number is `number`; none or several (ambiguous): null. */
  private async employeeOf(db: AppContext['db'], number: string): Promise<number | null> {
    const candidates = await repo.employeesWithNumberTail(db, number.slice(-9));
    const ids = new Set(
      candidates.filter((c) => c.phone && normalizeWhatsAppNumber(c.phone) === number).map((c) => c.id),
    );
    return ids.size === 1 ? [...ids][0] : null;
  }

  async list(q: WhatsappListQuery): Promise<WhatsappListAnswer> {
    const event = q.event ?? 'all';
    if (!isEvent(event)) throw new HttpError(400, MESSAGES.unsuccessfulEvent);
    const search = q.search?.trim() || undefined;
    const page = { limit: q.per_page, offset: (q.page - 1) * q.per_page };
    const [{ rows, total }, counts] = await Promise.all([
      event === 'inbox' ? this.inbox(search, page) : this.outgoing(event, search, page),
      this.counts(),
    ]);
    return { ...toPaged(rows, total, q.page, q.per_page), counts };
  }

  private async outgoing(
    event: Exclude<WhatsappEvent, 'inbox'>,
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: WhatsappMessageRow[]; total: number }> {
    const filter: OutboxFilter = { channel: 'whatsapp', status: event === 'all' ? undefined : event, search };
    const [rows, total] = await Promise.all([listOutbox(this.ctx.db, filter, page), countOutbox(this.ctx.db, filter)]);
    return {
      total,
      rows: rows.map((row) => {
        const v = toViewerRow(row);
        return {
          id: v.id,
          direction: 'outgoing',
          number: v.recipient,
          status: v.status,
          template: v.template,
          body: null,
          sender_name: null,
          pegawai_id: null,
          pegawai_nama: null,
          attempts: v.attempts,
          created_at: v.created_at,
          sent_at: v.sent_at,
        };
      }),
    };
  }

  private async inbox(
    search: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ rows: WhatsappMessageRow[]; total: number }> {
    const { rows: running, filtered } = repo.inboundQueries(this.ctx.db, search, page);
    const { rows, total } = await pageWithTotal(running, filtered);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        direction: 'incoming',
        number: maskRecipient(r.sender_number ?? r.sender),
        status: 'received',
        template: null,
        body: r.body,
        sender_name: r.sender_name,
        pegawai_id: r.pegawai_id,
        pegawai_nama: r.pegawai_nama,
        attempts: null,
        created_at: r.received_at.toISOString(),
        sent_at: r.sent_at?.toISOString() ?? null,
      })),
    };
  }

  private async counts(): Promise<Record<string, number>> {
    const [byStatus, inbox] = await Promise.all([
      countByStatus(this.ctx.db, 'whatsapp'),
      repo.countInbound(this.ctx.db),
    ]);
    const all = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    return { all, ...byStatus, inbox };
  }
}
