/**
 * Employee exports (spec: /sdm/pegawai create event `export` queues an export; `export1` is the
 * second format of page /pegawai/export1): the request only queues a job; the job streams every
 * employee into an xlsx and stores it as the job's result. Both formats share this machinery and
 * differ only in their columns (PEGAWAI_EXPORT_FORMATS).
 */
import { DateTime } from 'luxon';
import { kantorDisplayNameWithParent } from '../../platform/domain.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { excelDate, exportFileName, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import type { PegawaiExportEvent } from '@portal/contracts';
import * as repo from './pegawai-export.repo.js';
import { formatRemainingUntilRetirement, RETIREMENT_AGE } from './pegawai-retirement.js';

export const PEGAWAI_EXPORT_JOB = 'pegawai.export';
export const PEGAWAI_EXPORT1_JOB = 'pegawai.export1';

export const PEGAWAI_EXPORT_MESSAGES = {
  created: 'Export data pegawai created, menunggu proses selesai.',
  reading: 'Membaca data pegawai',
  done: (rows: number) => `Export data pegawai selesai: ${rows.toLocaleString('id-ID')} pegawai`,
} as const;

/** Spec section 3: this npp is a placeholder and is never shown. */
export const NPP_PLACEHOLDER = '00000000';

/** An employee's NPP as the portal shows it: the placeholder of employees without one is never shown (spec §3). */
export function visibleNpp(npp: string | null): string | null {
  return npp === NPP_PLACEHOLDER ? null : npp;
}
const BATCH_ROWS = 2000;
const DATE_FORMAT = 'dd/mm/yyyy';

const GENDER: Record<string, string> = { L: 'Laki-laki', P: 'Perempuan' };

function kantorName(p: repo.PegawaiExportRow): string | null {
  return p.kantor === null
    ? null
    : kantorDisplayNameWithParent({
        nama: p.kantor,
        class_name: p.kantor_kelas,
        kantor_level_id: p.kantor_level_id,
        parent: p.kantor_parent === null ? null : { nama: p.kantor_parent, class_name: p.kantor_parent_kelas },
      });
}

export const PEGAWAI_EXPORT_COLUMNS: readonly XlsxColumn<repo.PegawaiExportRow>[] = [
  { header: 'No', width: 7, value: (_p, i) => i + 1 },
  { header: 'NPP', width: 11, value: (p) => visibleNpp(p.npp) },
  { header: 'Nama', width: 32, value: (p) => p.nama },
  { header: 'Jenis Kelamin', width: 13, value: (p) => (p.jenis_kelamin ? GENDER[p.jenis_kelamin] : null) },
  { header: 'Tanggal Lahir', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.tanggal_lahir) },
  { header: 'Umur', width: 7, value: (p) => p.umur },
  { header: 'Jabatan', width: 32, value: (p) => p.jabatan },
  { header: 'Level Jabatan', width: 18, value: (p) => p.jabatan_level },
  { header: 'Kantor', width: 40, value: kantorName },
  { header: 'Pangkat', width: 24, value: (p) => p.pangkat },
  { header: 'Grade', width: 7, value: (p) => p.grade },
  { header: 'Corporate Title', width: 22, value: (p) => p.corporate_title },
  { header: 'Label', width: 20, value: (p) => p.label },
  { header: 'Bidang Tugas', width: 24, value: (p) => p.bidangtugas },
  { header: 'Tanggal Pegawai Tetap', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.permanent_date) },
  { header: 'Masa Kerja (Tahun)', width: 10, value: (p) => p.masa_kerja },
  { header: 'Tanggal Pensiun', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.tanggal_pensiun) },
  { header: 'Email', width: 30, value: (p) => p.email },
  { header: 'No. HP', width: 15, value: (p) => p.phone },
  { header: 'Status', width: 12, value: (p) => (p.is_active ? 'Aktif' : 'Tidak Aktif') },
];

/**
 * Format 2 (/pegawai/export1): age, retirement and rank first, for retirement planning. "Today"
 * for the remaining time is the WIB calendar day the job runs.
 */
