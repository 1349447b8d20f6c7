/** Public holidays (spec /sdm/x/libur): paged list by year, create, update, delete (roles 1, 9, 57, 59). */
import { usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { LiburInput, LiburListQuery, LiburMutation, LiburRow } from '@portal/contracts';

export const LIBUR_PATH = '/sdm/x/libur';

export type LiburQuery = LiburListQuery;

export function useLiburList(query: LiburQuery) {
  return usePagedList<LiburRow>(useTransport(), LIBUR_PATH, query as unknown as QueryParams);
}

export function saveLibur(transport: Transport, id: number | null, body: LiburInput): Promise<LiburMutation> {
  return id === null
    ? transport.request('POST', LIBUR_PATH, { body })
    : transport.request('PUT', `${LIBUR_PATH}/${id}`, { body });
}

export function deleteLibur(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${LIBUR_PATH}/${id}`);
}

/** A year holds a few dozen holidays: one page of this size is the whole year. */
const WHOLE_YEAR = 100;

/**
 * Where a just-saved holiday is listed: its year and the page of that year (by date, as the list
 * sorts) at `perPage` rows, so the page can show the row the user has just saved (issue #12).
 */
export async function placeOfLibur(
  transport: Transport,
  row: LiburRow,
  perPage: number,
): Promise<{ tahun: number; page: number }> {
  const tahun = Number(row.tanggal.slice(0, 4));
  const year = await transport.request<{ data: LiburRow[] }>('GET', LIBUR_PATH, {
    query: { tahun, page: 1, per_page: WHOLE_YEAR },
  });
  const index = year.data.findIndex((r) => r.id === row.id);
  return { tahun, page: index < 0 ? 1 : Math.floor(index / perPage) + 1 };
}
