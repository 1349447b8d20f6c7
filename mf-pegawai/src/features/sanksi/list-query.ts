import type { SanksiStatus } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { SanksiListQuery } from './api';

/** The register's search, filters, page and sort live in the address: back returns to the same list. */
const SCHEMA: UrlQuerySchema<SanksiListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  jenis_id: 'number',
  kelas_id: 'number',
  status: 'string',
};

export function useSanksiListQuery() {
  return useUrlQuery<SanksiListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
}

export const STATUS_OPTIONS: { id: SanksiStatus; nama: string }[] = [
  { id: 'berlaku', nama: 'Masih berlaku' },
  { id: 'selesai', nama: 'Sudah selesai' },
  { id: 'akan', nama: 'Belum berlaku' },
];
