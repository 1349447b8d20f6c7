import type { KontrakStatus } from '@portal/contracts';
import type { UrlQuerySchema } from '@portal/design-system';
import { type SortedListQuery, useSortedListQuery } from '../../shared/list-query';
import type { KontrakListQuery, OutsourcingListQuery } from './api';

/** The list's own filters; search, page and sort as every list's, all in the address. */
const REGISTER: Omit<UrlQuerySchema<OutsourcingListQuery>, keyof SortedListQuery> = {
  jabatan_id: 'number',
  jenis_id: 'number',
  kantor_id: 'number',
  status_kontrak: 'string',
};

const KONTRAK: Omit<UrlQuerySchema<KontrakListQuery>, keyof SortedListQuery> = {
  jenis_id: 'number',
  kantor_id: 'number',
  status: 'string',
};

export function useOutsourcingListQuery() {
  return useSortedListQuery<OutsourcingListQuery>(REGISTER);
}

export function useKontrakListQuery() {
  return useSortedListQuery<KontrakListQuery>(KONTRAK);
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
