import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { NotaListQuery } from './api';

/** The register's search, filters, page and sort live in the address: back returns to the same list. */
const SCHEMA: UrlQuerySchema<NotaListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  status: 'string',
  jenis_id: 'number',
  rs_tempat_id: 'number',
  pegawai_id: 'number',
  tahun: 'number',
  is_kaca_mata: 'boolean',
  is_myturn: 'boolean',
};

export function useNotaListQuery(fixed: Partial<NotaListQuery> = {}) {
  return useUrlQuery<NotaListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE, ...fixed });
}
