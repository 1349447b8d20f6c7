import { Box, IconButton } from '@portal/design-system';
import { Link as RouterLink } from 'react-router';
import { unreadLabel } from './MailBadge';

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
  const count = unread ?? 0;
  const label = count > 0 ? `Notifikasi, ${count} belum dibaca` : 'Notifikasi';
  return (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      position="relative"
      aria-label={label}
      data-testid="navbar-notification"
    >
      <RouterLink to={NOTIFICATIONS_PATH}>
        <BellIcon />
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
          data-testid="navbar-notification-count"
        >
          {count > 0 ? unreadLabel(count) : ''}
        </Box>
      </RouterLink>
    </IconButton>
  );
}
