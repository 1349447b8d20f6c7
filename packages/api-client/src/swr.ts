import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Paged } from '@portal/contracts';
import type { ApiError } from './api-error';
import type { QueryParams } from './query-string';
import type { Id } from './resource';
import type { Transport } from './transport';

/** Thin SWR wrapper typed with ApiError; a null key skips the call. */
export function useApi<T>(
  key: Key | null,
  fetcher: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(key, () => fetcher(), config);
}

export interface PagedListState<T> {
  data: Paged<T> | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  mutate: SWRResponse<Paged<T>, ApiError>['mutate'];
}

/**
 * A server-paged list. The key is `[path, query]`, i.e. the GET request itself, so every screen asking
 * for the same page shares one call and one cache entry. The previous page stays shown while the
 * next one loads, so tables do not flash empty when paging.
 */
export function usePagedList<T>(
  transport: Transport,
  path: string | null,
  query: QueryParams = {},
  config?: SWRConfiguration<Paged<T>, ApiError>,
): PagedListState<T> {
  const { data, error, isLoading, isValidating, mutate } = useApi<Paged<T>>(
    path ? [path, query] : null,
    () => transport.request<Paged<T>>('GET', path as string, { query }),
    { keepPreviousData: true, ...config },
  );
  return { data, error, isLoading, isValidating, mutate };
}

/** One record: GET {path}/{id}; a null path or id skips the call. */
export function useShow<T>(
  transport: Transport,
  path: string | null,
  id: Id | null | undefined,
  query: QueryParams = {},
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const itemPath =
    path && id !== null && id !== undefined && id !== ''
      ? `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`
      : null;
  return useApi<T>(
    itemPath ? [itemPath, query] : null,
    () => transport.request<T>('GET', itemPath as string, { query }),
    config,
  );
}
