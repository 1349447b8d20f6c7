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
  DeductionKantorAnswer,
  DeductionKind,
  DeductionLaporanAnswer,
  DeductionListAnswer,
  DeductionPivotAnswer,
  DeductionRow,
  DeductionUploadAnswer,
  DeductionUploadListAnswer,
  DeductionUploadRow,
  OwnDeductionAnswer,
  ServiceJobAnswer,
  ServiceJobInput,
  UploadStatus,
} from '@portal/contracts';

export type { DeductionKind };

/**
 * The API's bases, relative to the transport's /api base (contracts: DEDUCTION_PATHS): salary
 * deductions and service deductions answer the same views under their own base.
 */
export const DEDUCTION_BASES: Readonly<Record<DeductionKind, string>> = {
  gaji: '/sdm/pegawai/x/potongan_gaji',
  service: '/sdm/pegawai/x/service',
};
export const POTONGAN_PATH = DEDUCTION_BASES.gaji;
/** POST here runs the service job of a month ('Job executed'). */
export const SERVICE_JOB_PATH = DEDUCTION_BASES.service;
export const deductionPath = (kind: DeductionKind, view: string) => `${DEDUCTION_BASES[kind]}/x/${view}`;
export const potonganPath = (view: string) => deductionPath('gaji', view);

/** The "Jenis potongan" switch: salary deductions (uploaded) or service deductions (made by the job). */
export const DEDUCTION_KIND_OPTIONS: readonly { kind: DeductionKind; label: string }[] = [
  { kind: 'gaji', label: 'Gaji' },
  { kind: 'service', label: 'Service' },
];

/** The kind a page shows from its address (`?kind=service`); anything else is the default, gaji. */
export const kindOf = (value: string | undefined): DeductionKind => (value === 'service' ? 'service' : 'gaji');

/** 'potongan gaji' / 'potongan service', for texts. */
export const kindNoun = (kind: DeductionKind) => `potongan ${kind === 'service' ? 'service' : 'gaji'}`;

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
  /** The deduction kind of the page's switch: picks the API base, never sent as a parameter. */
  kind?: string;
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  tahun?: number;
  bulan?: number;
  kantor_id?: number;
}

/**
 * Only what is set goes into the request (an empty filter is no filter); `kind` chose the base
 * path and is not a parameter of any deduction endpoint.
 */
function clean(query: object): QueryParams {
  return Object.fromEntries(
    Object.entries(query).filter(([k, v]) => k !== 'kind' && v !== undefined && v !== null && v !== ''),
  ) as QueryParams;
}

/** GET {B}: the rows of the filter, and the server's sum over all of them (`total_jumlah`). */
export function usePotonganList(query: PotonganListQuery, kind: DeductionKind = 'gaji') {
  const list = usePagedList<DeductionRow>(useTransport(), DEDUCTION_BASES[kind], clean(query));
  return { ...list, data: list.data as DeductionListAnswer | undefined };
}

export function useJenisPotongan(kind: DeductionKind = 'gaji') {
  const transport = useTransport();
  const path = deductionPath(kind, 'jenis');
  return useApi<DeductionJenisAnswer>([path], () => transport.request('GET', path), {
    revalidateOnFocus: false,
  });
}

/** GET {B}/x/kantor: the offices taking part in deductions, by name (salary admins and report readers). */
export function useDeductionKantor(kind: DeductionKind = 'gaji') {
  const transport = useTransport();
  const path = deductionPath(kind, 'kantor');
  return useApi<DeductionKantorAnswer>([path], () => transport.request('GET', path), {
    revalidateOnFocus: false,
  });
}

export interface MonthQuery {
  /** The deduction kind of the page's switch (see PotonganListQuery.kind). */
  kind?: string;
  tahun?: number;
  bulan?: number;
  kantor_id?: number;
}

const ready = (q: MonthQuery) => q.tahun !== undefined && q.bulan !== undefined;

/** A month view (pivot, laporan, belum_upload …): asked for only once tahun and bulan are chosen. */
function useMonthView<T>(
  kind: DeductionKind,
  view: string,
  query: MonthQuery & Record<string, unknown>,
  needsKantor = false,
) {
  const transport = useTransport();
  const path = deductionPath(kind, view);
  const params = clean(query);
  const key = ready(query) && (!needsKantor || query.kantor_id !== undefined) ? [path, params] : null;
  return useApi<T>(key, () => transport.request('GET', path, { query: params }));
}

export const useBatasUpload = (q: MonthQuery, kind: DeductionKind = 'gaji') =>
  useMonthView<BatasUploadAnswer>(kind, 'batas_upload', { tahun: q.tahun, bulan: q.bulan });
export const useUploadError = (q: MonthQuery, kind: DeductionKind = 'gaji') =>
  useMonthView<DeductionErrorAnswer>(kind, 'error', { ...q }, true);
export const useLaporan = (q: MonthQuery, kind: DeductionKind = 'gaji') =>
  useMonthView<DeductionLaporanAnswer>(kind, 'laporan', { ...q });
export const useBelumUpload = (q: MonthQuery, kind: DeductionKind = 'gaji') =>
  useMonthView<BelumUploadAnswer>(kind, 'belum_upload', { tahun: q.tahun, bulan: q.bulan });

export interface PagedMonthQuery extends MonthQuery {
  page: number;
  per_page: number;
  status?: UploadStatus;
  search?: string;
}

export function usePivot(query: PagedMonthQuery, kind: DeductionKind = 'gaji') {
  const list = usePagedList<DeductionPivotAnswer['data'][number]>(
    useTransport(),
    ready(query) ? deductionPath(kind, 'pivot') : null,
    clean(query),
  );
  return { ...list, data: list.data as DeductionPivotAnswer | undefined };
}

export function useUploadHasil(query: PagedMonthQuery, kind: DeductionKind = 'gaji') {
  const list = usePagedList<DeductionUploadRow>(
    useTransport(),
    ready(query) ? deductionPath(kind, 'upload_hasil') : null,
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

export function saveBatasUpload(
  transport: Transport,
  input: BatasUploadInput,
  kind: DeductionKind = 'gaji',
): Promise<BatasUploadMutation> {
  return transport.request('POST', deductionPath(kind, 'batas_upload'), { body: input });
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

export function hapusPotongan(
  transport: Transport,
  input: DeductionHapusInput,
  kind: DeductionKind = 'gaji',
): Promise<DeductionHapusAnswer> {
  return transport.request('POST', deductionPath(kind, 'hapus'), { body: input });
}

/**
 * POST /sdm/pegawai/x/service: the service job of a month carries the previous month's service
 * deductions forward for every office that has none yet ('Job executed' + the job to follow).
 */
export function runServiceJob(transport: Transport, input: ServiceJobInput): Promise<ServiceJobAnswer> {
  return transport.request('POST', SERVICE_JOB_PATH, { body: input });
}

export function exportPotongan(transport: Transport, input: DeductionExportInput): Promise<DeductionExportAnswer> {
  return transport.request('POST', potonganPath('export'), { body: input });
}

/** SWR keys of every deduction call (both kinds): after a change (deadline, upload, hapus, job) they are read again. */
export function isPotonganKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : undefined;
  return typeof first === 'string' && Object.values(DEDUCTION_BASES).some((base) => first.startsWith(base));
}
