/**
 * Notifications (issue #19): spec section 2 /message/notification, section 3 "notification (admin
 * variant)", section 7 /general/notifikasi. A notification tells one user about something waiting
 * for them (a mail, an approval whose turn is theirs, a finished background job, a broadcast …);
 * the server writes them (platform/notifications.ts, `notifyUsers`), the user reads, marks and
 * removes their own. The spec gives them a random id and removes them by id: ids are uuids, and
 * another user's id answers 404 exactly like an id that does not exist.
 *
 *   GET    /api/general/notifikasi?page&per_page&search&unread&kind   the caller's own, newest first
 *   GET    /api/general/notifikasi/x/unread                          the caller's unread count
 *   PUT    /api/general/notifikasi/x/read_all                        mark every own notification read
 *   PUT    /api/general/notifikasi/{id}                              action 'read' (default) | 'unread'
 *   DELETE /api/general/notifikasi/{id}                              remove it
 *   GET    /api/general/notifikasi/x/all?…&user_id                   admin variant (POLICY.readAllNotifications):
 *                                                                     every user's, with the user's name, read only
 * The others: POLICY.signedIn (each caller's own rows only).
 *
 * Realtime (GET /api/realtime/stream): NOTIFICATION_REALTIME_EVENT = 'notification.unread' with
 * `{ count }` after every change of the user's unread count (the navbar bell). For very large sets
 * (a broadcast) only users with an open stream are told; the others read the count when they connect.
 */
import { Type, type Static } from 'typebox';
import { Nullable, NullableDateTime, NullableString, PageQuery, Paged, Selector, StringEnum } from './common.js';
import { RowId } from './fields.js';

export const NOTIFIKASI_PATH = '/api/general/notifikasi';
export const NOTIFIKASI_PATHS = {
  base: NOTIFIKASI_PATH,
  unreadCount: `${NOTIFIKASI_PATH}/x/unread`,
  readAll: `${NOTIFIKASI_PATH}/x/read_all`,
  all: `${NOTIFIKASI_PATH}/x/all`,
} as const;

/** The push event of the bell; its data is NotificationUnreadEvent. */
export const NOTIFICATION_REALTIME_EVENT = 'notification.unread';

/** What a notification is about (the server's NotificationKind; the table's CHECK lists the same). */
export const NOTIFICATION_KINDS = [
  'mail',
  'approval',
  'job',
  'broadcast',
  'task',
  'helpdesk',
  'survey',
  'info',
] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

/** Shown beside each notification and in the kind filter. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKindName, string> = {
  mail: 'Pesan',
  approval: 'Persetujuan',
  job: 'Proses',
  broadcast: 'Broadcast',
  task: 'Tugas',
  helpdesk: 'Helpdesk',
  survey: 'Survei',
  info: 'Info',
};

export const NOTIFIKASI_MESSAGES = {
  updated: 'Notifikasi updated',
  allRead: 'Semua notifikasi ditandai sudah dibaca',
  deleted: 'Notifikasi deleted',
  notFound: 'Notifikasi tidak ditemukan',
} as const;

export const NotificationRow = Type.Object({
  id: Type.String({ description: 'Random id (uuid): PUT/DELETE {id}' }),
  user_id: Type.Integer(),
  kind: StringEnum(NOTIFICATION_KINDS),
  title: Type.String(),
  body: NullableString,
  link: Nullable(Type.String({ description: 'A portal path to the item, e.g. /message/mail/12' })),
  is_read: Type.Boolean(),
  read_at: NullableDateTime,
  /** ISO date-time. */
  created_at: Type.String(),
});
export type NotificationRow = Static<typeof NotificationRow>;

/** The admin variant's row: with the recipient's name (employee name, else account name). */
export const NotificationAdminRow = Type.Object({ ...NotificationRow.properties, user_name: Type.String() });
export type NotificationAdminRow = Static<typeof NotificationAdminRow>;

/** Own list: paged, search on title/body, `unread=true` only unread, `kind`. Newest first. */
export const NotificationListQuery = Type.Object({
  ...PageQuery,
  unread: Type.Optional(Type.Boolean({ description: 'Only unread notifications' })),
  kind: Type.Optional(StringEnum(NOTIFICATION_KINDS)),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

/** Admin variant: the same filters and one user's (`user_id`). */
export const NotificationAllQuery = Type.Object({
  ...NotificationListQuery.properties,
  user_id: Type.Optional(RowId),
});
export type NotificationAllQuery = Static<typeof NotificationAllQuery>;

export const NotificationListAnswer = Paged(NotificationRow);
export type NotificationListAnswer = Static<typeof NotificationListAnswer>;
export const NotificationAdminListAnswer = Paged(NotificationAdminRow);
export type NotificationAdminListAnswer = Static<typeof NotificationAdminListAnswer>;

export const NotificationCount = Type.Object({ count: Type.Integer() });
/** GET x/unread: `{ data: { count } }`. */
export const NotificationCountAnswer = Type.Object({ data: NotificationCount });
export type NotificationCountAnswer = Static<typeof NotificationCountAnswer>;

/** PUT, PUT x/read_all and DELETE: the message and the caller's new unread count. */
export const NotificationUpdatedAnswer = Type.Object({ message: Type.String(), data: NotificationCount });
export type NotificationUpdatedAnswer = Static<typeof NotificationUpdatedAnswer>;

/** PUT {id}: no action (= 'read'), 'read' or 'unread'. */
export const NOTIFICATION_PUT_ACTIONS = ['read', 'unread'] as const;
export type NotificationPutAction = (typeof NOTIFICATION_PUT_ACTIONS)[number];
export const NotificationUpdateBody = Type.Object({ action: Type.Optional(Selector(NOTIFICATION_PUT_ACTIONS)) });
export type NotificationUpdateBody = Static<typeof NotificationUpdateBody>;

/** `{id}`: a uuid (anything else is a 422 before the database is asked). */
export const NotificationIdParams = Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) });
export type NotificationIdParams = Static<typeof NotificationIdParams>;

/** Data of the 'notification.unread' push event. */
export const NotificationUnreadEvent = NotificationCount;
export type NotificationUnreadEvent = Static<typeof NotificationUnreadEvent>;
