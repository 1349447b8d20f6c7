/** Server-side paging shared by every list: query schema, response schema and the Paged<T> shape. */
import type { Paged } from '@portal/contracts';

export const MAX_PER_PAGE = 100;

/** Query properties every paged list accepts (spec section 9: page 1, 10 per page). */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 10 },
  search: { type: 'string', maxLength: 100 },
} as const;

const nullableInteger = { type: ['integer', 'null'] } as const;

/** `{ data, current_page, per_page, from, to, total, last_page }` around an item schema. */
export function pagedSchema<S extends object>(items: S) {
  return {
    type: 'object',
    properties: {
      data: { type: 'array', items },
      current_page: { type: 'integer' },
      per_page: { type: 'integer' },
      from: nullableInteger,
      to: nullableInteger,
      total: { type: 'integer' },
      last_page: { type: 'integer' },
    },
    required: ['data', 'current_page', 'per_page', 'from', 'to', 'total', 'last_page'],
  } as const;
}

export function toPaged<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
