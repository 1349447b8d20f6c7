import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Button } from './Button';
import { TEXTS } from './texts';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Page buttons shown on each side of the current one. */
  siblings?: number;
}

type PageSlot = number | 'gap-start' | 'gap-end';

/** First, last, the current page and its siblings, with gaps where pages are skipped. */
export function pageSlots(page: number, lastPage: number, siblings = 1): PageSlot[] {
  if (lastPage <= 0) return [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(lastPage - 1, page + siblings);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push(start === 3 ? 2 : 'gap-start');
  for (let p = start; p <= end; p += 1) slots.push(p);
  if (end < lastPage - 1) slots.push(end === lastPage - 2 ? lastPage - 1 : 'gap-end');
  if (lastPage > 1) slots.push(lastPage);
  return slots;
}

/** 'Sebelumnya' · 1 … 4 5 6 … 20 · 'Berikutnya' — buttons with labels and aria-current. */
export function Pagination({ page, lastPage, onPageChange, disabled, siblings = 1 }: PaginationProps) {
  const last = Math.max(1, lastPage);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= last) onPageChange(target);
  };
  return (
    <HStack as="nav" aria-label={TEXTS.pagination} gap="1" flexWrap="wrap">
      <Button kind="secondary" size="sm" onClick={() => go(page - 1)} disabled={disabled || page <= 1}>
        {TEXTS.previous}
      </Button>
      {pageSlots(page, last, siblings).map((slot) =>
        typeof slot === 'number' ? (
          <IconButton
            key={slot}
            size="sm"
            variant={slot === page ? 'solid' : 'ghost'}
            aria-label={`${TEXTS.page} ${slot}`}
            aria-current={slot === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => go(slot)}
          >
            {slot}
          </IconButton>
        ) : (
          <Text key={slot} as="span" px="1" aria-hidden="true" color="fg.muted">
            …
          </Text>
        ),
      )}
      <Button kind="secondary" size="sm" onClick={() => go(page + 1)} disabled={disabled || page >= last}>
        {TEXTS.next}
      </Button>
    </HStack>
  );
}
