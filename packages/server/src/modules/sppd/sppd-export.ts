/**
 * SPPD export (/pegawai/sppd/export; POLICY.exportTrips): a job writes every trip of the year (or
 * all) into an xlsx stored as the job's result. Amounts go to Excel as numbers only at this edge.
 */
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { excelDate, exportFileName, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import { APPROVAL_STATUS_LABELS } from './sppd-rules.js';
import * as repo from './sppd.repo.js';

export const SPPD_EXPORT_JOB = 'sppd.export';
export const SPPD_EXPORT_MESSAGES = {
  created: 'Export SPPD created, menunggu proses selesai.',
  done: (rows: number) => `Export SPPD selesai: ${rows.toLocaleString('id-ID')} SPPD`,
} as const;

const DATE_FORMAT = 'dd/mm/yyyy';

export const SPPD_EXPORT_COLUMNS: readonly XlsxColumn<repo.SppdDbRow>[] = [
  { header: 'No', width: 7, value: (_r, i) => i + 1 },
  { header: 'Kantor', width: 30, value: (r) => r.kantor_nama },
  { header: 'Pemohon', width: 30, value: (r) => r.pegawai_nama },
  { header: 'Jenis', width: 20, value: (r) => r.jenis_nama },
  { header: 'Wilayah', width: 20, value: (r) => r.wilayah_nama },
  { header: 'Tujuan', width: 30, value: (r) => r.tujuan },
  { header: 'Keperluan', width: 40, value: (r) => r.keperluan },
  { header: 'Tanggal Mulai', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.tanggal_mulai) },
  { header: 'Tanggal Selesai', width: 13, numFmt: DATE_FORMAT, value: (r) => excelDate(r.tanggal_selesai) },
  { header: 'Hari', width: 7, value: (r) => r.hari },
  { header: 'Pejalan', width: 9, value: (r) => r.pejalan_count },
  // The decimal string as a number only for the spreadsheet cell (two decimals are exact in a double at this size).
  { header: 'Total Biaya', width: 16, numFmt: '#,##0.00', value: (r) => Number(r.total_biaya) },
  { header: 'Status', width: 22, value: (r) => APPROVAL_STATUS_LABELS[r.status] },
];

async function runSppdExport(ctx: AppContext, job: JobContext<{ tahun?: number }>): Promise<JobOutcome> {
  const key = `exports/sppd/${job.jobId}.xlsx`;
  const fileName = exportFileName(`data-sppd${job.data.tahun ? `-${job.data.tahun}` : ''}`);
  await job.reportProgress(0, 'Membaca data SPPD');
  const rows = await repo.allSppd(ctx.db, { userId: 0, seeAll: true, tahun: job.data.tahun });
  await job.reportProgress(50, 'Menulis file Excel');
  const count = await storeXlsx(ctx.files.storage, key, rows, SPPD_EXPORT_COLUMNS, {
    sheetName: 'Data SPPD',
    signal: job.signal,
  });
  return {
    resultLocation: key,
    result: { rows: count, file_name: fileName },
    message: SPPD_EXPORT_MESSAGES.done(count),
  };
}

export function registerSppdExportJob(ctx: AppContext): void {
  ctx.jobs.register<{ tahun?: number }>({
    name: SPPD_EXPORT_JOB,
    handler: (job) => runSppdExport(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 10,
  });
}

export async function requestSppdExport(ctx: AppContext, actor: Actor & { userId: number }, tahun: number | undefined) {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const job = await ctx.jobs.enqueueOnce(SPPD_EXPORT_JOB, tahun === undefined ? {} : { tahun }, {
      userId: actor.userId,
      db: trx,
    });
    if (job.created)
      await recordAudit(trx, { ...actor, entity: 'sppd_export', entityId: job.id, after: { tahun: tahun ?? null } });
    return job.id;
  });
  ctx.jobs.wake(SPPD_EXPORT_JOB);
  return { message: SPPD_EXPORT_MESSAGES.created, data: { job_id: jobId } };
}
