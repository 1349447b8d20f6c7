import { Box, IconButton } from '@portal/design-system';
import { Link as RouterLink } from 'react-router';

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

/** "99+" past 99: the badge stays one small pill. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The navbar's envelope: opens the inbox; a red count of unread mails when there are any. The
 * count is announced politely to screen readers when it changes.
 */
export function MailBadge({ unread }: { unread: number | undefined }) {
  const count = unread ?? 0;
  const label = count > 0 ? `Kotak masuk, ${count} pesan belum dibaca` : 'Kotak masuk';
  return (
    <IconButton asChild variant="ghost" size="sm" position="relative" aria-label={label} data-testid="navbar-mail">
      <RouterLink to={INBOX_PATH}>
        <EnvelopeIcon />
        <Box
          as="span"
          aria-live="polite"
          position="absolute"
          top="0"
          right="0"
          transform="translate(30%, -30%)"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="red.600"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="5"
          textAlign="center"
          display={count > 0 ? 'block' : 'none'}
          data-testid="navbar-mail-count"
        >
          {count > 0 ? unreadLabel(count) : ''}
        </Box>
      </RouterLink>
    </IconButton>
  );
}
