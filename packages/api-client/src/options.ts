import type { OptionFileName, OptionItem } from '@portal/contracts';
import type { SWRConfiguration } from 'swr';
import type { ApiError } from './api-error';
import { useApi } from './swr';
import type { Transport } from './transport';

/**
 * The static option files (spec section 7): `/options/{name}.json` → `[{ id, nama }]`, served next
 * to the API (not under /api) and only to signed-in users. Spec section 8: a failed load gives an
 * empty list, never an error on screen.
 */
export type { OptionFileName, OptionItem };

export interface FetchOptionsConfig {
  /** Where /options lives; default: the API base without its trailing `/api` (same origin as the API). */
  baseUrl?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export function optionFileUrl(transport: Pick<Transport, 'baseUrl'>, name: OptionFileName, baseUrl?: string): string {
  const root = (baseUrl ?? transport.baseUrl.replace(/\/api\/?$/, '')).replace(/\/+$/, '');
  return `${root}/options/${name}.json`;
}

function isOptionList(value: unknown): value is OptionItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (o) =>
        typeof o === 'object' &&
        o !== null &&
        typeof (o as OptionItem).id === 'number' &&
        typeof (o as OptionItem).nama === 'string',
    )
  );
}

export async function fetchOptions(
  transport: Transport,
  name: OptionFileName,
  config: FetchOptionsConfig = {},
): Promise<OptionItem[]> {
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  try {
    const token = await transport.getAccessToken();
    const response = await fetchImpl(optionFileUrl(transport, name, config.baseUrl), {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'omit',
      signal: config.signal,
    });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    return isOptionList(body) ? body.map(({ id, nama }) => ({ id, nama })) : [];
  } catch {
    return [];
  }
}

/**
 * The option file as SWR state (one call per file shared by every select on screen; [] while loading
 * or on failure). `enabled: false` asks for nothing yet; turning it on loads the file at once (SWR's
 * `isPaused` would not: a paused key is not fetched again until some later revalidation).
 */
export function useOptionFile(
  transport: Transport,
  name: OptionFileName,
  options: { enabled?: boolean; config?: SWRConfiguration<OptionItem[], ApiError> } = {},
): OptionItem[] {
  const { data } = useApi<OptionItem[]>(
    options.enabled === false ? null : ['options', name],
    () => fetchOptions(transport, name),
    { revalidateOnFocus: false, ...options.config },
  );
  return data ?? [];
}
