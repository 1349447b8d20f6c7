import { NavbarCountLink } from './NavbarCountLink';

/** Where the bell leads: mf-message's notification list. */
export const NOTIFICATIONS_PATH = '/message/notification';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The navbar's bell, beside the envelope: opens the notification list; a red count of unread
 * notifications when there are any, announced politely to screen readers when it changes.
 */
export function NotificationBadge({ unread }: { unread: number | undefined }) {
  return (
    <NavbarCountLink
      to={NOTIFICATIONS_PATH}
      icon={<BellIcon />}
      label={(count) => (count > 0 ? `Notifikasi, ${count} belum dibaca` : 'Notifikasi')}
      unread={unread}
      testId="notification"
    />
  );
}
