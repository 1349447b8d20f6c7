import type { GeneralListAnswer, GeneralListItem, GeneralListName } from '@portal/contracts';
import { useApi } from './swr';
import type { Transport } from './transport';

/** A general list, or one of the sub-lists the spec serves under its parent (/general/family/x/status). */
export type GeneralListSource = GeneralListName | 'family_status';

const SUB_LIST_PATHS: Record<Exclude<GeneralListSource, GeneralListName>, string> = {
  family_status: '/general/family/x/status',
};

/** API path of a general option list (spec section 7: /general/{list}). */
export function generalListPath(name: GeneralListSource): string {
  return name in SUB_LIST_PATHS ? SUB_LIST_PATHS[name as keyof typeof SUB_LIST_PATHS] : `/general/${name}`;
}

/**
 * A general option list for a select (gender, pendidikan, institusi …): [] while loading, when
 * `enabled` is false and on failure (spec section 8: a select without options, never an error on
 * screen). One request per list for every form on screen; revalidated on the server's ETag.
 */
export function useGeneralList(
  transport: Transport,
  name: GeneralListSource,
  options: { enabled?: boolean } = {},
): GeneralListItem[] {
  const { data } = useApi<GeneralListItem[]>(
    options.enabled === false ? null : ['general-list', name],
    async () => (await transport.request<GeneralListAnswer>('GET', generalListPath(name))).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ?? [];
}

export type { GeneralListItem, GeneralListName };
