/** The outbox viewer: what the portal sent, or would send, by e-mail and WhatsApp. */
import type { Paged } from '@portal/domain';
import type { AppContext } from '../../platform/context.js';
import type { OutboxChannel, OutboxStatus } from '../../platform/outbox.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './outbox.repo.js';

export interface OutboxQuery {
  page: number;
  per_page: number;
  search?: string;
  channel?: OutboxChannel;
  /** 'all' or one state (spec: all, queue, sent, unsent, invalid, expired). */
  status?: OutboxStatus | 'all';
}

type OutboxRow = Awaited<ReturnType<typeof repo.listOutbox>>[number];

/**
 * A message that was delivered no longer needs its one-time links in the viewer: whoever reads the
 * outbox must not be able to use someone else's reset or verification link. Queued messages keep
 * them, because without SMTP/Ultramsg the admin is the one who passes them on.
 */
export function maskDeliveredLinks(row: OutboxRow): OutboxRow {
  if (row.status !== 'sent') return row;
  return { ...row, body: row.body.replace(/([?&]token=)[^\s&]+/g, '$1[disembunyikan]') };
}

export class OutboxService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: OutboxQuery): Promise<Paged<OutboxRow> & { counts: Record<string, number> }> {
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
    return { ...toPaged(rows.map(maskDeliveredLinks), total, q.page, q.per_page), counts };
  }
}
