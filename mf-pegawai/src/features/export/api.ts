/**
 * The employee export (spec: /pegawai/export; POST /api/sdm/pegawai `event: 'export'`, roles 57 not 8):
 * starting it, the caller's export jobs (GET /api/general/jobs?name=pegawai.export) and the xlsx of
 * a finished one (GET /api/general/jobs/{id}/result).
 */
import {
  downloadJobResult,
  getJob,
  usePagedList,
  useTransport,
  type Job,
  type PagedListState,
  type Transport,
} from '@portal/api-client';
import type { PegawaiExportEvent } from '@portal/contracts';

export const PEGAWAI_PATH = '/sdm/pegawai';
export const JOBS_PATH = '/general/jobs';
/** The server's job names (packages/server pegawai-export.service.ts). */
export const PEGAWAI_EXPORT_JOB = 'pegawai.export';
export const PEGAWAI_EXPORT1_JOB = 'pegawai.export1';

/** The two formats (spec /pegawai/export and /pegawai/export1): one create event and one job name each. */
export const EXPORT_FORMATS = {
  export: {
    event: 'export',
    job: PEGAWAI_EXPORT_JOB,
    title: 'Ekspor Data Pegawai',
    fileLabel: 'Data pegawai (.xlsx)',
    description:
      'Membuat file Excel (.xlsx) berisi seluruh data pegawai: NPP, nama, jenis kelamin, tanggal lahir dan umur, jabatan, ' +
      'kantor, pangkat, grade dan corporate title, tanggal pegawai tetap dan masa kerja, tanggal pensiun, email, nomor HP serta status aktif.',
  },
  export1: {
    event: 'export1',
    job: PEGAWAI_EXPORT1_JOB,
    title: 'Ekspor Umur & Pensiun Pegawai',
    fileLabel: 'Umur dan pensiun pegawai (.xlsx)',
    description:
      'Membuat file Excel (.xlsx) format kedua untuk perencanaan pensiun: NPP, nama, tanggal lahir, umur, tanggal pensiun ' +
      '(tanggal lahir + 56 tahun), sisa masa kerja sampai pensiun atau "Lewat umur pensiun", pangkat, grade dan corporate title, ' +
      'jabatan, level jabatan, kantor, tanggal pegawai tetap dan masa kerja.',
  },
} as const satisfies Record<PegawaiExportEvent, unknown>;

export type ExportFormat = (typeof EXPORT_FORMATS)[PegawaiExportEvent];

export const EXPORT_TEXTS = {
  /** Spec section 8; the server answers it, this is the fallback. */
  created: 'Export data pegawai created, menunggu proses selesai.',
  done: 'Export data pegawai selesai',
  failed: 'Export data pegawai gagal',
  doneTitle: 'Proses selesai',
  failedTitle: 'Proses gagal',
} as const;

/** `result` of a finished export job. */
export interface PegawaiExportResult {
  rows: number;
  file_name: string;
}

export type PegawaiExportJob = Job<PegawaiExportResult>;

export interface StartExportAnswer {
  message: string;
  data: { job_id: string };
}

/** Queues the export; a second click while one is queued or running answers that job again. */
export function startPegawaiExport(
  transport: Transport,
  event: PegawaiExportEvent = 'export',
): Promise<StartExportAnswer> {
  return transport.request<StartExportAnswer>('POST', PEGAWAI_PATH, { body: { event } });
}

export interface ExportJobsQuery {
  page: number;
  per_page: number;
}

export function exportJobsQuery({ page, per_page }: ExportJobsQuery, job: string = PEGAWAI_EXPORT_JOB) {
  return { name: job, page, per_page };
}

/** The caller's own export jobs of one format, newest first (server-paged). */
export function usePegawaiExportJobs(
  query: ExportJobsQuery,
  job: string = PEGAWAI_EXPORT_JOB,
): PagedListState<PegawaiExportJob> {
  const transport = useTransport();
  return usePagedList<PegawaiExportJob>(transport, JOBS_PATH, exportJobsQuery(query, job));
}

function knowsFileName(job: Job): boolean {
  const name = (job.result as { file_name?: unknown } | null)?.file_name;
  return typeof name === 'string' && name !== '';
}

/**
 * The xlsx of a finished export, with the name to save it under. A job known only from a push
 * event has no file name yet: it is read once from the job API first.
 */
export async function downloadPegawaiExport(
  transport: Transport,
  job: Job | string,
): Promise<{ blob: Blob; fileName: string }> {
  const full =
    typeof job === 'string' || !knowsFileName(job)
      ? await getJob(transport, typeof job === 'string' ? job : job.id)
      : job;
  return downloadJobResult(transport, full);
}
