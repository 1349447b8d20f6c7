import { useLiveCount } from './useLiveCount';

/** The unread notification count (contracts notifications.ts: GET x/unread); mf-message owns the page. */
export const UNREAD_NOTIFICATIONS_PATH = '/general/notifikasi/x/unread';

/** The signed-in user's unread notification count for the navbar bell ('notification.unread' keeps it). */
export function useUnreadNotifications(): number | undefined {
  return useLiveCount(UNREAD_NOTIFICATIONS_PATH, 'notification.unread');
}
