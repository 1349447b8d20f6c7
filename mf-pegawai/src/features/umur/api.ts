/**
 * The age and retirement report (spec: /pegawai/umur, roles 57 not 8): GET /api/sdm/pegawai
 * `event=umur`, paged, with office, age range and retiring-within-N-months filters.
 */
import { usePagedList, useTransport, type PagedListState } from '@portal/api-client';
import type { PegawaiUmurItem, PegawaiUmurQuery } from '@portal/contracts';

export const PEGAWAI_PATH = '/sdm/pegawai';

export type { PegawaiUmurItem, PegawaiUmurQuery };

export const UMUR_TEXTS = {
  title: 'Umur & Pensiun Pegawai',
  caption: 'Daftar umur dan pensiun pegawai',
  empty: 'Tidak ada pegawai yang cocok',
  searchPlaceholder: 'Cari nama, NPP, jabatan, kantor',
  kantorFilter: 'Filter kantor',
  kantorPlaceholder: 'Semua kantor',
  umurMin: 'Umur minimal',
  umurMax: 'Umur maksimal',
  pensiun: 'Pensiun dalam',
  apply: 'Terapkan',
  reset: 'Reset',
  rangeError: 'Umur minimal tidak boleh lebih besar dari umur maksimal',
} as const;

/** Retiring within N months (select values); '' = no limit. */
export const PENSIUN_CHOICES = [
  { value: '', label: 'Semua' },
  { value: '3', label: '3 bulan' },
  { value: '6', label: '6 bulan' },
  { value: '12', label: '12 bulan' },
  { value: '24', label: '24 bulan' },
  { value: '60', label: '5 tahun' },
] as const;

/** The query as sent: `event=umur` plus the filters that are set. */
export function umurQuery(q: PegawaiUmurQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { event: 'umur', page: q.page, per_page: q.per_page };
  const search = q.search?.trim();
  if (search) out.search = search;
  for (const key of ['kantor_id', 'umur_min', 'umur_max', 'pensiun_bulan'] as const) {
    if (q[key] !== undefined) out[key] = q[key]!;
  }
  return out;
}

export function usePegawaiUmur(query: PegawaiUmurQuery): PagedListState<PegawaiUmurItem> {
  const transport = useTransport();
  return usePagedList<PegawaiUmurItem>(transport, PEGAWAI_PATH, umurQuery(query));
}
