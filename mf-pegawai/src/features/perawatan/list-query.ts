import type { UrlQuerySchema } from '@portal/design-system';
import { type SortedListQuery, useSortedListQuery } from '../../shared/list-query';
import type { NotaListQuery } from './api';

/** The list's own filters; search, page and sort as every list's, all in the address. */
const SCHEMA: Omit<UrlQuerySchema<NotaListQuery>, keyof SortedListQuery> = {
  status: 'string',
  jenis_id: 'number',
  rs_tempat_id: 'number',
  pegawai_id: 'number',
  tahun: 'number',
  is_kaca_mata: 'boolean',
  is_myturn: 'boolean',
};

export function useNotaListQuery(fixed: Partial<NotaListQuery> = {}) {
  return useSortedListQuery<NotaListQuery>(SCHEMA, fixed);
}
