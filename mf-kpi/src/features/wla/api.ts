/**
 * Workload analysis (spec section 7 /sdm/wla*; packages/contracts/src/wla.ts lists every path with
 * its policy). FTE, gap and minutes are decimal strings computed by the server: nothing here does
 * arithmetic on them, the status comes from the server and the badge re-derives it from the gap
 * with @portal/domain's workloadStatus.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type {
  BulkImportResult,
  JobQueuedAnswer,
  WlaActivity,
  WlaActivityInput,
  WlaActivityMutation,
  WlaConfigAnswer,
  WlaConfigInput,
  WlaConfigMutation,
  WlaExportBody,
  WlaJabatanRow,
  WlaKantorRow,
  WlaPeriode,
  WlaResult,
} from '@portal/contracts';

export const WLA_PATH = '/sdm/wla';
export const wlaPath = (view: string) => `${WLA_PATH}/x/${view}`;
export const ACTIVITIES_PATH = wlaPath('activities');

/** Spec section 8, kept as written. */
export const WLA_RESET_MESSAGE = 'WLA Pegawai Jabatan Reset on Prosess';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEMPLATE_FILE_NAME = 'template_wla_aktivitas.xlsx';

/** The page routes, for links between the WLA pages. */
export const WLA_ROUTES = {
  index: '/pegawai/wla',
  show: (jabatanId: number, kantorId: number) => `/pegawai/wla/${jabatanId}-${kantorId}`,
  activities: '/pegawai/wla/activities',
  kantor: '/pegawai/wla/kantor',
  pegawaiJabatan: '/pegawai/wla/pegawaiJabatan',
  export: '/pegawai/wla/export',
} as const;

/** `:id` of the detail page: "{jabatan_id}-{kantor_id}" (a result has no id of its own). */
export function parseResultId(id: string | undefined): { jabatanId: number; kantorId: number } | null {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(id ?? '');
  if (!match) return null;
  return { jabatanId: Number(match[1]), kantorId: Number(match[2]) };
}

export const WLA_STATUS_OPTIONS = [
  { id: 'Fit', nama: 'Fit' },
  { id: 'Under Load', nama: 'Under Load' },
  { id: 'Over Load', nama: 'Over Load' },
] as const;

export const PERIODE_OPTIONS: readonly { id: WlaPeriode; nama: string }[] = [
  { id: 'hari', nama: 'per hari' },
  { id: 'minggu', nama: 'per minggu' },
  { id: 'bulan', nama: 'per bulan' },
  { id: 'tahun', nama: 'per tahun' },
];

/** Only what is set goes into the request (an empty filter is no filter). */
export function clean(query: object): QueryParams {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;
}

export interface ResultQuery {
  page: number;
  per_page: number;
  search?: string;
  kantor_id?: number;
  jabatan_id?: number;
  status?: string;
}

/** GET /sdm/wla: results per position × office. */
export function useWlaResults(query: ResultQuery | null) {
  return usePagedList<WlaResult>(useTransport(), query ? WLA_PATH : null, query ? clean(query) : {});
}

export function useWlaKantor(query: { page: number; per_page: number; search?: string }) {
  return usePagedList<WlaKantorRow>(useTransport(), wlaPath('kantor'), clean(query));
}

export function useWlaJabatan(query: { page: number; per_page: number; search?: string }) {
  return usePagedList<WlaJabatanRow>(useTransport(), wlaPath('pegawai_jabatan'), clean(query));
}

export interface ActivityQuery {
  page: number;
  per_page: number;
  search?: string;
  jabatan_id?: number;
}

export function useActivities(query: ActivityQuery | null) {
  return usePagedList<WlaActivity>(useTransport(), query ? ACTIVITIES_PATH : null, query ? clean(query) : {});
}

export function useWlaConfig() {
  const transport = useTransport();
  return useApi<WlaConfigAnswer>([wlaPath('config')], () =>
    transport.request<WlaConfigAnswer>('GET', wlaPath('config')),
  );
}

export const saveConfig = (transport: Transport, input: WlaConfigInput) =>
  transport.request<WlaConfigMutation>('PUT', wlaPath('config'), { body: input });

export const createActivity = (transport: Transport, input: WlaActivityInput) =>
  transport.request<WlaActivityMutation>('POST', ACTIVITIES_PATH, { body: input });

export const updateActivity = (transport: Transport, id: number, input: WlaActivityInput) =>
  transport.request<WlaActivityMutation>('PUT', `${ACTIVITIES_PATH}/${id}`, { body: input });

