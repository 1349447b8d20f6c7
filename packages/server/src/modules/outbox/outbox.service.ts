/** The outbox viewer: what the portal sent, or would send, by e-mail and WhatsApp. */
import type { OutboxListAnswer, OutboxQuery, OutboxRow as OutboxViewerRow } from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './outbox.repo.js';
import { maskRecipient } from './mask-recipient.js';

export type { OutboxQuery };

type OutboxRow = Awaited<ReturnType<typeof repo.listOutbox>>[number];

/**
 * What the viewer may show of a message: status, masked recipient, template name and times. The
 * body (with its one-time reset or verification link) and the delivery error (which may quote the
 * address) never leave the server: role 66 → 63 → someone's reset link was a takeover (issue #13).
 */
export function toViewerRow(row: OutboxRow): OutboxViewerRow {
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    template: row.template ?? 'lainnya',
    status: row.status,
    attempts: row.attempts,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

export class OutboxService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: OutboxQuery): Promise<OutboxListAnswer> {
    const filter: repo.OutboxFilter = {
      channel: q.channel,
      status: q.status === 'all' ? undefined : q.status,
      search: q.search?.trim() || undefined,
    };
    const [rows, total, counts] = await Promise.all([
      repo.listOutbox(this.ctx.db, filter, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
      repo.countOutbox(this.ctx.db, filter),
      repo.countByStatus(this.ctx.db, q.channel),
    ]);
    return { ...toPaged(rows.map(toViewerRow), total, q.page, q.per_page), counts };
  }
}
