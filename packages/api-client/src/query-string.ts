/** Query values the API understands; arrays become `key[]=`, objects `key[sub]=` (spec section 7). */
export type QueryValue =
  string | number | boolean | Date | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

function scalar(value: string | number | boolean | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendPairs(pairs, `${key}[]`, item);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, item] of Object.entries(value)) appendPairs(pairs, `${key}[${sub}]`, item);
  } else {
    // Brackets stay literal (readable in logs; every server decodes both forms).
    const name = key
      .split(/([[\]])/)
      .map((part) => (part === '[' || part === ']' ? part : encodeURIComponent(part)))
      .join('');
    pairs.push(`${name}=${encodeURIComponent(scalar(value))}`);
  }
}

/** '' or '?a=1&ids[]=2&ids[]=3'; null and undefined values are left out. */
export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) appendPairs(pairs, key, value);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
