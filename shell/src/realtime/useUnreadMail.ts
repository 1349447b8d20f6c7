import { useApi, useRealtime, useTransport } from '@portal/api-client';
import type { MailCountAnswer } from '@portal/contracts';
import { playMailChime } from './mail-chime';

/** The mailbox's unread count (contracts mail.ts: GET inbox/read); mf-message owns the pages. */
export const UNREAD_MAIL_PATH = '/general/mailbox/x/inbox/read';

/**
 * The signed-in user's unread mail count for the navbar: read once, then kept by the push stream
 * ('mail.unread' carries the new count — a mail read in another tab lowers it here too). A mail
 * that arrives (`message` set) also plays the chime. Undefined until the first answer; a failed
 * read leaves it undefined (no badge) rather than a wrong number.
 */
export function useUnreadMail(): number | undefined {
  const transport = useTransport();
  const { data, mutate } = useApi<MailCountAnswer>(
    UNREAD_MAIL_PATH,
    () => transport.request<MailCountAnswer>('GET', UNREAD_MAIL_PATH),
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
  useRealtime((event) => {
    if (event.type !== 'mail.unread') return;
    void mutate({ data: { count: event.data.count } }, { revalidate: false });
    if (event.data.message) playMailChime();
  });
  return data?.data.count;
}
