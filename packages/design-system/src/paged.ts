/** A server page, as every paged list of the API answers it (the contracts' wire type). */
export type { Paged } from '@portal/contracts';

/** The list sort query: `sortby=<column>` ascending or `sortbydesc=<column>` descending. */
export interface SortState {
  sortby?: string;
  sortbydesc?: string;
}

export type AriaSort = 'ascending' | 'descending' | 'none';

export function ariaSortOf(sort: SortState, key: string): AriaSort {
  if (sort.sortby === key) return 'ascending';
  if (sort.sortbydesc === key) return 'descending';
  return 'none';
}

/** Clicking a header cycles: none → ascending → descending → none. */
export function nextSort(sort: SortState, key: string): SortState {
  const current = ariaSortOf(sort, key);
  if (current === 'none') return { sortby: key };
  if (current === 'ascending') return { sortbydesc: key };
  return {};
}

/** Reads `a.b.c` paths such as `kantor_induk.nama`. */
export function getPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[part];
  }, source);
}
