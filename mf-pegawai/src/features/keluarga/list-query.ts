import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { FamilyListQuery } from './api';

/** The register's search, filters, page and sort live in the address: back returns to the same list. */
const SCHEMA: UrlQuerySchema<FamilyListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  hubungan: 'string',
  status: 'string',
  tahun: 'number',
};

export function useFamilyListQuery() {
  return useUrlQuery<FamilyListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
}
