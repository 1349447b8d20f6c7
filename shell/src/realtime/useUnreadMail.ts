import { playMailChime } from './mail-chime';
import { useLiveCount } from './useLiveCount';

/** The mailbox's unread count (contracts mail.ts: GET inbox/read); mf-message owns the pages. */
export const UNREAD_MAIL_PATH = '/general/mailbox/x/inbox/read';

/** The signed-in user's unread mail count for the navbar; a mail that arrives (`message` set) plays the chime. */
export function useUnreadMail(): number | undefined {
  return useLiveCount(UNREAD_MAIL_PATH, 'mail.unread', (event) => {
    if (event.data.message) playMailChime();
  });
}
