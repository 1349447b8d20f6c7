import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from './chakra';

export interface PageHeaderProps {
  /** The page's h1 (usually the route's title). */
  title: ReactNode;
  /** A short line under the title (what the page is for, the period shown…). */
  description?: ReactNode;
  size?: 'lg' | 'xl';
  /** The page's main actions (e.g. "Tambah …"), at the other end of the line; they wrap under the title on narrow screens. */
  children?: ReactNode;
}

/** A page's title line in every remote: the h1, an optional line under it and the page's actions opposite. */
export function PageHeader({ title, description, size = 'lg', children }: PageHeaderProps) {
  return (
    <HStack justify="space-between" align="start" wrap="wrap" gap="3" data-testid="page-header">
      <Stack gap="1">
        <Heading as="h1" size={size}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children ? (
        <HStack gap="2" wrap="wrap">
          {children}
        </HStack>
      ) : null}
    </HStack>
  );
}
