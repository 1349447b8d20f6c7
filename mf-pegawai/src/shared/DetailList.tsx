import type { ReactNode } from 'react';
import { DataList } from '@portal/design-system';

/** One line of a detail view: its label and what it shows. */
export type DetailItem = readonly [label: string, value: ReactNode];

export interface DetailListProps {
  items: readonly DetailItem[];
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/** A record's fields as label/value lines, the way every detail page and dialog of the registers shows them. */
export function DetailList({ items, size, testId }: DetailListProps) {
  return (
    <DataList.Root orientation="horizontal" size={size} data-testid={testId}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
