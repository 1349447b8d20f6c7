import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/design-system/router';
import { Button, Heading, HStack, Stack, Text } from '@portal/design-system';
import { MAIL_ROUTES } from '../api';

export interface MailboxHeaderProps {
  title: string;
  description: string;
  /** Beside the title, e.g. the unread count. */
  badge?: ReactNode;
}

/** A mailbox page's title and 'Tulis Pesan'. */
export function MailboxHeader({ title, description, badge }: MailboxHeaderProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Stack gap="1">
        <HStack gap="2">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {badge}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Stack>
      <Button size="sm" asChild>
        <RouterLink to={MAIL_ROUTES.compose} data-testid="mail-compose">
          Tulis Pesan
        </RouterLink>
      </Button>
    </HStack>
  );
}
