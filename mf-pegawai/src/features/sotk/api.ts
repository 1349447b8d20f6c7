/**
 * SOTK (spec /sotk/*): GET /api/general/sotk by event (index_structure, index_diff,
 * index_diff_kantor, index_verifikasi_faktual), POST actions (storeVerifikasiFaktual and the two
 * reset jobs), bidang tugas options and the jabatanGroup / jabatanGroupStandard registers (64).
 */
import { useAllows, useApi, usePagedList, useTransport, type Transport } from '@portal/api-client';
import { POLICY } from '@portal/domain';
import type {
  JobQueuedAnswer,
  MessageAnswer,
  SotkDiffKantorAnswer,
  SotkDiffKantorRow,
  SotkDiffRow,
  SotkJabatanGroup,
  SotkJabatanGroupInput,
  SotkJabatanGroupStandard,
  SotkJabatanGroupStandardInput,
  SotkPostAnswer,
  SotkResetStructureInput,
  SotkResetVerifikasiInput,
  SotkSavedAnswer,
  SotkStructureRow,
  SotkVerifikasiAnswer,
  SotkVerifikasiInput,
  SotkVerifikasiRow,
} from '@portal/contracts';
import { compactQuery, type Option } from '../kantor/public';

export const SOTK_PATH = '/general/sotk';
export const GROUP_PATH = `${SOTK_PATH}/jabatanGroup`;
export const STANDARD_PATH = `${SOTK_PATH}/jabatanGroupStandard`;

export interface PageQuery {
  page: number;
  per_page: number;
  search?: string;
}

export function useSotkDiff(query: PageQuery) {
  return usePagedList<SotkDiffRow>(useTransport(), SOTK_PATH, compactQuery({ ...query, event: 'index_diff' }));
}

export function useSotkStructure(kantorId: number | null, query: PageQuery) {
  return usePagedList<SotkStructureRow>(
    useTransport(),
    kantorId ? SOTK_PATH : null,
    compactQuery({ ...query, kantor_id: kantorId ?? undefined, event: 'index_structure' }),
  );
}

export function useSotkDiffKantor(kantorId: number | null) {
  const transport = useTransport();
  return useApi<SotkDiffKantorRow[]>(kantorId ? [SOTK_PATH, 'index_diff_kantor', kantorId] : null, () =>
    transport
      .request<SotkDiffKantorAnswer>('GET', SOTK_PATH, {
        query: { event: 'index_diff_kantor', kantor_id: kantorId! },
      })
      .then((a) => a.data),
  );
}

export function useSotkVerifikasi(q: { kantorId: number | null; tahun: number; bulan: number }) {
  const transport = useTransport();
  return useApi<SotkVerifikasiRow[]>(
    q.kantorId ? [SOTK_PATH, 'index_verifikasi_faktual', q.kantorId, q.tahun, q.bulan] : null,
    () =>
      transport
        .request<SotkVerifikasiAnswer>('GET', SOTK_PATH, {
          query: { event: 'index_verifikasi_faktual', kantor_id: q.kantorId!, tahun: q.tahun, bulan: q.bulan },
        })
        .then((a) => a.data),
  );
}

/** storeVerifikasiFaktual answers the saved id; the two resets answer their job. */
export function postSotk(transport: Transport, body: SotkVerifikasiInput): Promise<SotkSavedAnswer>;
export function postSotk(
  transport: Transport,
  body: SotkResetStructureInput | SotkResetVerifikasiInput,
): Promise<JobQueuedAnswer>;
export function postSotk(
  transport: Transport,
  body: SotkVerifikasiInput | SotkResetStructureInput | SotkResetVerifikasiInput,
): Promise<SotkPostAnswer> {
  return transport.request<SotkPostAnswer>('POST', SOTK_PATH, { body });
}

export function useBidangTugas(): Option[] {
  const transport = useTransport();
  return (
    useApi<Option[]>(
      [SOTK_PATH, 'bidang_tugas'],
      () => transport.request<{ data: Option[] }>('GET', `${SOTK_PATH}/x/bidang_tugas`).then((a) => a.data),
      { revalidateOnFocus: false },
    ).data ?? []
  );
}

export function useJabatanOptions(search: string): Option[] {
  const transport = useTransport();
  const query = compactQuery({ search });
  return (
    useApi<Option[]>(
      [SOTK_PATH, 'jabatan', query],
      () => transport.request<{ data: Option[] }>('GET', `${SOTK_PATH}/x/jabatan`, { query }).then((a) => a.data),
      { revalidateOnFocus: false },
    ).data ?? []
  );
}

export const useJabatanGroups = (query: PageQuery) =>
  usePagedList<SotkJabatanGroup>(useTransport(), GROUP_PATH, compactQuery(query));
export const useJabatanGroupStandards = (query: PageQuery & { jabatan_group_id?: number; kantor_level_id?: number }) =>
  usePagedList<SotkJabatanGroupStandard>(useTransport(), STANDARD_PATH, compactQuery(query));

export function saveRegister(
  transport: Transport,
  path: string,
  id: number | null,
  body: SotkJabatanGroupInput | SotkJabatanGroupStandardInput,
) {
  return transport.request<SotkSavedAnswer>(id === null ? 'POST' : 'PUT', id === null ? path : `${path}/${id}`, {
    body,
  });
}

export function deleteRegister(transport: Transport, path: string, id: number) {
  return transport.request<MessageAnswer>('DELETE', `${path}/${id}`);
}

/** The caller may verify and reset. */
export function useCanWriteSotk(): boolean {
  return useAllows(POLICY.manageSotk);
}

/** Year and month of today in Jakarta: the verification page's default period. */
export function currentPeriod(now: Date = new Date()): { tahun: number; bulan: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  return {
    tahun: Number(parts.find((p) => p.type === 'year')?.value),
    bulan: Number(parts.find((p) => p.type === 'month')?.value),
  };
}
