/**
 * Broadcasts: a title and a message to every active employee or to the chosen offices/positions,
 * in-portal (a notification for each active account) and optionally queued to e-mail and WhatsApp
 * through the outbox. The record, the notifications, the outbox rows and the audit entry commit in
 * one transaction: a failure anywhere sends nothing. ADR 0042.
 */
import {
  BROADCAST_LIMITS,
  BROADCAST_MESSAGES,
  type BroadcastAudienceAnswer,
  type BroadcastChannelCounts,
  type BroadcastHistoryQuery,
  type BroadcastInput,
  type BroadcastRow,
  type BroadcastSentAnswer,
  type Paged,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { validationError, type FieldErrors } from '../../platform/errors.js';
import { notifyUsers } from '../../platform/notifications.js';
import { OUTBOX_QUEUED_CHANNEL } from '../../platform/outbox.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './broadcast.repo.js';

/** The outbox's `template` of broadcast messages (what the outbox viewer names them by). */
export const BROADCAST_TEMPLATE = 'broadcast';

/** Checks the target (offices and positions exist; 'selected' names at least one). */
async function checkTarget(ctx: AppContext, input: BroadcastInput, errors: FieldErrors): Promise<repo.AudienceTarget> {
  if (input.target === 'all') return { kantorIds: [], jabatanIds: [] };
  const kantorIds = [...new Set(input.kantor_ids ?? [])];
  const jabatanIds = [...new Set(input.jabatan_ids ?? [])];
  if (kantorIds.length === 0 && jabatanIds.length === 0) errors.target = [BROADCAST_MESSAGES.targetRequired];
  const [kantor, jabatan] = await Promise.all([
    repo.existingIds(ctx.db, 'kantor', kantorIds),
    repo.existingIds(ctx.db, 'jabatan', jabatanIds),
  ]);
  if (kantor.size !== kantorIds.length) errors.kantor_ids = [BROADCAST_MESSAGES.kantorNotFound];
  if (jabatan.size !== jabatanIds.length) errors.jabatan_ids = [BROADCAST_MESSAGES.jabatanNotFound];
  return { kantorIds, jabatanIds };
}

function checkText(input: BroadcastInput, errors: FieldErrors): { judul: string; pesan: string } {
  const judul = input.judul?.trim() ?? '';
  const pesan = input.pesan?.trim() ?? '';
  if (judul === '') errors.judul = [BROADCAST_MESSAGES.judulRequired];
  else if (judul.length > BROADCAST_LIMITS.judul) errors.judul = [BROADCAST_MESSAGES.judulMax];
  if (pesan === '') errors.pesan = [BROADCAST_MESSAGES.pesanRequired];
  else if (pesan.length > BROADCAST_LIMITS.pesan) errors.pesan = [BROADCAST_MESSAGES.pesanMax];
  return { judul, pesan };
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

type StateRow = Awaited<ReturnType<typeof repo.outboxStates>>[number];

function channelCounts(
  states: readonly StateRow[],
  id: number,
  channel: string,
  queued: number,
): BroadcastChannelCounts {
  const counts = { queued, waiting: 0, sent: 0, failed: 0 };
  for (const s of states) {
    if (s.broadcast_id !== id || s.channel !== channel) continue;
    if (s.status === 'queue') counts.waiting += s.n;
    else if (s.status === 'sent') counts.sent += s.n;
    else counts.failed += s.n;
  }
  return counts;
}

export class BroadcastService {
  constructor(private readonly ctx: AppContext) {}

  /** event 'count': who the target reaches; nothing is written. */
  async count(input: BroadcastInput): Promise<BroadcastAudienceAnswer> {
    const errors: FieldErrors = {};
    const target = await checkTarget(this.ctx, input, errors);
    throwIfAny(errors);
    return { data: await repo.countAudience(this.ctx.db, target) };
  }

  /** Sends the broadcast → 'Broadcast Sent' with its record and counts. */
  async send(auth: AuthContext, actor: Actor, input: BroadcastInput): Promise<BroadcastSentAnswer> {
    const errors: FieldErrors = {};
    const text = checkText(input, errors);
    const target = await checkTarget(this.ctx, input, errors);
    throwIfAny(errors);
    const viaEmail = input.email === true;
    const viaWhatsapp = input.whatsapp === true;
    const senderName = await repo.senderNameOf(this.ctx.db, auth.userId);

    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const audience = await repo.countAudience(trx, target);
      if (audience.recipients === 0) throw validationError({ target: [BROADCAST_MESSAGES.noRecipients] });
      const userIds = await repo.audienceUserIds(trx, target);
      const broadcastId = await repo.insertBroadcast(trx, {
        ...text,
        target: input.target,
        kantor_ids: target.kantorIds as number[],
        jabatan_ids: target.jabatanIds as number[],
        via_email: viaEmail,
        via_whatsapp: viaWhatsapp,
        recipients_count: audience.recipients,
        portal_count: userIds.length,
        user_id: auth.userId,
        sender_name: senderName,
      });
      await notifyUsers(trx, userIds, { kind: 'broadcast', title: text.judul, body: text.pesan });
      const email = viaEmail
        ? await repo.queueOutbox(trx, target, broadcastId, 'email', {
            subject: text.judul,
            body: text.pesan,
            template: BROADCAST_TEMPLATE,
          })
        : 0;
      const whatsapp = viaWhatsapp
        ? await repo.queueOutbox(trx, target, broadcastId, 'whatsapp', {
            subject: null,
            body: `*${text.judul}*\n\n${text.pesan}`,
            template: BROADCAST_TEMPLATE,
          })
        : 0;
      await repo.setQueuedCounts(trx, broadcastId, email, whatsapp);
      // One wake-up of the delivery workers for the whole batch (delivered at commit).
      if (email + whatsapp > 0) await sql`SELECT pg_notify(${OUTBOX_QUEUED_CHANNEL}, 'broadcast')`.execute(trx);
      await recordAudit(trx, {
        ...actor,
        entity: 'broadcast',
        entityId: broadcastId,
        after: {
          judul: text.judul,
          pesan_length: text.pesan.length,
          target: input.target,
          kantor_ids: target.kantorIds,
          jabatan_ids: target.jabatanIds,
          recipients: audience.recipients,
          portal: userIds.length,
          email_queued: email,
          whatsapp_queued: whatsapp,
        },
      });
      return broadcastId;
    });
    const { rows } = await repo.listBroadcasts(this.ctx.db, { id, limit: 1, offset: 0 });
    const [data] = await this.toRows(rows);
    return { message: BROADCAST_MESSAGES.sent, data };
  }

  async history(q: BroadcastHistoryQuery): Promise<Paged<BroadcastRow>> {
    const { rows, total } = await repo.listBroadcasts(this.ctx.db, {
      search: q.search?.trim() || undefined,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(await this.toRows(rows), total, q.page, q.per_page);
  }

  private async toRows(rows: readonly repo.BroadcastDbRow[]): Promise<BroadcastRow[]> {
    const db = this.ctx.db;
    const [states, kantor, jabatan] = await Promise.all([
      repo.outboxStates(
        db,
        rows.map((r) => r.id),
      ),
      repo.namesOf(db, 'kantor', [...new Set(rows.flatMap((r) => r.kantor_ids))]),
      repo.namesOf(db, 'jabatan', [...new Set(rows.flatMap((r) => r.jabatan_ids))]),
    ]);
    const kantorName = new Map(kantor.map((k) => [k.id, k.nama]));
    const jabatanName = new Map(jabatan.map((j) => [j.id, j.nama]));
    return rows.map((r) => ({
      id: r.id,
      judul: r.judul,
      pesan: r.pesan,
      target: r.target,
      kantor: r.kantor_ids.map((id) => ({ id, nama: kantorName.get(id) ?? `Kantor ${id}` })),
      jabatan: r.jabatan_ids.map((id) => ({ id, nama: jabatanName.get(id) ?? `Jabatan ${id}` })),
      via_email: r.via_email,
      via_whatsapp: r.via_whatsapp,
      recipients_count: r.recipients_count,
      portal_count: r.portal_count,
      email: channelCounts(states, r.id, 'email', r.email_count),
      whatsapp: channelCounts(states, r.id, 'whatsapp', r.whatsapp_count),
      user_id: r.user_id,
      sender_name: r.sender_name,
      created_at: r.created_at.toISOString(),
    }));
  }
}
