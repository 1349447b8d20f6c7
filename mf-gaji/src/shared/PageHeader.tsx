import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@portal/design-system';

/** A salary page's title (the route's h1), an optional line under it and its buttons on the right. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="start" wrap="wrap" gap="3">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children ? <HStack gap="2">{children}</HStack> : null}
    </HStack>
  );
}
