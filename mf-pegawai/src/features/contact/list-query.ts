import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { ContactListQuery } from './api';

/** The list's search, verified filter, page and sort live in the address: back returns to the same list. */
const SCHEMA: UrlQuerySchema<ContactListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  verified: 'string',
};

export function useContactListQuery() {
  return useUrlQuery<ContactListQuery>(SCHEMA, { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE });
}

export const VERIFIED_OPTIONS = [
  { id: 'true', nama: 'Sudah diverifikasi' },
  { id: 'false', nama: 'Belum diverifikasi' },
];
