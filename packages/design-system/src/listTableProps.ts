import type { Paged } from './paged';

/** A loaded list as the SWR hooks give it (usePagedList, useApi): its page, its failure, and a reload. */
export interface ListSource<T = unknown> {
  data?: Paged<T> | null;
  error?: { message: string } | null;
  isLoading: boolean;
  mutate: () => unknown;
}

/** What a DataTable (or a table built on it) shows of a loaded list. */
export interface ListTableProps<L extends ListSource> {
  data: L['data'];
  error: L['error'];
  isLoading: boolean;
  onRetry: () => void;
}

/**
 * A DataTable's rows, loading state and failure for a loaded list: the page shown, a spinner while it
 * loads, and on failure the reason with a retry that loads the list again.
 */
export function listTableProps<L extends ListSource>(list: L): ListTableProps<L> {
  return { data: list.data, error: list.error, isLoading: list.isLoading, onRetry: () => void list.mutate() };
}
