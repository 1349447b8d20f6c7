/**
 * Funds targets of contract staff (spec section 7 /sdm/pegawai/link/target/dana; the contract
 * packages/contracts/src/target-dana.ts lists every event with its policy). Amounts stay decimal
 * strings; the actions answer the changed rows, which replace the shown ones.
 */
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import { portalToday } from '@portal/domain';
import type {
  JobQueuedAnswer,
  TargetDanaListAnswer,
  TargetDanaMutation,
  TargetDanaPivotAnswer,
  TargetDanaRow,
  TargetDanaTypeAnswer,
  TargetDanaUpload,
  TargetDanaUploadAnswer,
} from '@portal/contracts';
import type { TargetDanaBelumUploadRow, TargetDanaCekTargetRow, TargetDanaSaldoRow } from './types';

export const TARGET_DANA_PATH = '/sdm/pegawai/link/target/dana';
export const TYPE_PATH = `${TARGET_DANA_PATH}/x/type`;
export const NOMINAL_PATH = `${TARGET_DANA_PATH}/x/nominal`;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEMPLATE_FILE_NAME = 'template_target_dana.xlsx';

/** Spec section 8, kept as written (the server answers the same texts). */
export const TARGET_DANA_TEXTS = {
  uploaded: 'Upload File Target Berhasil',
  fraud: 'Set Rekening Fraud Berhasil',
} as const;

export const TARGET_ROUTES = {
  index: '/penilaian/target_pegawai_kontrak',
  belumUpload: '/penilaian/target_pegawai_kontrak/belum_upload',
  register: '/penilaian/target_pegawai_kontrak/register',
  cekSaldo: '/penilaian/target_pegawai_kontrak/cek_saldo',
  cekTarget: '/penilaian/target_pegawai_kontrak/cek_target',
  export: '/penilaian/target_pegawai_kontrak/export',
} as const;

export const STATUS_PALETTE: Readonly<Record<string, string>> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
};

export const STATUS_OPTIONS = [
  { id: 0, nama: 'Menunggu' },
  { id: 1, nama: 'Approved' },
  { id: 2, nama: 'Rejected' },
] as const;

/** This month in the portal's zone, the default period of every list. */
export function currentPeriod(): { tahun: number; bulan: number } {
  const [tahun, bulan] = portalToday().split('-').map(Number);
  return { tahun, bulan };
}

export function clean(query: object): QueryParams {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;
}

export interface TargetQuery {
  page: number;
  per_page: number;
  search?: string;
  tahun?: number;
  bulan?: number;
  kantor_id?: number;
  type_id?: number;
  status_id?: number;
}

/** GET B?event=index: the targets of a period with the server's sum over all of them. */
export function useTargets(query: TargetQuery) {
  const list = usePagedList<TargetDanaRow>(useTransport(), TARGET_DANA_PATH, clean({ event: 'index', ...query }));
  return { ...list, data: list.data as TargetDanaListAnswer | undefined };
}

export function usePivot(tahun: number) {
  const transport = useTransport();
  const query = { event: 'index_pivot', tahun };
  return useApi<TargetDanaPivotAnswer>([TARGET_DANA_PATH, query], () =>
    transport.request('GET', TARGET_DANA_PATH, { query }),
  );
}

export function useBelumUpload(query: TargetQuery) {
  return usePagedList<TargetDanaBelumUploadRow>(
    useTransport(),
    TARGET_DANA_PATH,
    clean({ event: 'index_belum_upload', ...query }),
  );
}

export function useCekSaldo(query: TargetQuery) {
  return usePagedList<TargetDanaSaldoRow>(
    useTransport(),
    TARGET_DANA_PATH,
    clean({ event: 'index_cek_saldo', ...query }),
  );
}

export function useCekTarget(query: TargetQuery) {
  return usePagedList<TargetDanaCekTargetRow>(
    useTransport(),
    TARGET_DANA_PATH,
    clean({ event: 'index_cek_target', ...query }),
  );
}

export function useTargetTypes() {
  const transport = useTransport();
  const { data } = useApi<TargetDanaTypeAnswer>([TYPE_PATH], () => transport.request('GET', TYPE_PATH), {
    revalidateOnFocus: false,
  });
  return (data?.data ?? []).filter((t) => !t.is_disabled);
}

export function useUploads(query: { page: number; per_page: number; tahun?: number }) {
  return usePagedList<TargetDanaUpload>(useTransport(), NOMINAL_PATH, clean(query));
}

// ---- actions ----------------------------------------------------------------------------------------

export const approveTargets = (transport: Transport, ids: number[]) =>
  transport.request<TargetDanaMutation>('POST', TARGET_DANA_PATH, { body: { event: 'store_approval_massal', ids } });

export const disapproveTarget = (transport: Transport, id: number) =>
  transport.request<TargetDanaMutation>('POST', TARGET_DANA_PATH, { body: { event: 'store_disapproval', id } });

export const rejectTarget = (transport: Transport, id: number) =>
  transport.request<TargetDanaMutation>('POST', TARGET_DANA_PATH, { body: { event: 'store_reject', id } });

export const markFraud = (transport: Transport, id: number) =>
  transport.request<TargetDanaMutation>('POST', TARGET_DANA_PATH, { body: { action: 'store_fraud', id } });

export const uploadTargets = (
  transport: Transport,
  target: { tahun: number; bulan: number; type_id: number },
  file: Blob,
  onProgress: (percent: number) => void,
) =>
  transport.request<TargetDanaUploadAnswer>('POST', NOMINAL_PATH, {
    query: { event: 'store_upload', ...target },
    body: file,
    headers: { 'Content-Type': XLSX_TYPE },
    onUploadProgress: onProgress,
  });

export const exportTargets = (transport: Transport) =>
  transport.request<JobQueuedAnswer>('POST', `${TARGET_DANA_PATH}/x/export`, {
    body: {},
  });

/** The shown rows with the server's answer in place of the rows it changed (spec section 4). */
export function replaceRows<T extends { id: number }>(rows: T[], changed: T[]): T[] {
  const byId = new Map(changed.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id) ?? r);
}
