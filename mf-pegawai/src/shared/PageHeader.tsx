import type { ReactNode } from 'react';
import { Heading, HStack } from '@portal/design-system';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  size?: 'lg' | 'xl';
  wrap?: 'wrap';
  /** The page's main action (e.g. "Tambah …"), at the other end of the line. */
  children?: ReactNode;
}

/** A page's title line: the h1, and the page's main action opposite it. */
export function PageHeader({ title, size = 'lg', wrap, children }: PageHeaderProps) {
  return (
    <HStack justify="space-between" wrap={wrap}>
      <Heading as="h1" size={size}>
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
