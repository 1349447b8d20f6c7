/** Server-side paging shared by every list: query schema, response schema and the Paged<T> shape. */
import type { Paged } from '@portal/contracts';
import { sql, type OrderByItemBuilder, type SelectQueryBuilder } from 'kysely';

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

/**
 * The total of a page whose rows carry it (a window count or a sub-select on each row). Past the
 * last page no row carries it, so `count` runs then (rare); an empty first page is simply 0.
 */
export async function totalOfPage(
  rows: readonly { total: number }[],
  page: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  return page > 1 ? count() : 0;
}

/** The spec's `sortbydesc` / `sortby` query as a sort (sortbydesc wins); null: the list's default order. */
export function listSort<C>(q: { sortby?: C; sortbydesc?: C }): { column: C; direction: 'asc' | 'desc' } | null {
  if (q.sortbydesc) return { column: q.sortbydesc, direction: 'desc' };
  if (q.sortby) return { column: q.sortby, direction: 'asc' };
  return null;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's page and its total, queried in parallel: `page` is the running page query, `filtered`
 * the same filters unpaged (its own selections are dropped: only the count is read).
 */
export async function pageWithTotal<R, DB, TB extends keyof DB, O>(
  page: Promise<R[]>,
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: R[]; total: number }> {
  // Kysely cannot resolve a selection on a builder of unknown tables: the row is `{ n }` as selected.
  const counted = filtered.clearSelect().select(sql<number>`count(*)::int`.as('n')) as unknown as {
    executeTakeFirstOrThrow(): Promise<{ n: number }>;
  };
  const [rows, count] = await Promise.all([page, counted.executeTakeFirstOrThrow()]);
  return { rows, total: count.n };
}

/**
 * The order of a register's sort column, NULLs last. The employee's name (`p.nama`) is never NULL,
 * so it is sorted without NULLS LAST (the same rows in the same order): DESC NULLS LAST would not
 * match the (nama, id) index walked backwards, and the page would sort every record of the register.
 */
export function sortOrder(column: string, direction: 'asc' | 'desc') {
  return (ob: OrderByItemBuilder) => {
    const ordered = direction === 'asc' ? ob.asc() : ob.desc();
    return column === 'p.nama' ? ordered : ordered.nullsLast();
  };
}
