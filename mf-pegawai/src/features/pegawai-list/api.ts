/**
 * The employee list (spec: /pegawai index, role 57): GET /api/sdm/pegawai, paged with search,
 * kantor/jabatan filters and the server's sort whitelist; office options for the kantor filter
 * from GET /api/general/kantor?event=options.
 */
import {
  fetchFileUrl,
  useApi,
  usePagedList,
  useTransport,
  type PagedListState,
  type Transport,
} from '@portal/api-client';
import type { PegawaiListItem, PegawaiListQuery, PegawaiSortKey } from '@portal/contracts';

export const PEGAWAI_LIST_PATH = '/sdm/pegawai';
export const KANTOR_PATH = '/general/kantor';

export const PEGAWAI_LIST_TEXTS = {
  caption: 'Daftar pegawai',
  empty: 'Tidak ada pegawai yang cocok',
  searchPlaceholder: 'Cari nama, NPP, jabatan, kantor',
  kantorFilter: 'Filter kantor',
  kantorPlaceholder: 'Semua kantor',
} as const;

/** Row, query and sort keys (anything else is 422) are the contract's. */
export type { PegawaiListItem, PegawaiListQuery, PegawaiSortKey };

/** The query as sent: empty values left out, so equal lists share one SWR cache entry. */
export function pegawaiListQuery(q: PegawaiListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { page: q.page, per_page: q.per_page };
  const search = q.search?.trim();
  if (search) out.search = search;
  if (q.kantor_id) out.kantor_id = q.kantor_id;
  if (q.jabatan_id) out.jabatan_id = q.jabatan_id;
  if (q.sortby) out.sortby = q.sortby;
  else if (q.sortbydesc) out.sortbydesc = q.sortbydesc;
  return out;
}

export function usePegawaiList(query: PegawaiListQuery): PagedListState<PegawaiListItem> {
  const transport = useTransport();
  return usePagedList<PegawaiListItem>(transport, PEGAWAI_LIST_PATH, pegawaiListQuery(query));
}

export interface KantorOption {
  id: number;
  nama: string;
}

export function fetchKantorOptions(transport: Transport): Promise<KantorOption[]> {
  return transport
    .request<{ data: KantorOption[] }>('GET', KANTOR_PATH, { query: { event: 'options' } })
    .then((answer) => answer.data);
}

/** Offices for the kantor filter (one call per session, shared through SWR). */
export function useKantorOptions(): KantorOption[] {
  const transport = useTransport();
  const { data } = useApi<KantorOption[]>([KANTOR_PATH, 'options'], () => fetchKantorOptions(transport), {
    revalidateOnFocus: false,
  });
  return data ?? [];
}

/** A signed address of an employee photo; null when there is none (or it cannot be read). */
export function usePhotoUrl(location: string | null): string | null {
  const transport = useTransport();
  const { data } = useApi<string>(
    location ? ['photo-url', location] : null,
    () => fetchFileUrl(transport, location as string),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  return data ?? null;
}

/** 'grade | corporate title' (spec), or '-' without a rank. */
export function pangkatLabel(pangkat: PegawaiListItem['pangkat']): string {
  if (!pangkat) return '-';
  return [pangkat.grade, pangkat.corporate_title].filter(Boolean).join(' | ') || pangkat.nama;
}

/** Up to two initials of a name, for the avatar fallback. */
export function initials(nama: string): string {
  const words = nama.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
