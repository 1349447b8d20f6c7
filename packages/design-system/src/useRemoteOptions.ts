import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './texts';

export interface RemoteOptionsState<T> {
  /** The typed text is long enough for a server search (more than 3 characters, trimmed). */
  active: boolean;
  /** A server search is waiting for its debounce or its answer. */
  pending: boolean;
  /** The server's answer for exactly the current text, or null. */
  items: T[] | null;
  /** The last answer the server gave, for any text (to keep something on screen while typing). */
  lastItems: T[];
  /** The search for exactly the current text failed (not the same as finding nothing). */
  failed: boolean;
}

/**
 * Server search for a select: only when `search` is longer than SEARCH_MIN_LENGTH characters and
 * only after SEARCH_DEBOUNCE_MS of quiet. Answers for text the user has since changed are dropped.
 * A failed load gives no items and `failed`, so the list can say the search failed rather than
 * that nothing matched.
 */
export function useRemoteOptions<T>(
  search: string,
  loadOptions: ((search: string) => Promise<T[]>) | undefined,
  debounceMs = SEARCH_DEBOUNCE_MS,
): RemoteOptionsState<T> {
  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;
  const query = search.trim();
  const active = Boolean(loadOptions) && query.length > SEARCH_MIN_LENGTH;
  const [answer, setAnswer] = useState<{ query: string; items: T[]; failed: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!active) {
      setPending(false);
      return undefined;
    }
    let stale = false;
    setPending(true);
    const timer = setTimeout(async () => {
      let items: T[] = [];
      let failed = false;
      try {
        items = (await loadRef.current?.(query)) ?? [];
      } catch {
        failed = true;
      }
      if (stale) return;
      setAnswer({ query, items, failed });
      setPending(false);
    }, debounceMs);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [active, query, debounceMs]);

  return {
    active,
    pending: active && (pending || answer?.query !== query),
    items: active && answer?.query === query ? answer.items : null,
    lastItems: answer?.items ?? [],
    failed: active && answer?.query === query && answer.failed,
  };
}
