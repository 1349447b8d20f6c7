/**
 * Offices (spec /kantor/*): the list GET /api/general/kantor (paged, search, level/kelas/parent
 * filters, sort), its related lists (/x/level, kelas, attribute, modance, jenis), the tree, map,
 * parents, employees of an office, the modance report, create/edit and the xlsx export job.
 */
import { useAllows, useApi, usePagedList, useTransport, type PagedListState, type Transport } from '@portal/api-client';
import { POLICY, KANTOR_LEVELS_OFFERED } from '@portal/domain';
import type {
  JobQueuedAnswer,
  KantorInput,
  KantorMapPoint,
  KantorModanceReport,
  KantorModanceRow,
  KantorParentRow,
  KantorPegawaiRow,
  KantorRow,
  KantorSavedAnswer,
  KantorSetting,
  KantorTreeNode,
  OptionItem,
} from '@portal/contracts';

export type { KantorRow, KantorSetting };

export const KANTOR_PATH = '/general/kantor';
export const KANTOR_EXPORT_JOB = 'kantor.export';
/** OpenStreetMap, used when the server's portal config names no tile server. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** `{ id, nama }` of the option lists (offices, levels, classes, …). */
export type Option = OptionItem;

export type KantorSortKey = 'nama' | 'kode' | 'kantor_level_id' | 'class_name' | 'parent_name';

export interface KantorListQuery {
  page: number;
  per_page: number;
  search?: string;
  kantor_level_id?: number;
  kelas_id?: number;
  parent_id?: number;
  sortby?: KantorSortKey;
  sortbydesc?: KantorSortKey;
}

/** Empty values left out, so equal questions share one SWR cache entry. */
export function compactQuery<Q extends object>(q: Q): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : (value as number);
    if (out[key] === '') delete out[key];
  }
  return out;
}

export function useKantorList(query: KantorListQuery): PagedListState<KantorRow> {
  return usePagedList<KantorRow>(useTransport(), KANTOR_PATH, compactQuery(query));
}

function useList<T>(key: string, path: string, query?: Record<string, string | number>) {
  const transport = useTransport();
  return useApi<T[]>(
    [path, key, query ?? null],
    () => transport.request<{ data: T[] }>('GET', path, { query }).then((a) => a.data),
    { revalidateOnFocus: false },
  );
}

/** Offices offered in pickers: the server limits them to levels 1, 2, 3, 5, 6, 7, 8, 9. */
export function useKantorOptions(): Option[] {
  return useList<Option>('options', KANTOR_PATH, { event: 'options' }).data ?? [];
}
export const useKantorLevels = () => useList<Option>('level', `${KANTOR_PATH}/x/level`).data ?? [];
export const useKantorKelas = () => useList<Option>('kelas', `${KANTOR_PATH}/x/kelas`).data ?? [];
export const useKantorJenis = () => useList<Option>('jenis', `${KANTOR_PATH}/x/jenis`).data ?? [];
export const useKantorModances = () => useList<Option>('modance', `${KANTOR_PATH}/x/modance`).data ?? [];
export const useKantorTree = () => useList<KantorTreeNode>('tree', `${KANTOR_PATH}/x/tree`);
export const useKantorMaps = () => useList<KantorMapPoint>('maps', `${KANTOR_PATH}/x/maps`);
export const useKantorParents = (search?: string) =>
  useList<KantorParentRow>('parent', `${KANTOR_PATH}/x/parent`, compactQuery({ search }));

export function useKantorPegawai(
  kantorId: number | null,
  query: { page: number; per_page: number; search?: string },
): PagedListState<KantorPegawaiRow> {
  return usePagedList<KantorPegawaiRow>(
    useTransport(),
    kantorId ? `${KANTOR_PATH}/${kantorId}/x/pegawai` : null,
    compactQuery(query),
  );
}

export type ModanceReport = KantorModanceReport;

export function useModanceReport(query: { page: number; per_page: number; search?: string; modance_id?: number }) {
  return usePagedList<KantorModanceRow>(
    useTransport(),
    `${KANTOR_PATH}/x/modance`,
    compactQuery({ ...query, event: 'indexReportModanceKantor' }),
  ) as PagedListState<KantorModanceRow> & {
    data: ModanceReport | undefined;
  };
}

export function useKantorSetting(kantorId: number | null) {
  const transport = useTransport();
  return useApi<KantorSetting>(kantorId ? [KANTOR_PATH, kantorId, 'setting'] : null, () =>
    transport.request<{ data: KantorSetting }>('GET', `${KANTOR_PATH}/${kantorId}/x/setting`).then((a) => a.data),
  );
}

export function saveKantor(transport: Transport, id: number | null, input: KantorInput) {
  return id === null
    ? transport.request<KantorSavedAnswer>('POST', KANTOR_PATH, { body: input })
    : transport.request<KantorSavedAnswer>('PUT', `${KANTOR_PATH}/${id}`, { body: input });
}

export function startKantorExport(transport: Transport) {
  return transport.request<JobQueuedAnswer>('POST', `${KANTOR_PATH}/x/export`);
}

/** The caller may create and edit offices. */
export function useCanEditKantor(): boolean {
  return useAllows(POLICY.manageOffices);
}

/** The tile address from `/portal-config.json` (server MAP_TILE_URL); OpenStreetMap without one. */
export async function fetchMapTileUrl(fetcher: typeof fetch = fetch): Promise<string> {
  try {
    const response = await fetcher('/portal-config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_TILE_URL;
    const body = (await response.json()) as { mapTileUrl?: unknown };
    return typeof body.mapTileUrl === 'string' && body.mapTileUrl ? body.mapTileUrl : DEFAULT_TILE_URL;
  } catch {
    return DEFAULT_TILE_URL;
  }
}

export const LEVELS_OFFERED = KANTOR_LEVELS_OFFERED;
