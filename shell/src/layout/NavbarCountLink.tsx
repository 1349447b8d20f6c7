import type { ReactNode } from 'react';
import { Box, IconButton } from '@portal/design-system';
import { Link as RouterLink } from '@portal/design-system/router';

/** "99+" past 99: the badge stays one small pill. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface NavbarCountLinkProps {
  to: string;
  icon: ReactNode;
  /** The accessible name, given the unread count (0: none). */
  label: (count: number) => string;
  unread: number | undefined;
  /** `navbar-{testId}` on the link, `navbar-{testId}-count` on the badge. */
  testId: string;
}

/**
 * A navbar icon link with a red count of unread items when there are any (the envelope, the bell);
 * the count is announced politely to screen readers when it changes.
 */
export function NavbarCountLink({ to, icon, label, unread, testId }: NavbarCountLinkProps) {
  const count = unread ?? 0;
  return (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      position="relative"
      aria-label={label(count)}
      data-testid={`navbar-${testId}`}
    >
      <RouterLink to={to}>
        {icon}
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
          data-testid={`navbar-${testId}-count`}
        >
          {count > 0 ? unreadLabel(count) : ''}
        </Box>
      </RouterLink>
    </IconButton>
  );
}
