/**
 * The family register (spec section 7 /sdm/pegawai/x/family): every employee's family members, one
 * member, how many members use each master entry (the master pages) and the export. The CV writes
 * the members; this feature only reads them.
 */
import {
  generalListPath,
  useApi,
  usePagedList,
  useShow,
  useTransport,
  type GeneralListSource,
  type QueryParams,
  type Transport,
} from '@portal/api-client';
import type {
  FamilyCountBy,
  GeneralListAnswer,
  GeneralListItem,
  FamilyRegisterRow,
  FamilyShowAnswer,
  JobQueuedAnswer,
  RegisterCountAnswer,
} from '@portal/contracts';

export const FAMILY_PATH = '/sdm/pegawai/x/family';

export interface FamilyListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  hubungan?: string;
  status?: string;
  tahun?: number;
}

export function useFamilyList(query: FamilyListQuery) {
  return usePagedList<FamilyRegisterRow>(useTransport(), FAMILY_PATH, query as unknown as QueryParams);
}

export function useFamilyMember(id: number | null) {
  return useShow<FamilyShowAnswer>(useTransport(), FAMILY_PATH, id);
}

/** Records per stored value of a register's column ('/x/count?by='), for a master page. */
export function useRegisterCount(path: string, by: string) {
  const transport = useTransport();
  const countPath = `${path}/x/count`;
  return useApi<RegisterCountAnswer>([countPath, by], () => transport.request('GET', countPath, { query: { by } }));
}

/**
 * A general list for a master page: unlike a form's select (useGeneralList, [] on failure), the page
 * tells loading from failure. Same cache entry as the selects', so a list is fetched once.
 */
export function useMasterList(name: GeneralListSource) {
  const transport = useTransport();
  return useApi<GeneralListItem[]>(
    ['general-list', name],
    async () => (await transport.request<GeneralListAnswer>('GET', generalListPath(name))).data,
    { revalidateOnFocus: false },
  );
}

export function useFamilyCount(by: FamilyCountBy) {
  return useRegisterCount(FAMILY_PATH, by);
}

export const startFamilyExport = (transport: Transport) =>
  transport.request<JobQueuedAnswer>('POST', `${FAMILY_PATH}/x/export`);
