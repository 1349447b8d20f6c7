import type { PhkStatus } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { PhkListQuery } from './api';

/** The register's search, filters, page and sort live in the address: back returns to the same list. */
const SCHEMA: UrlQuerySchema<PhkListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  type_id: 'number',
  kantor_id: 'number',
  tahun: 'number',
  status: 'string',
};

export function usePhkListQuery() {
  return useUrlQuery<PhkListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
}

export const PHK_STATUS_OPTIONS: { id: PhkStatus; nama: string }[] = [
  { id: 'efektif', nama: 'Sudah efektif' },
  { id: 'akan', nama: 'Belum efektif' },
];
