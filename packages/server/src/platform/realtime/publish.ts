/**
 * Pushing an event to one user's browsers, from any module and any server process:
 *
 *   await publish(trx, userId, 'mail.unread', { count: 3 });        // inside the use case's transaction
 *   await notifyUser(ctx.db, userId, { title: 'Export', message: 'Selesai', variant: 'success' });
 *
 * The event goes out as `pg_notify('portal_events', { userId, type, data })`; every process LISTENs
 * on that channel and writes it to the SSE streams it holds for that user.
 *
 * Inside or after a transaction? Both work, with different guarantees:
 * - with the transaction handle (`trx`), PostgreSQL delivers the notification only when the
 *   transaction commits, and never if it rolls back: use this for events that describe the change
 *   being made (a new mail → unread count), so the browser never hears about a change that did not
 *   happen;
 * - with `ctx.db` after the commit, it goes out at once: use it from jobs and other code that has
 *   no transaction of its own.
 * Delivery is at-most-once to the browsers connected right now (no replay): a client that was
 * offline reloads its state on reconnect.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const PORTAL_EVENTS_CHANNEL = 'portal_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; above this, the payload goes by table row. */
export const MAX_INLINE_PAYLOAD_BYTES = 7 * 1024;

export type NotificationVariant = 'success' | 'error' | 'warning' | 'info';

/** A job's state as the browser sees it (from the jobs platform's `job_events`). */
export interface JobEventData {
  job_id: string;
  progress: number;
  status: string;
  message: string | null;
  result_url: string | null;
}

/** The event types of the push channel and their data. */
export interface RealtimeEventMap {
  notification: { id: string; title: string; message: string; variant: NotificationVariant };
  'mail.unread': { count: number };
  /** The user's unread notifications (platform/notifications.ts), for the navbar bell. */
  'notification.unread': { count: number };
  'job.progress': JobEventData;
  'job.done': JobEventData;
}

export type RealtimeEventType = keyof RealtimeEventMap;
export const REALTIME_EVENT_TYPES: readonly RealtimeEventType[] = [
  'notification',
  'mail.unread',
  'notification.unread',
  'job.progress',
  'job.done',
];

/** What travels on the channel: the event with its data, or with the id of the realtime_payloads row holding it. */
export type PortalEventMessage =
  { userId: number; type: string; data: unknown } | { userId: number; type: string; ref: string };

export async function publish<T extends RealtimeEventType>(
  db: Db,
  userId: number,
  type: T,
  data: RealtimeEventMap[T],
): Promise<void> {
  const inline = JSON.stringify({ userId, type, data } satisfies PortalEventMessage);
  let payload = inline;
  if (Buffer.byteLength(inline) > MAX_INLINE_PAYLOAD_BYTES) {
    const row = await db
      .insertInto('realtime_payloads')
      .values({ user_id: userId, type, data: JSON.stringify(data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    payload = JSON.stringify({ userId, type, ref: String(row.id) } satisfies PortalEventMessage);
  }
  await sql`SELECT pg_notify(${PORTAL_EVENTS_CHANNEL}, ${payload})`.execute(db);
}

/** A toast for one user (spec: notifications have a random id, default 5 s). Returns the id. */
export async function notifyUser(
  db: Db,
  userId: number,
  notification: { title: string; message: string; variant?: NotificationVariant },
): Promise<string> {
  const id = randomUUID();
  await publish(db, userId, 'notification', {
    id,
    title: notification.title,
    message: notification.message,
    variant: notification.variant ?? 'info',
  });
  return id;
}
