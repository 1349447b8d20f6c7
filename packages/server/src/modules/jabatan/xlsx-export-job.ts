/**
 * Export jobs of positions and ranks (/pegawai/jabatan/export, /pegawai/pangkat/export): the request
 * queues a job (a second click while one is open gets the same job); the job streams the rows into
 * an xlsx in storage through the platform's streaming writer, like the employee export.
 */
import type { JobQueuedAnswer } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { exportFileName, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';

export interface XlsxExportDefinition<T> {
  jobName: string;
  /** 'jabatan' → exports/jabatan/{job}.xlsx, file name data-jabatan-YYYYMMDD-HHmm.xlsx */
  slug: string;
  sheetName: string;
  columns: readonly XlsxColumn<T>[];
  count: (ctx: AppContext) => Promise<number>;
  rows: (ctx: AppContext) => AsyncIterable<T> | Iterable<T>;
}

export const EXPORT_MESSAGES = {
  created: (what: string) => `Export data ${what} created, menunggu proses selesai.`,
  done: (what: string, rows: number) => `Export data ${what} selesai: ${rows.toLocaleString('id-ID')} baris`,
} as const;

async function runExport<T>(
  ctx: AppContext,
  d: XlsxExportDefinition<T>,
  job: JobContext<Record<string, never>>,
): Promise<JobOutcome> {
  const key = `exports/${d.slug}/${job.jobId}.xlsx`;
  const fileName = exportFileName(`data-${d.slug}`);
  const total = await d.count(ctx);
  const rows = await storeXlsx(ctx.files.storage, key, d.rows(ctx), d.columns, {
    sheetName: d.sheetName,
    signal: job.signal,
    progressEvery: 1000,
    onProgress: (written) => job.reportProgress(Math.min(99, (written / Math.max(1, total)) * 100)),
  });
  return { resultLocation: key, result: { rows, file_name: fileName }, message: EXPORT_MESSAGES.done(d.slug, rows) };
}

export function registerExportJob<T>(ctx: AppContext, d: XlsxExportDefinition<T>): void {
  ctx.jobs.register<Record<string, never>>({
    name: d.jobName,
    handler: (job) => runExport(ctx, d, job),
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 30 * 60,
  });
}

export async function requestExport(
  ctx: AppContext,
  d: Pick<XlsxExportDefinition<unknown>, 'jobName' | 'slug'>,
  actor: Actor & { userId: number },
): Promise<JobQueuedAnswer> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const job = await ctx.jobs.enqueueOnce(d.jobName, {}, { userId: actor.userId, db: trx });
    if (job.created)
      await recordAudit(trx, { ...actor, entity: `${d.slug}_export`, entityId: job.id, after: { job_id: job.id } });
    return job.id;
  });
  ctx.jobs.wake(d.jobName);
  return { message: EXPORT_MESSAGES.created(d.slug), data: { job_id: jobId } };
}
