import type { PagedListState } from '@portal/api-client';
import { DataTable, type DataTableProps } from '@portal/design-system';
import { PageError } from './PageError';

export interface ListTableProps<T> extends Omit<DataTableProps<T>, 'data' | 'isLoading' | 'numbered'> {
  /** The server-paged list shown (usePagedList). */
  list: PagedListState<T>;
}

/** A page's server-paged list: numbered rows, loading while the first answer comes. */
export function ListTable<T>({ list, ...table }: ListTableProps<T>) {
  return <DataTable<T> data={list.data} isLoading={list.isLoading} numbered {...table} />;
}

/**
 * A register's server-paged list: a failed load read out while there is nothing to show, and the
 * numbered rows, loading also while they are checked again.
 */
export function RegisterTable<T>({ list, ...table }: ListTableProps<T>) {
  return (
    <>
      {list.data ? null : <PageError error={list.error} />}
      <DataTable<T> data={list.data} isLoading={list.isLoading || list.isValidating} numbered {...table} />
    </>
  );
}
