import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';

/** A searchable, sortable list's query. */
export interface SortedListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

/** The list's state lives in the address: back returns to it, and the address can be shared. */
export const SORTED_LIST_SCHEMA: UrlQuerySchema<SortedListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/**
 * A searchable, sortable list's query with the list's own `filters` (a module constant), kept in the
 * address: first page, default page size and `fixed` unless the address says otherwise.
 */
export function useSortedListQuery<Q extends SortedListQuery = SortedListQuery>(
  filters?: Omit<UrlQuerySchema<Q>, keyof SortedListQuery>,
  fixed?: Partial<Q>,
) {
  return useUrlQuery<Q>(
    { ...SORTED_LIST_SCHEMA, ...filters } as UrlQuerySchema<Q>,
    () => ({ page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE, ...fixed }) as Q,
  );
}
