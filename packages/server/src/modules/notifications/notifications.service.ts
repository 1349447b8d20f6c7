/**
 * The notification list's use cases: the caller's own list and unread count, mark one read or
 * unread, mark all read, remove one; and the admin variant (every user's, read only). A change
 * commits with its audit entry and the caller's new count on the push channel ('notification.unread',
 * sent at commit), so every open tab's bell shows the same number.
 */
import {
  NOTIFIKASI_MESSAGES,
  type NotificationAdminRow,
  type NotificationAllQuery,
  type NotificationCountAnswer,
  type NotificationListQuery,
  type NotificationPutAction,
  type NotificationRow,
  type NotificationUpdatedAnswer,
  type Paged,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/errors.js';
import { announceUnread, countUnread } from '../../platform/notifications.js';
import { toPaged } from '../../platform/paging.js';
import * as repo from './notifications.repo.js';

type DbRow = Awaited<ReturnType<typeof repo.listNotifications>>['rows'][number];

function toRow(r: DbRow): NotificationRow {
  return {
    id: r.id,
    user_id: r.user_id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    is_read: r.read_at !== null,
    read_at: r.read_at ? r.read_at.toISOString() : null,
    created_at: r.created_at.toISOString(),
  };
}

function filterOf(q: NotificationListQuery, userId: number | undefined): repo.NotificationFilter {
  return { userId, unread: q.unread === true, kind: q.kind, search: q.search?.trim() || undefined };
}

export class NotificationsService {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext, q: NotificationListQuery): Promise<Paged<NotificationRow>> {
    const { rows, total } = await repo.listNotifications(
      this.ctx.db,
      filterOf(q, auth.userId),
      q.per_page,
      (q.page - 1) * q.per_page,
    );
    return toPaged(rows.map(toRow), total, q.page, q.per_page);
  }

  async listAll(q: NotificationAllQuery): Promise<Paged<NotificationAdminRow>> {
    const { rows, total } = await repo.listAllNotifications(
      this.ctx.db,
      filterOf(q, q.user_id),
      q.per_page,
      (q.page - 1) * q.per_page,
    );
    return toPaged(
      rows.map((r) => ({ ...toRow(r), user_name: r.user_name })),
      total,
      q.page,
      q.per_page,
    );
  }

  async unreadCount(auth: AuthContext): Promise<NotificationCountAnswer> {
    return { data: { count: await countUnread(this.ctx.db, auth.userId) } };
  }

  /** PUT {id}: read (default) or unread; another user's id is 404 like a missing one. */
  async update(
    auth: AuthContext,
    actor: Actor,
    id: string,
    action: NotificationPutAction,
  ): Promise<NotificationUpdatedAnswer> {
    const count = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await repo.lockOwn(trx, auth.userId, id);
      if (!row) throw new HttpError(404, NOTIFIKASI_MESSAGES.notFound);
      const read = action === 'read';
      if ((row.read_at !== null) === read) return countUnread(trx, auth.userId);
      await repo.setRead(trx, id, read);
      return this.afterChange(trx, auth, actor, id, { is_read: !read }, { is_read: read });
    });
    return { message: NOTIFIKASI_MESSAGES.updated, data: { count } };
  }

  async readAll(auth: AuthContext, actor: Actor): Promise<NotificationUpdatedAnswer> {
    const count = await this.ctx.db.transaction().execute(async (trx) => {
      const changed = await repo.readAll(trx, auth.userId);
      if (changed === 0) return countUnread(trx, auth.userId);
      return this.afterChange(trx, auth, actor, null, { unread: changed }, { unread: 0 });
    });
    return { message: NOTIFIKASI_MESSAGES.allRead, data: { count } };
  }

  async remove(auth: AuthContext, actor: Actor, id: string): Promise<NotificationUpdatedAnswer> {
    const count = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await repo.deleteOwn(trx, auth.userId, id);
      if (!row) throw new HttpError(404, NOTIFIKASI_MESSAGES.notFound);
      return this.afterChange(trx, auth, actor, id, row, null);
    });
    return { message: NOTIFIKASI_MESSAGES.deleted, data: { count } };
  }

  /** Audits the change and tells the caller's tabs the new count; answers the count. */
  private async afterChange(
    trx: Db,
    auth: AuthContext,
    actor: Actor,
    id: string | null,
    before: unknown,
    after: unknown,
  ): Promise<number> {
    await recordAudit(trx, { ...actor, entity: 'notifications', entityId: id, before, after });
    await announceUnread(trx, [auth.userId]);
    return countUnread(trx, auth.userId);
  }
}