export const deleteActivity = (transport: Transport, id: number) =>
  transport.request<{ message: string }>('DELETE', `${ACTIVITIES_PATH}/${id}`);

/** POST /sdm/wla/x/pegawai_jabatan action updateReset: recomputes every result in a job. */
export const resetWla = (transport: Transport, jabatanId?: number) =>
  transport.request<JobQueuedAnswer>('POST', wlaPath('pegawai_jabatan'), {
    body: { action: 'updateReset', ...(jabatanId ? { jabatan_id: jabatanId } : {}) },
  });

/** The activities' xlsx (event store_excel): all rows or none, checked in a job. */
export const uploadActivities = (transport: Transport, file: Blob, onProgress: (percent: number) => void) =>
  transport.request<JobQueuedAnswer>('POST', `${ACTIVITIES_PATH}/x/upload`, {
    query: { event: 'store_excel' },
    body: file,
    headers: { 'Content-Type': XLSX_TYPE },
    onUploadProgress: onProgress,
  });

export type WlaExportEvent = WlaExportBody['event'];
export const exportWla = (transport: Transport, event: WlaExportEvent) =>
  transport.request<JobQueuedAnswer>('POST', wlaPath('export'), { body: { event } });

/** The import job's result (the shared importer's BulkImportResult): rows written, or which row and column, and why. */
export function importReportOf(result: unknown): BulkImportResult | null {
  const r = result as Partial<BulkImportResult> | null | undefined;
  return r && typeof r.imported === 'number' && Array.isArray(r.errors) ? (r as BulkImportResult) : null;
}

// ---- forms ----------------------------------------------------------------------------------------

/** A non-negative number with at most 2 decimals, as typed ("12", "12.5"; a comma is taken as the point). */
const DECIMAL = /^\d{1,9}([.,]\d{1,2})?$/;
const decimalField = (label: string, max: number) =>
  yup
    .string()
    .trim()
    .required(`${label} wajib diisi`)
    .matches(DECIMAL, `${label} harus angka, paling banyak 2 desimal`)
    .test(
      'max',
      `${label} paling besar ${max.toLocaleString('id-ID')}`,
      (v) => !v || Number(v.replace(',', '.')) <= max,
    );

export interface ActivityFormValues {
  jabatan_id: number | null;
  nama: string;
  frekuensi: string;
  periode: WlaPeriode | '';
  menit: string;
}

export const activityFormSchema: yup.ObjectSchema<ActivityFormValues> = yup.object({
  jabatan_id: yup.number().nullable().defined().required('Jabatan wajib dipilih'),
  nama: yup.string().trim().required('Nama aktivitas wajib diisi').max(255, 'Nama aktivitas paling panjang 255 huruf'),
  frekuensi: decimalField('Frekuensi', 1_000_000),
  periode: yup
    .mixed<WlaPeriode | ''>()
    .oneOf(['hari', 'minggu', 'bulan', 'tahun'], 'Periode wajib dipilih')
    .required('Periode wajib dipilih'),
  menit: decimalField('Waktu standar', 100_000),
});

/** The form's values as the API takes them (decimal text with a point). */
export function activityInputOf(values: ActivityFormValues): WlaActivityInput {
  return {
    jabatan_id: Number(values.jabatan_id),
    nama: values.nama.trim(),
    frekuensi: values.frekuensi.trim().replace(',', '.'),
    periode: values.periode as WlaPeriode,
    menit: values.menit.trim().replace(',', '.'),
  };
}

export interface ConfigFormValues {
  hari_efektif: string;
  jam_efektif: string;
}

export const configFormSchema: yup.ObjectSchema<ConfigFormValues> = yup.object({
  hari_efektif: yup
    .string()
    .trim()
    .required('Hari efektif wajib diisi')
    .matches(/^\d{1,3}$/, 'Hari efektif harus bilangan bulat')
    .test('range', 'Hari efektif antara 1 dan 366', (v) => !v || (Number(v) >= 1 && Number(v) <= 366)),
  jam_efektif: yup
    .string()
    .trim()
    .required('Jam efektif wajib diisi')
    .matches(/^\d{1,2}([.,]\d{1,2})?$/, 'Jam efektif harus angka, paling banyak 2 desimal')
    .test('range', 'Jam efektif lebih dari 0 dan paling banyak 24', (v) => {
      const n = Number((v ?? '').replace(',', '.'));
      return !v || (n > 0 && n <= 24);
    }),
});