export function pegawaiExport1Columns(now: DateTime): readonly XlsxColumn<repo.PegawaiExportRow>[] {
  return [
    { header: 'No', width: 7, value: (_p, i) => i + 1 },
    { header: 'NPP', width: 11, value: (p) => visibleNpp(p.npp) },
    { header: 'Nama', width: 32, value: (p) => p.nama },
    { header: 'Tanggal Lahir', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.tanggal_lahir) },
    { header: 'Umur', width: 7, value: (p) => p.umur },
    { header: 'Tanggal Pensiun', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.tanggal_pensiun) },
    {
      header: 'Sisa Masa Kerja s.d. Pensiun',
      width: 26,
      value: (p) => (p.tanggal_lahir ? formatRemainingUntilRetirement(p.tanggal_lahir, now) : null),
    },
    { header: 'Pangkat', width: 24, value: (p) => p.pangkat },
    { header: 'Grade', width: 7, value: (p) => p.grade },
    { header: 'Corporate Title', width: 22, value: (p) => p.corporate_title },
    { header: 'Jabatan', width: 32, value: (p) => p.jabatan },
    { header: 'Level Jabatan', width: 18, value: (p) => p.jabatan_level },
    { header: 'Kantor', width: 40, value: kantorName },
    { header: 'Tanggal Pegawai Tetap', width: 13, numFmt: DATE_FORMAT, value: (p) => excelDate(p.permanent_date) },
    { header: 'Masa Kerja (Tahun)', width: 10, value: (p) => p.masa_kerja },
  ];
}

interface ExportFormat {
  job: string;
  sheetName: string;
  filePrefix: string;
  columns: (now: DateTime) => readonly XlsxColumn<repo.PegawaiExportRow>[];
}

export const PEGAWAI_EXPORT_FORMATS: Record<PegawaiExportEvent, ExportFormat> = {
  export: {
    job: PEGAWAI_EXPORT_JOB,
    sheetName: 'Data Pegawai',
    filePrefix: 'data-pegawai',
    columns: () => PEGAWAI_EXPORT_COLUMNS,
  },
  export1: {
    job: PEGAWAI_EXPORT1_JOB,
    sheetName: 'Umur dan Pensiun',
    filePrefix: 'data-pegawai-umur-pensiun',
    columns: pegawaiExport1Columns,
  },
};

export function exportFileKey(jobId: string): string {
  return `exports/pegawai/${jobId}.xlsx`;
}

/**
 * The job: one read-only REPEATABLE READ transaction gives a consistent snapshot across the
 * keyset batches; the xlsx streams straight into ctx.files.storage (which writes a temporary
 * file and renames it at the end), so an aborted attempt leaves no file and writes no rows. A retry simply starts again.
 */
export async function runPegawaiExport(
  ctx: AppContext,
  job: JobContext<Record<string, never>>,
  format: ExportFormat = PEGAWAI_EXPORT_FORMATS.export,
): Promise<JobOutcome> {
  const key = exportFileKey(job.jobId);
  const now = DateTime.now().setZone('Asia/Jakarta');
  const fileName = exportFileName(format.filePrefix, now);
  await job.reportProgress(0, PEGAWAI_EXPORT_MESSAGES.reading);
  const rows = await ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const total = await repo.countPegawai(trx);
      return storeXlsx(
        ctx.files.storage,
        key,
        repo.iteratePegawaiForExport(trx, BATCH_ROWS, RETIREMENT_AGE),
        format.columns(now),
        {
          sheetName: format.sheetName,
          signal: job.signal,
          progressEvery: BATCH_ROWS,
          // 99 at most: the job reaches 100 only once the file is stored.
          onProgress: (written) => job.reportProgress(Math.min(99, (written / Math.max(1, total)) * 100)),
        },
      );
    });
  return { resultLocation: key, result: { rows, file_name: fileName }, message: PEGAWAI_EXPORT_MESSAGES.done(rows) };
}

/** One job name per format, so each page lists (and de-duplicates) only its own exports. */
export function registerPegawaiExportJob(ctx: AppContext): void {
  for (const format of Object.values(PEGAWAI_EXPORT_FORMATS)) {
    ctx.jobs.register<Record<string, never>>({
      name: format.job,
      handler: (job) => runPegawaiExport(ctx, job, format),
      retryLimit: 2,
      retryDelaySeconds: 10,
      expireInSeconds: 30 * 60,
    });
  }
}

export class PegawaiExportService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Queues an export for the user, or hands back the one of theirs still queued or running
   * (double clicks must not start a second 20 000-row export). Audited with the job id.
   */
  async requestExport(
    event: PegawaiExportEvent,
    actor: Actor & { userId: number },
  ): Promise<{ message: string; data: { job_id: string } }> {
    const { job: name } = PEGAWAI_EXPORT_FORMATS[event];
    const jobId = await this.ctx.db.transaction().execute(async (trx) => {
      const job = await this.ctx.jobs.enqueueOnce(name, {}, { userId: actor.userId, db: trx });
      if (job.created)
        await recordAudit(trx, {
          ...actor,
          entity: 'pegawai_export',
          entityId: job.id,
          after: { job_id: job.id, format: event },
        });
      return job.id;
    });
    this.ctx.jobs.wake(name);
    return { message: PEGAWAI_EXPORT_MESSAGES.created, data: { job_id: jobId } };
  }
}
