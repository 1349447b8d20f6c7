import type { KontrakStatus } from '@portal/contracts';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import type { KontrakListQuery, OutsourcingListQuery } from './api';

/** The lists' search, filters, page and sort live in the address: back returns to the same list. */
const REGISTER: UrlQuerySchema<OutsourcingListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  jabatan_id: 'number',
  jenis_id: 'number',
  kantor_id: 'number',
  status_kontrak: 'string',
};

const KONTRAK: UrlQuerySchema<KontrakListQuery> = {
  page: 'number',
  per_page: 'number',
  search: 'string',
  sortby: 'string',
  sortbydesc: 'string',
  jenis_id: 'number',
  kantor_id: 'number',
  status: 'string',
};

const FIRST = { page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };

export function useOutsourcingListQuery() {
  return useUrlQuery<OutsourcingListQuery>(REGISTER, FIRST);
}

export function useKontrakListQuery() {
  return useUrlQuery<KontrakListQuery>(KONTRAK, FIRST);
}

export const KONTRAK_STATUS_LABEL: Record<KontrakStatus, string> = {
  berlaku: 'Berlaku',
  akan_berakhir: 'Akan berakhir',
  berakhir: 'Berakhir',
};

export const KONTRAK_STATUS_OPTIONS = (Object.keys(KONTRAK_STATUS_LABEL) as KontrakStatus[]).map((id) => ({
  id,
  nama: KONTRAK_STATUS_LABEL[id],
}));
