/**
 * Allowances (spec section 7 /sdm/pegawai/x/plafond; contracts PLAFOND_PATH): ceiling, used and
 * remaining per employee, type and year (sisa computed by the server), and one employee's usage.
 */
import { useApi, usePagedList, useTransport, type QueryParams } from '@portal/api-client';
import type { PlafondJenisAnswer, PlafondPemakaianAnswer, PlafondRow } from '@portal/contracts';

export const PLAFOND_PATH = '/sdm/pegawai/x/plafond';

export interface PlafondQuery {
  page: number;
  per_page: number;
  search?: string;
  tahun?: number;
  kantor_id?: number;
  jenis_id?: number;
}

function clean(query: object): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as QueryParams;
}

export function usePlafondList(query: PlafondQuery) {
  return usePagedList<PlafondRow>(useTransport(), PLAFOND_PATH, clean(query));
}

export function usePlafondJenis() {
  const transport = useTransport();
  const path = `${PLAFOND_PATH}/x/jenis`;
  return useApi<PlafondJenisAnswer>([path], () => transport.request('GET', path), { revalidateOnFocus: false });
}

/** The caller's own usage records of a year (admins would name a pegawai_id; this page shows one's own). */
export function useOwnPemakaian(tahun: number | undefined, enabled: boolean) {
  const transport = useTransport();
  const path = `${PLAFOND_PATH}/x/pemakaian`;
  const query = clean({ tahun });
  return useApi<PlafondPemakaianAnswer>(enabled ? [path, query] : null, () =>
    transport.request('GET', path, { query }),
  );
}
