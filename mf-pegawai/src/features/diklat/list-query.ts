import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { DiklatEventListQuery } from './api';

/** The register's search, filters, page and sort live in the address: back returns to the same list. */
const SCHEMA: UrlQuerySchema<DiklatEventListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  kategori_id: 'number',
  status_id: 'number',
  penyelenggara_id: 'number',
  tahun: 'number',
};

export function useDiklatListQuery() {
  return useUrlQuery<DiklatEventListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
}
