import { getPath } from './paged';

export type OptionId = string | number;
/** A list of option ids, or '*' for all of them. */
export type IdList = '*' | readonly OptionId[];

/** Is `id` in the list ('*' holds every id)? Ids compare as text, so 7 and '7' are the same. */
export function idInList(list: IdList, id: OptionId): boolean {
  return list === '*' || list.some((entry) => String(entry) === String(id));
}

/** Lower case, no accents, single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function textOf(item: unknown, key: string): string {
  const value = getPath(item, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * Client-side fuzzy search: every word of `search` must occur (case and accent insensitive, in any
 * order) in one of `keys` of the item. Items whose first key starts with the search come first.
 */
export function filterOptions<T>(items: readonly T[], search: string, keys: readonly string[]): T[] {
  const query = normalizeText(search);
  if (!query) return [...items];
  const words = query.split(' ');
  const scored: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const fields = keys.map((key) => normalizeText(textOf(item, key)));
    const haystack = fields.join(' ');
    if (!words.every((word) => haystack.includes(word))) return;
    const rank = fields[0]?.startsWith(query) ? 0 : fields.some((field) => field.includes(query)) ? 1 : 2;
    scored.push({ item, rank, index });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}
