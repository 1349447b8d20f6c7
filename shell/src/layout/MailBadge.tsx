import { NavbarCountLink } from './NavbarCountLink';

/** Where the envelope leads: mf-message's inbox. */
export const INBOX_PATH = '/message/inbox';

function EnvelopeIcon() {
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
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The navbar's envelope: opens the inbox; a red count of unread mails when there are any. The
 * count is announced politely to screen readers when it changes.
 */
export function MailBadge({ unread }: { unread: number | undefined }) {
  return (
    <NavbarCountLink
      to={INBOX_PATH}
      icon={<EnvelopeIcon />}
      label={(count) => (count > 0 ? `Kotak masuk, ${count} pesan belum dibaca` : 'Kotak masuk')}
      unread={unread}
      testId="mail"
    />
  );
}
