/**
 * The education register (spec section 7 /sdm/pegawai/x/pendidikan): every employee's education,
 * how many records use each level, institution and major (the master pages) and the export. The CV
 * writes the records; this feature only reads them.
 */
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { GeneralListAnswer, JobQueuedAnswer, PendidikanCountBy, PendidikanRegisterRow } from '@portal/contracts';
import { useRegisterCount } from '../keluarga/public';

export const PENDIDIKAN_PATH = '/sdm/pegawai/x/pendidikan';
/** Every major with its level as parent_id (spec section 7 /general/pendidikan/x/jurusan). */
export const JURUSAN_PATH = '/general/pendidikan/x/jurusan';

export interface PendidikanListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  jenjang?: string;
  institusi?: string;
  tahun?: number;
}

export function usePendidikanList(query: PendidikanListQuery) {
  return usePagedList<PendidikanRegisterRow>(useTransport(), PENDIDIKAN_PATH, query as unknown as QueryParams);
}

export function usePendidikanCount(by: PendidikanCountBy) {
  return useRegisterCount(PENDIDIKAN_PATH, by);
}

export const startPendidikanExport = (transport: Transport) =>
  transport.request<JobQueuedAnswer>('POST', `${PENDIDIKAN_PATH}/x/export`);

export function useJurusan() {
  const transport = useTransport();
  return useApi<GeneralListAnswer>([JURUSAN_PATH], () => transport.request('GET', JURUSAN_PATH));
}
