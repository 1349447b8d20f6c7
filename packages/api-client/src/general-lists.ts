import type { GeneralListAnswer, GeneralListItem, GeneralListName } from '@portal/contracts';
import { useApi } from './swr';
import type { Transport } from './transport';

/** API path of a general option list (spec section 7: /general/{list}). */
export function generalListPath(name: GeneralListName): string {
  return `/general/${name}`;
}

/**
 * A general option list for a select (gender, pendidikan, institusi …): [] while loading, when
 * `enabled` is false and on failure (spec section 8: a select without options, never an error on
 * screen). One request per list for every form on screen; revalidated on the server's ETag.
 */
export function useGeneralList(transport: Transport, name: GeneralListName, options: { enabled?: boolean } = {}): GeneralListItem[] {
  const { data } = useApi<GeneralListItem[]>(
    options.enabled === false ? null : ['general-list', name],
    async () => (await transport.request<GeneralListAnswer>('GET', generalListPath(name))).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ?? [];
}

export type { GeneralListItem, GeneralListName };
