/**
 * The in-portal notification list (/message/notification, /api/general/notifikasi) and the navbar
 * bell. Any module adds notifications through `notifyUsers`, inside its own transaction:
 *
 *   await notifyUsers(trx, [recipientId], { kind: 'mail', title: 'Pesan baru', link: '/message/mail?id=12' });
 *
 * One INSERT … SELECT over the id array (a broadcast passes 20 000 ids), then one statement that
 * tells the connected browsers their new unread count ('notification.unread'). Both run on the
 * caller's handle: if its transaction rolls back, the rows are gone and nothing was announced
 * (PostgreSQL sends NOTIFY only at commit).
 */
import { sql } from 'kysely';
import type { Db } from './db/database.js';
import type { NotificationKind } from './db/tables/notifications.js';
import { HEARTBEAT_MS } from './realtime/realtime-hub.js';
import { PRESENCE_STALE_HEARTBEATS } from './realtime/presence.js';
import { PORTAL_EVENTS_CHANNEL } from './realtime/publish.js';
import { queuePush } from './push/queue.js';

export type { NotificationKind } from './db/tables/notifications.js';

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link?: string | null;
}

/**
 * Above this many recipients only users with an open push stream (realtime_connections) are told:
 * a NOTIFY per employee of a 20 000-person broadcast would be heard by every server process for
 * nobody. Below it everyone is told, so a stream whose presence row is still being written hears it.
 */
export const ANNOUNCE_ALL_UP_TO = 1_000;

const TITLE_MAX = 200;
const BODY_MAX = 2_000;
const LINK_MAX = 500;

function clip(text: string | null | undefined, max: number): string | null {
  if (text == null) return null;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** Only portal paths: a notification never links out of the portal. */
function portalPath(link: string | null | undefined): string | null {
  const path = clip(link, LINK_MAX);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export async function notifyUsers(trx: Db, userIds: readonly number[], notification: NewNotification): Promise<void> {
  const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return;
  const title = clip(notification.title, TITLE_MAX) ?? '-';
  const body = clip(notification.body, BODY_MAX);
  const link = portalPath(notification.link);

  // Ids of accounts deleted meanwhile are skipped (the join), not an error for the whole set.
  await sql`
    INSERT INTO notifications (user_id, kind, title, body, link)
    SELECT u.id, ${notification.kind}, ${title}, ${body}, ${link}
      FROM unnest(${ids}::int[]) AS r(id)
      JOIN users u ON u.id = r.id`.execute(trx);

  // Web push (issue #19, web push): queue the push for these users here, in the same transaction.
  if (notification.kind === 'mail' || notification.kind === 'approval')
    await queuePush(trx, ids, { kind: notification.kind, title, body, link });

  await announceUnread(trx, ids);
}

/**
 * Sends each (connected, for large sets) user their unread count: one statement, one pg_notify per
 * user, delivered at commit. Also used after marking read or deleting, with one id.
 */
export async function announceUnread(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const staleSecs = (HEARTBEAT_MS * PRESENCE_STALE_HEARTBEATS) / 1000;
  const onlyConnected = userIds.length > ANNOUNCE_ALL_UP_TO;
  await sql`
    SELECT pg_notify(${PORTAL_EVENTS_CHANNEL}, json_build_object(
             'userId', r.id, 'type', 'notification.unread',
             'data', json_build_object('count', (
               SELECT count(*) FROM notifications n WHERE n.user_id = r.id AND n.read_at IS NULL)))::text)
      FROM unnest(${[...userIds]}::int[]) AS r(id)
     WHERE NOT ${onlyConnected}
        OR EXISTS (SELECT 1 FROM realtime_connections c
                    WHERE c.user_id = r.id AND c.seen_at > now() - make_interval(secs => ${staleSecs}))`.execute(db);
}

/** The user's unread count (the bell's first value, before any event). */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.count;
}
