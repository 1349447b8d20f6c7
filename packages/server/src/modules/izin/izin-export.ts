/**
 * Izin export (/pegawai/izin/export; roles 1, 57, 59, 58, 4): the request queues a job; the job
 * writes every izin of the year (or all) into an xlsx stored as the job's result, followed in the
 * browser like the employee export.
 */
import { domain } from '../../platform/domain.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { excelDate, exportFileName, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import * as repo from './izin.repo.js';

const { APPROVAL_STATUS_LABELS, leaveTypeLabel } = domain;

export const IZIN_EXPORT_JOB = 'izin.export';
export const IZIN_EXPORT_MESSAGES = {
  created: 'Export izin created, menunggu proses selesai.',
  done: (rows: number) => `Export izin selesai: ${rows.toLocaleString('id-ID')} izin`,
} as const;

const DATE_FORMAT = 'dd/mm/yyyy';

interface ExportData {
  tahun?: number;
}

export const IZIN_EXPORT_COLUMNS: readonly XlsxColumn<repo.IzinDbRow>[] = [
  { header: 'No', width: 7, value: (_r, i) => i + 1 },
  { header: 'NPP', width: 11, value: (r) => r.pegawai_npp },
  { header: 'Nama', width: 32, value: (r) => r.pegawai_nama },
  { header: 'Kantor', width: 32, value: (r) => r.kantor_nama },
  { header: 'Jenis', width: 28, value: (r) => leaveTypeLabel(r.jenis_id) ?? String(r.jenis_id) },
  { header: 'Tanggal Mulai', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.tanggal_mulai) },
  { header: 'Tanggal Selesai', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.tanggal_selesai) },
  { header: 'Hari Kerja', width: 10, value: (r) => r.hari },
  { header: 'Alasan', width: 40, value: (r) => r.alasan },
  { header: 'Status', width: 22, value: (r) => APPROVAL_STATUS_LABELS[r.status] },
];

export const izinExportKey = (jobId: string) => `exports/izin/${jobId}.xlsx`;

async function runIzinExport(ctx: AppContext, job: JobContext<ExportData>): Promise<JobOutcome> {
  const key = izinExportKey(job.jobId);
  const fileName = exportFileName(`data-izin${job.data.tahun ? `-${job.data.tahun}` : ''}`);
  await job.reportProgress(0, 'Membaca data izin');
  // Leave rows of a year are tens of thousands at most: read at once, then stream the sheet.
  const rows = await repo.allIzin(ctx.db, { userId: 0, seeAll: true, tahun: job.data.tahun });
  await job.reportProgress(50, 'Menulis file Excel');
  const count = await storeXlsx(ctx.files.storage, key, rows, IZIN_EXPORT_COLUMNS, {
    sheetName: 'Data Izin',
    signal: job.signal,
  });
  return {
    resultLocation: key,
    result: { rows: count, file_name: fileName },
    message: IZIN_EXPORT_MESSAGES.done(count),
  };
}

export function registerIzinExportJob(ctx: AppContext): void {
  ctx.jobs.register<ExportData>({
    name: IZIN_EXPORT_JOB,
    handler: (job) => runIzinExport(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 10,
  });
}

/** Queues the export, or hands back the caller's one still queued or running. */
export async function requestIzinExport(ctx: AppContext, actor: Actor & { userId: number }, tahun: number | undefined) {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const job = await ctx.jobs.enqueueOnce(IZIN_EXPORT_JOB, tahun === undefined ? {} : { tahun }, {
      userId: actor.userId,
      db: trx,
    });
    if (job.created)
      await recordAudit(trx, {
        ...actor,
        entity: 'izin_export',
        entityId: job.id,
        after: { job_id: job.id, tahun: tahun ?? null },
      });
    return job.id;
  });
  ctx.jobs.wake(IZIN_EXPORT_JOB);
  return { message: IZIN_EXPORT_MESSAGES.created, data: { job_id: jobId } };
}
