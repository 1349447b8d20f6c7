/**
 * The notification list's calls (packages/contracts/src/notifications.ts lists every path, query and
 * answer; spec section 7 /general/notifikasi), their SWR hooks and the bell's realtime event.
 * Browsers import contracts as types only, so the paths and texts are written here as the contract has them.
 */
import { useApi, usePagedList, useRealtime, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  NotificationAdminRow,
  NotificationCountAnswer,
  NotificationKindName,
  NotificationPutAction,
  NotificationRow,
  NotificationUpdatedAnswer,
} from '@portal/contracts';

/** The API's paths, relative to the transport's /api base (contracts: NOTIFIKASI_PATHS). */
export const NOTIFIKASI_PATH = '/general/notifikasi';
export const NOTIFIKASI_PATHS = {
  base: NOTIFIKASI_PATH,
  unreadCount: `${NOTIFIKASI_PATH}/x/unread`,
  readAll: `${NOTIFIKASI_PATH}/x/read_all`,
  all: `${NOTIFIKASI_PATH}/x/all`,
} as const;

/** The bell's push event (contracts: NOTIFICATION_REALTIME_EVENT). */
export const NOTIFICATION_REALTIME_EVENT = 'notification.unread';

/** Contracts' NOTIFICATION_KIND_LABELS. */
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

export interface NotificationListQuery {
  page: number;
  per_page: number;
  search?: string;
  /** Unread notifications only. */
  unread?: boolean;
}

/** GET: the caller's notifications, newest first (`unread` only when it filters). */
export function useNotificationList(query: NotificationListQuery) {
  const { unread, ...rest } = query;
  const params = (unread ? { ...rest, unread: true } : rest) as unknown as QueryParams;
  return usePagedList<NotificationRow>(useTransport(), NOTIFIKASI_PATHS.base, params);
}

/** The admin variant's filters (contracts: NotificationAllQuery): one user's, one kind, unread only. */
export interface NotificationAdminQuery extends NotificationListQuery {
  kind?: NotificationKindName;
  user_id?: number;
}

/** GET x/all (POLICY.readAllNotifications): every user's notifications with the recipient's name, read only. */
export function useAllNotificationList(query: NotificationAdminQuery) {
  const wire = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== false),
  ) as QueryParams;
  return usePagedList<NotificationAdminRow>(useTransport(), NOTIFIKASI_PATHS.all, wire);
}

/** GET x/unread: the caller's unread count. */
export function useNotificationCount() {
  const transport = useTransport();
  return useApi<NotificationCountAnswer>([NOTIFIKASI_PATHS.unreadCount], () =>
    transport.request<NotificationCountAnswer>('GET', NOTIFIKASI_PATHS.unreadCount),
  );
}

/** PUT {id}: read (default) or unread → 'Notifikasi updated' and the new count. */
export function updateNotification(
  transport: Transport,
  id: string,
  action: NotificationPutAction = 'read',
): Promise<NotificationUpdatedAnswer> {
  return transport.request<NotificationUpdatedAnswer>('PUT', `${NOTIFIKASI_PATH}/${id}`, { body: { action } });
}

/** PUT x/read_all: every own notification read. */
export function readAllNotifications(transport: Transport): Promise<NotificationUpdatedAnswer> {
  return transport.request<NotificationUpdatedAnswer>('PUT', NOTIFIKASI_PATHS.readAll);
}

/** DELETE {id} → 'Notifikasi deleted' and the new count. */
export function deleteNotification(transport: Transport, id: string): Promise<NotificationUpdatedAnswer> {
  return transport.request<NotificationUpdatedAnswer>('DELETE', `${NOTIFIKASI_PATH}/${id}`);
}

/** The bell's count while mounted: `onCount` gets each new count. */
export function useNotificationRealtime(onCount: (count: number) => void): void {
  useRealtime((event) => {
    if (event.type === NOTIFICATION_REALTIME_EVENT) onCount(event.data.count);
  });
}
