import { useApi, useRealtime, useTransport } from '@portal/api-client';
import type { NotificationCountAnswer } from '@portal/contracts';

/** The unread notification count (contracts notifications.ts: GET x/unread); mf-message owns the page. */
export const UNREAD_NOTIFICATIONS_PATH = '/general/notifikasi/x/unread';

/**
 * The signed-in user's unread notification count for the navbar bell: read once, then kept by the
 * push stream ('notification.unread' carries the new count, also after a read in another tab).
 * Undefined until the first answer; a failed read leaves it undefined (no badge).
 */
export function useUnreadNotifications(): number | undefined {
  const transport = useTransport();
  const { data, mutate } = useApi<NotificationCountAnswer>(
    UNREAD_NOTIFICATIONS_PATH,
    () => transport.request<NotificationCountAnswer>('GET', UNREAD_NOTIFICATIONS_PATH),
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
  useRealtime((event) => {
    if (event.type === 'notification.unread') void mutate({ data: { count: event.data.count } }, { revalidate: false });
  });
  return data?.data.count;
}
