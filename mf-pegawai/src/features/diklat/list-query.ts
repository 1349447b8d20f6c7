import type { UrlQuerySchema } from '@portal/design-system';
import { type SortedListQuery, useSortedListQuery } from '../../shared/list-query';
import type { DiklatEventListQuery } from './api';

/** The list's own filters; search, page and sort as every list's, all in the address. */
const SCHEMA: Omit<UrlQuerySchema<DiklatEventListQuery>, keyof SortedListQuery> = {
  kategori_id: 'number',
  status_id: 'number',
  penyelenggara_id: 'number',
  tahun: 'number',
};

export function useDiklatListQuery() {
  return useSortedListQuery<DiklatEventListQuery>(SCHEMA);
}
