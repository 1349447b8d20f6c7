import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@portal/design-system/router';

/** How a list query's field is written in the address. */
export type UrlQueryKind = 'string' | 'number' | 'boolean';
export type UrlQuerySchema<Q> = { [K in keyof Q]-?: UrlQueryKind };

function parse(kind: UrlQueryKind, raw: string | null): string | number | boolean | undefined {
  if (raw === null || raw === '') return undefined;
  if (kind === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return raw;
}

/** The field as the address has it: absent → nothing (the default stays); empty → cleared; else parsed. */
function read(kind: UrlQueryKind, key: string, params: URLSearchParams): Record<string, unknown> {
  if (!params.has(key)) return {};
  const raw = params.get(key);
  if (raw === '') return { [key]: undefined };
  const value = parse(kind, raw);
  return value === undefined ? {} : { [key]: value };
}

/** The defaults overlaid with what the address says. */
function queryOf<Q extends object>(schema: UrlQuerySchema<Q>, defaults: Q, params: URLSearchParams): Q {
  const out = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(schema) as (keyof Q & string)[]) Object.assign(out, read(schema[key], key, params));
  return out as Q;
}

/**
 * A list's state (page, page size, search, filters, sort) kept in the address instead of in
 * memory (issue #12): back from a detail page returns to the same list state, and the address can
 * be shared. Fields equal to their default are left out of the address; a value that does not
 * parse (typed by hand) falls back to the default. Changes replace the current history entry, so
 * typing in the search box does not fill the back button.
 *
 * `defaults` may be a function: it runs once, on the first render, and its answer is kept, so a
 * default such as "this month" or "today" stays what the page opened with (pages do not freeze it).
 */
export function useUrlQuery<Q extends object>(
  schema: UrlQuerySchema<Q>,
  initialDefaults: Q | (() => Q),
): [Q, (update: (current: Q) => Q) => void] {
  const [params, setParams] = useSearchParams();
  const [defaults] = useState<Q>(initialDefaults);
  // `defaults` (kept from the first render) and `schema` are constants; the address is what changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => queryOf(schema, defaults, params), [params]);

  const update = useCallback(
    (change: (current: Q) => Q) => {
      setParams(
        (previous) => {
          const next = change(queryOf(schema, defaults, previous)) as Record<string, unknown>;
          const out = new URLSearchParams();
          // Parameters that are not the list's (e.g. a tab) are kept.
          previous.forEach((value, key) => {
            if (!(key in schema)) out.set(key, value);
          });
          for (const key of Object.keys(schema)) {
            const value = next[key];
            const fallback = (defaults as Record<string, unknown>)[key];
            if (value === fallback) continue;
            const empty = value === undefined || value === null || value === '';
            // Emptied although it has a default ('Semua tahun'): an empty parameter says so.
            if (empty) {
              if (fallback !== undefined) out.set(key, '');
              continue;
            }
            out.set(key, String(value));
          }
          return out;
        },
        { replace: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return [query, update];
}
