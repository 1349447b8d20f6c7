import type { Paged } from '@portal/contracts';

/**
 * A list answer as the server pages it (`Paged` of @portal/contracts): `rows` are the page shown;
 * `total` (default: the rows) and `perPage` give the rest of the paging fields.
 */
export function paged<T>(rows: T[], { page = 1, perPage = 10, total = rows.length } = {}): Paged<T> {
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    data: rows,
    current_page: page,
    per_page: perPage,
    from,
    to: from === null ? null : from + rows.length - 1,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
