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
const SORTED_LIST_SCHEMA: UrlQuerySchema<SortedListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
};

/** A searchable, sortable list's query, kept in the address (first page, default page size). */
export function useSortedListQuery() {
  return useUrlQuery<SortedListQuery>(SORTED_LIST_SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
}
