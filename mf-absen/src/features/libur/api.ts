/** Public holidays (spec /sdm/x/libur): paged list by year, create, update, delete (roles 1, 9, 57, 59). */
import { usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { LiburInput, LiburRow } from '@portal/domain';

export const LIBUR_PATH = '/sdm/x/libur';

export interface LiburQuery {
  page: number;
  per_page: number;
  search?: string;
  tahun?: number;
}

export function useLiburList(query: LiburQuery) {
  return usePagedList<LiburRow>(useTransport(), LIBUR_PATH, query as unknown as QueryParams);
}

export function saveLibur(transport: Transport, id: number | null, body: LiburInput): Promise<{ message: string; data: LiburRow }> {
  return id === null ? transport.request('POST', LIBUR_PATH, { body }) : transport.request('PUT', `${LIBUR_PATH}/${id}`, { body });
}

export function deleteLibur(transport: Transport, id: number): Promise<{ message: string }> {
  return transport.request('DELETE', `${LIBUR_PATH}/${id}`);
}
