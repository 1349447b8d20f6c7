import type { SortState } from './paged';
import { DEFAULT_PAGE } from './texts';

/** The fields of a list query that a DataTable changes. */
export interface TableQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
}

/**
 * A DataTable's paging, page-size, search and sort handlers for a list query kept by `setQuery`
 * (useUrlQuery or useState). Every change other than paging starts again at the first page, and an
 * emptied search leaves the query (and the address) instead of sending `search=`.
 */
export function tableQueryHandlers<Q extends TableQuery>(setQuery: (change: (current: Q) => Q) => void) {
  return {
    onPageChange: (page: number) => setQuery((q) => ({ ...q, page })),
    onPerPageChange: (per_page: number) => setQuery((q) => ({ ...q, per_page, page: DEFAULT_PAGE })),
    onSearch: (search: string) => setQuery((q) => ({ ...q, search: search || undefined, page: DEFAULT_PAGE })),
    onSortChange: (sort: SortState) =>
      setQuery((q) => ({ ...q, sortby: sort.sortby, sortbydesc: sort.sortbydesc, page: DEFAULT_PAGE })),
  };
}
