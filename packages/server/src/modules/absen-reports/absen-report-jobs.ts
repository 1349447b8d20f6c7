/**
 * The two long attendance jobs (ctx.jobs; the browser follows them with useFollowJob):
 *  - year report (POST /x/report_year): per employee and month, the report's totals, as xlsx;
 *  - export (POST /x/report event export): every live check of a period, as xlsx.
 * Both stream into ctx.files.storage from one read-only snapshot, like the employee export.
 */
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { excelDate, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import { ABSEN_JAM_MASUK, MONTHS } from './absen-domain.js';
import * as records from './absen-records.repo.js';
import * as repo from './absen-reports.repo.js';
import { monthPeriod } from './absen-reports.service.js';

export const ABSEN_YEAR_REPORT_JOB = 'absen.report_year';
export const ABSEN_EXPORT_JOB = 'absen.export';
const BATCH = 2000;

export interface YearReportData {
  tahun: number;
  scope: repo.ReportScope;
}

export interface ExportData {
  filter: records.RecordFilter;
}

type YearRow = repo.PegawaiRefRow & repo.TotalsRow & { bulan: number };

const YEAR_COLUMNS: readonly XlsxColumn<YearRow>[] = [
  { header: 'NPP', width: 11, value: (r) => (r.npp === '00000000' ? null : r.npp) },
  { header: 'Nama', width: 32, value: (r) => r.nama },
  { header: 'Kantor', width: 28, value: (r) => r.kantor_nama },
  { header: 'Bulan', width: 12, value: (r) => MONTHS[r.bulan] },
  { header: 'Hari Kerja', width: 10, value: (r) => r.hari_kerja },
  { header: 'Hadir', width: 8, value: (r) => r.hadir },
  { header: 'Terlambat', width: 10, value: (r) => r.terlambat },
  { header: 'Izin/Cuti', width: 9, value: (r) => r.izin },
  { header: 'Libur', width: 8, value: (r) => r.libur },
  { header: 'Tanpa Keterangan', width: 16, value: (r) => r.alpa },
];

const EXPORT_COLUMNS: readonly XlsxColumn<records.ExportRow>[] = [
  { header: 'Tanggal', width: 12, numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.tanggal) },
  { header: 'NPP', width: 11, value: (r) => (r.npp === '00000000' ? null : r.npp) },
  { header: 'Nama', width: 32, value: (r) => r.nama },
  { header: 'Jenis', width: 8, value: (r) => (r.jenis === 'masuk' ? 'Masuk' : 'Pulang') },
  { header: 'Jam', width: 9, value: (r) => r.jam },
  { header: 'Kantor Absen', width: 28, value: (r) => r.kantor_nama },
  { header: 'Sumber', width: 11, value: (r) => r.sumber },
  { header: 'Lokasi Palsu', width: 11, value: (r) => (r.mocked ? 'Ya' : 'Tidak') },
  { header: 'Latitude', width: 11, value: (r) => r.latitude },
  { header: 'Longitude', width: 11, value: (r) => r.longitude },
];

async function* yearRows(db: Db, data: YearReportData, job: JobContext<YearReportData>): AsyncGenerator<YearRow> {
  for (let bulan = 1; bulan <= 12; bulan++) {
    const rows = await repo.pegawaiTotals(db, data.scope, monthPeriod(data.tahun, bulan), ABSEN_JAM_MASUK);
    for (const r of rows) yield { ...r, bulan };
    await job.reportProgress(Math.min(99, (bulan / 12) * 100), `Bulan ${MONTHS[bulan]} selesai`);
  }
}

/** Writes `rows` to storage under `key` inside one read-only snapshot; answers the row count. */
async function writeXlsx<T>(
  ctx: AppContext,
  key: string,
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  rows: (db: Db) => AsyncIterable<T>,
  signal: AbortSignal,
  onProgress?: (n: number) => Promise<void>,
): Promise<number> {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      return storeXlsx(ctx.files.storage, key, rows(trx), columns, {
        sheetName,
        signal,
        progressEvery: BATCH,
        onProgress,
      });
    });
}

export function registerAbsenReportJobs(ctx: AppContext): void {
  ctx.jobs.register<YearReportData>({
    name: ABSEN_YEAR_REPORT_JOB,
    retryLimit: 1,
    expireInSeconds: 30 * 60,
    handler: async (job): Promise<JobOutcome> => {
      const key = `exports/absen/laporan-${job.data.tahun}-${job.jobId}.xlsx`;
      const rows = await writeXlsx(
        ctx,
        key,
        `Laporan ${job.data.tahun}`,
        YEAR_COLUMNS,
        (db) => yearRows(db, job.data, job),
        job.signal,
      );
      return {
        resultLocation: key,
        result: { rows, file_name: `laporan-absensi-${job.data.tahun}.xlsx` },
        message: `Laporan absensi ${job.data.tahun} complete`,
      };
    },
  });
  ctx.jobs.register<ExportData>({
    name: ABSEN_EXPORT_JOB,
    retryLimit: 1,
    expireInSeconds: 30 * 60,
    handler: async (job): Promise<JobOutcome> => {
      const { filter } = job.data;
      const key = `exports/absen/absen-${filter.start}-${filter.end}-${job.jobId}.xlsx`;
      const total = await records.countExportRows(ctx.db, filter);
      const rows = await writeXlsx(
        ctx,
        key,
        'Absensi',
        EXPORT_COLUMNS,
        (db) => records.iterateExportRows(db, filter, BATCH),
        job.signal,
        (n) => job.reportProgress(Math.min(99, (n / Math.max(1, total)) * 100)),
      );
      return {
        resultLocation: key,
        result: { rows, file_name: `absensi-${filter.start}-${filter.end}.xlsx` },
        message: `Export absensi selesai: ${rows} baris`,
      };
    },
  });
}

/** Queues a job for the user (or hands back theirs still running), audited with its id. */
export async function queueAbsenJob(
  ctx: AppContext,
  name: string,
  data: object,
  actor: Actor & { userId: number },
  message: string,
): Promise<{ message: string; data: { job_id: string } }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const job = await ctx.jobs.enqueueOnce(name, data, { userId: actor.userId, db: trx });
    if (job.created)
      await recordAudit(trx, { ...actor, entity: name, entityId: job.id, after: { job_id: job.id, ...data } });
    return job.id;
  });
  ctx.jobs.wake(name);
  return { message, data: { job_id: jobId } };
}
