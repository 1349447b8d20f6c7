/**
 * Salary deductions (spec section 7 /sdm/pegawai/x/potongan_gaji; packages/contracts/src/gaji.ts
 * lists every path with its policy). Amounts are decimal strings end to end: nothing here adds them.
 */
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  BatasUploadAnswer,
  BatasUploadInput,
  BatasUploadMutation,
  BelumUploadAnswer,
  DeductionErrorAnswer,
  DeductionExportAnswer,
  DeductionExportInput,
  DeductionHapusAnswer,
  DeductionHapusInput,
  DeductionJenisAnswer,
  DeductionLaporanAnswer,
  DeductionListAnswer,
  DeductionPivotAnswer,
  DeductionRow,
  DeductionUploadAnswer,
  DeductionUploadListAnswer,
  DeductionUploadRow,
  OwnDeductionAnswer,
  UploadStatus,
} from '@portal/contracts';

/** The API's paths, relative to the transport's /api base (contracts: DEDUCTION_PATHS.gaji). */
export const POTONGAN_PATH = '/sdm/pegawai/x/potongan_gaji';
export const potonganPath = (view: string) => `${POTONGAN_PATH}/x/${view}`;

/** Spec section 7 file names (contracts: GAJI_FILE_NAMES). */
export const FILE_NAMES = {
  pivot: 'potongan_gaji_pivot.xlsx',
  hasilUpload: 'potongan_gaji_hasil_upload.xlsx',
  template: 'template_potongan_gaji.xlsx',
} as const;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The page routes, for links between the deduction pages. */
export const POTONGAN_ROUTES = {
  index: '/gaji/potongan',
  upload: '/gaji/potongan/upload',
  error: '/gaji/potongan/error',
  uploadHasil: '/gaji/potongan/upload_hasil',
  pivot: '/gaji/potongan/pivot',
} as const;

export const UPLOAD_STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  proses: 'Diproses',
  berhasil: 'Berhasil',
  gagal: 'Gagal',
  dihapus: 'Dihapus',
  diganti: 'Diganti',
};

export const UPLOAD_STATUS_PALETTE: Readonly<Record<UploadStatus, string>> = {
  proses: 'blue',
  berhasil: 'green',
  gagal: 'red',
  dihapus: 'gray',
  diganti: 'orange',
};

export interface PotonganListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  tahun?: number;
  bulan?: number;
  kantor_id?: number;
}

/** Only what is set goes into the request (an empty filter is no filter). */
function clean(query: object): QueryParams {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;
}

/** GET {B}: the rows of the filter, and the server's sum over all of them (`total_jumlah`). */
export function usePotonganList(query: PotonganListQuery) {
  const list = usePagedList<DeductionRow>(useTransport(), POTONGAN_PATH, clean(query));
  return { ...list, data: list.data as DeductionListAnswer | undefined };
}

export function useJenisPotongan() {
  const transport = useTransport();
  return useApi<DeductionJenisAnswer>([potonganPath('jenis')], () => transport.request('GET', potonganPath('jenis')), {
    revalidateOnFocus: false,
  });
}

export interface MonthQuery {
  tahun?: number;
  bulan?: number;
  kantor_id?: number;
}

const ready = (q: MonthQuery) => q.tahun !== undefined && q.bulan !== undefined;

/** A month view (pivot, laporan, belum_upload …): asked for only once tahun and bulan are chosen. */
function useMonthView<T>(view: string, query: MonthQuery & Record<string, unknown>, needsKantor = false) {
  const transport = useTransport();
  const path = potonganPath(view);
  const params = clean(query);
  const key = ready(query) && (!needsKantor || query.kantor_id !== undefined) ? [path, params] : null;
  return useApi<T>(key, () => transport.request('GET', path, { query: params }));
}

export const useBatasUpload = (q: MonthQuery) =>
  useMonthView<BatasUploadAnswer>('batas_upload', { tahun: q.tahun, bulan: q.bulan });
export const useUploadError = (q: MonthQuery) => useMonthView<DeductionErrorAnswer>('error', { ...q }, true);
export const useLaporan = (q: MonthQuery) => useMonthView<DeductionLaporanAnswer>('laporan', { ...q });
export const useBelumUpload = (q: MonthQuery) =>
  useMonthView<BelumUploadAnswer>('belum_upload', { tahun: q.tahun, bulan: q.bulan });

export interface PagedMonthQuery extends MonthQuery {
  page: number;
  per_page: number;
  status?: UploadStatus;
  search?: string;
}

export function usePivot(query: PagedMonthQuery) {
  const list = usePagedList<DeductionPivotAnswer['data'][number]>(
    useTransport(),
    ready(query) ? potonganPath('pivot') : null,
    clean(query),
  );
  return { ...list, data: list.data as DeductionPivotAnswer | undefined };
}

export function useUploadHasil(query: PagedMonthQuery) {
  const list = usePagedList<DeductionUploadRow>(
    useTransport(),
    ready(query) ? potonganPath('upload_hasil') : null,
    clean(query),
  );
  return { ...list, data: list.data as DeductionUploadListAnswer | undefined };
}

export function useOwnPotongan(tahun: number | undefined) {
  const transport = useTransport();
  const path = potonganPath('pegawai');
  const query = clean({ tahun });
  return useApi<OwnDeductionAnswer>([path, query], () => transport.request('GET', path, { query }));
}

export function saveBatasUpload(transport: Transport, input: BatasUploadInput): Promise<BatasUploadMutation> {
  return transport.request('POST', potonganPath('batas_upload'), { body: input });
}

/** POST {B}/x/upload?kantor_id&tahun&bulan with the xlsx as the body; the job does the rest. */
export function uploadPotongan(
  transport: Transport,
  target: { kantor_id: number; tahun: number; bulan: number },
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<DeductionUploadAnswer> {
  return transport.request('POST', potonganPath('upload'), {
    query: { ...target },
    body: file,
    headers: { 'Content-Type': XLSX_TYPE },
    onUploadProgress: onProgress,
  });
}

export function hapusPotongan(transport: Transport, input: DeductionHapusInput): Promise<DeductionHapusAnswer> {
  return transport.request('POST', potonganPath('hapus'), { body: input });
}

export function exportPotongan(transport: Transport, input: DeductionExportInput): Promise<DeductionExportAnswer> {
  return transport.request('POST', potonganPath('export'), { body: input });
}

/** SWR keys of every deduction call: after a change (deadline, upload, hapus) they are read again. */
export function isPotonganKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(POTONGAN_PATH);
}
