/**
 * Office export (/kantor/export): the request only queues a job; the job writes every live office
 * into an xlsx stored as the job's result, followed in the browser like the employee export.
 */
import { kantorDisplayNameWithParent } from '../../platform/domain.js';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { exportFileName, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import * as repo from './kantor-admin.repo.js';

export const KANTOR_EXPORT_JOB = 'kantor.export';
export const KANTOR_EXPORT_MESSAGES = {
  created: 'Export data kantor created, menunggu proses selesai.',
  done: (rows: number) => `Export data kantor selesai: ${rows.toLocaleString('id-ID')} kantor`,
} as const;

type Row = Awaited<ReturnType<typeof repo.listForExport>>[number];
const yesNo = (v: boolean) => (v ? 'Ya' : 'Tidak');

export const KANTOR_EXPORT_COLUMNS: readonly XlsxColumn<Row>[] = [
  { header: 'No', width: 7, value: (_k, i) => i + 1 },
  { header: 'Kode', width: 10, value: (k) => k.kode },
  {
    header: 'Kantor',
    width: 44,
    value: (k) =>
      kantorDisplayNameWithParent({
        nama: k.nama,
        class_name: k.class_name,
        kantor_level_id: k.kantor_level_id,
        parent: k.parent_name === null ? null : { nama: k.parent_name, class_name: k.parent_class_name },
      }),
  },
  { header: 'Level', width: 22, value: (k) => k.level },
  { header: 'Kelas', width: 18, value: (k) => k.class_name },
  { header: 'Induk', width: 28, value: (k) => k.parent_name },
  { header: 'Jenis', width: 16, value: (k) => k.jenis },
  { header: 'Modance', width: 18, value: (k) => k.modance },
  { header: 'Kantor Absen', width: 12, value: (k) => yesNo(k.is_kantor_absen) },
  { header: 'Kantor Induk', width: 12, value: (k) => yesNo(k.is_kantor_induk) },
  { header: 'Parent', width: 10, value: (k) => yesNo(k.is_parent) },
  { header: 'Alamat', width: 40, value: (k) => k.alamat },
  { header: 'Latitude', width: 12, value: (k) => k.latitude },
  { header: 'Longitude', width: 12, value: (k) => k.longitude },
];

export const kantorExportKey = (jobId: string) => `exports/kantor/${jobId}.xlsx`;

async function runKantorExport(ctx: AppContext, job: JobContext<Record<string, never>>): Promise<JobOutcome> {
  const key = kantorExportKey(job.jobId);
  const fileName = exportFileName('data-kantor');
  // Offices are a few thousand rows at most: read at once, then stream the sheet.
  const rows = await repo.listForExport(ctx.db);
  const count = await storeXlsx(ctx.files.storage, key, rows, KANTOR_EXPORT_COLUMNS, {
    sheetName: 'Data Kantor',
    signal: job.signal,
  });
  return {
    resultLocation: key,
    result: { rows: count, file_name: fileName },
    message: KANTOR_EXPORT_MESSAGES.done(count),
  };
}

export function registerKantorExportJob(ctx: AppContext): void {
  ctx.jobs.register<Record<string, never>>({
    name: KANTOR_EXPORT_JOB,
    handler: (job) => runKantorExport(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 10,
  });
}

/** Queues the export, or hands back the caller's one still queued or running. */
export async function requestKantorExport(ctx: AppContext, actor: Actor & { userId: number }) {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const job = await ctx.jobs.enqueueOnce(KANTOR_EXPORT_JOB, {}, { userId: actor.userId, db: trx });
    if (job.created)
      await recordAudit(trx, { ...actor, entity: 'kantor_export', entityId: job.id, after: { job_id: job.id } });
    return job.id;
  });
  ctx.jobs.wake(KANTOR_EXPORT_JOB);
  return { message: KANTOR_EXPORT_MESSAGES.created, data: { job_id: jobId } };
}
