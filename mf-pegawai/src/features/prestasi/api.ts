/**
 * The achievements register (spec section 7 /sdm/pegawai/x/prestasi): every employee's awards and
 * one award. The CV writes them; this feature only reads them.
 */
import { usePagedList, useShow, useTransport, type QueryParams } from '@portal/api-client';
import type { PrestasiRegisterRow, PrestasiShowAnswer } from '@portal/contracts';

export const PRESTASI_PATH = '/sdm/pegawai/x/prestasi';

export interface PrestasiListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  nama?: string;
  tahun?: number;
  pegawai_id?: number;
}

/** `enabled` false: no request (the per-employee page before an employee is chosen). */
export function usePrestasiList(query: PrestasiListQuery, enabled = true) {
  return usePagedList<PrestasiRegisterRow>(
    useTransport(),
    enabled ? PRESTASI_PATH : null,
    query as unknown as QueryParams,
  );
}

export function usePrestasi(id: number | null) {
  return useShow<PrestasiShowAnswer>(useTransport(), PRESTASI_PATH, id);
}
