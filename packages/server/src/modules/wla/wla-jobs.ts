/**
 * WLA's background jobs (spec section 4: "Reset actions for WLA … run asynchronously"):
 * - wla.reset: recomputes wla_hasil set-based in one transaction (all positions, or one).
 * - wla.aktivitas.import: the activities xlsx, all rows or none (jabatan's shared importer).
 * - wla.export.aktivitas / wla.export.hasil: xlsx exports through jabatan's export job.
 */
import { WLA_MESSAGES, type WLA_PERIODE, type JobQueuedAnswer, type WlaResetResult } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { ImportColumn } from '../../platform/excel/xlsx-import.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import {
  nameIndex,
  nameKey,
  registerExportJob,
  runImport,
  templateWorkbook,
  type ImportJobData,
} from '../jabatan/public.js';
import * as repo from './wla.repo.js';
import { decimalText, statusOf, WLA_ERRORS } from './wla.service.js';

export const WLA_RESET_JOB = 'wla.reset';
export const WLA_IMPORT_JOB = 'wla.aktivitas.import';
export const WLA_EXPORT_JOBS = {
  activities: { jobName: 'wla.export.aktivitas', slug: 'wla-aktivitas' },
  results: { jobName: 'wla.export.hasil', slug: 'wla-hasil' },
} as const;

// ---- reset ----------------------------------------------------------------------------------------

export interface ResetJobData {
  actor: Actor;
  jabatanId?: number;
}

async function runReset(ctx: AppContext, job: JobContext<ResetJobData>): Promise<JobOutcome> {
  if (job.committed) return { result: job.committed.result, message: WLA_MESSAGES.resetQueued };
  const started = Date.now();
  await job.reportProgress(10, 'Menghitung ulang WLA');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.recomputeResults(trx, job.data.jabatanId);
    const r: WlaResetResult = { rows, ms: Date.now() - started };
    await recordAudit(trx, { ...job.data.actor, entity: 'wla_hasil', entityId: job.jobId, after: r });
    await job.recordEffects(trx, r);
    return r;
  });
  return { result, message: `${result.rows.toLocaleString('id-ID')} baris WLA dihitung ulang` };
}

export async function queueReset(
  ctx: AppContext,
  jabatanId: number | undefined,
  actor: Actor & { userId: number },
): Promise<JobQueuedAnswer> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.jobs.enqueue(WLA_RESET_JOB, { actor, jabatanId } satisfies ResetJobData, {
      userId: actor.userId,
      db: trx,
    });
    await recordAudit(trx, { ...actor, entity: 'wla_reset', entityId: id, after: { jabatan_id: jabatanId ?? null } });
    return id;
  });
  ctx.jobs.wake(WLA_RESET_JOB);
  return { message: WLA_MESSAGES.resetQueued, data: { job_id: jobId } };
}

// ---- import ---------------------------------------------------------------------------------------

interface ImportRow {
  jabatan: string;
  nama: string;
  frekuensi: string;
  periode: string;
  menit: string;
}

const PERIODE_WORDS: Record<string, (typeof WLA_PERIODE)[number]> = {
  hari: 'hari',
  harian: 'hari',
  minggu: 'minggu',
  mingguan: 'minggu',
  bulan: 'bulan',
  bulanan: 'bulan',
  tahun: 'tahun',
  tahunan: 'tahun',
};

async function runActivityImport(ctx: AppContext, job: JobContext<ImportJobData>): Promise<JobOutcome> {
  const jabatan = nameIndex(
    (await repo.jabatanIndex(ctx.db)).map((j) => ({ id: j.id, names: [j.nama, String(j.id)] })),
  );
  const jabatanOf = (v: unknown) => jabatan.get(nameKey(String(v)));
  const columns: ImportColumn<ImportRow>[] = [
    {
      key: 'jabatan',
      header: 'Jabatan',
      required: true,
      validate: (v) => {
        const id = jabatanOf(v);
        if (id === undefined) return WLA_ERRORS.jabatanUnknown;
        return id === 'ambiguous' ? 'Nama jabatan tidak unik, gunakan id jabatan' : null;
      },
    },
    {
      key: 'nama',
      header: 'Aktivitas',
      required: true,
      validate: (v) => (String(v).trim().length > 255 ? 'Aktivitas paling banyak 255 karakter' : null),
    },
    {
      key: 'frekuensi',
      header: 'Frekuensi',
      required: true,
      validate: (v) => {
        const d = decimalText(String(v));
        return d === null || Number(d) > 1_000_000 ? WLA_ERRORS.decimal : null;
      },
    },
    {
      key: 'periode',
      header: 'Periode',
      required: true,
      validate: (v) => (PERIODE_WORDS[nameKey(String(v))] ? null : 'Periode harus hari, minggu, bulan atau tahun'),
    },
    {
      key: 'menit',
      header: 'Waktu (menit)',
      aliases: ['Menit', 'Waktu Standar'],
      required: true,
      validate: (v) => {
        const d = decimalText(String(v));
        return d === null || Number(d) > 100_000 ? WLA_ERRORS.decimal : null;
      },
    },
  ];
  return runImport<ImportRow>(ctx, job, columns, (trx, rows) =>
    repo.insertActivities(
      trx,
      rows.map((r) => ({
        jabatan_id: jabatanOf(r.jabatan) as number,
        nama: String(r.nama).trim().replace(/\s+/g, ' '),
        frekuensi: decimalText(String(r.frekuensi))!,
        periode: PERIODE_WORDS[nameKey(String(r.periode))]!,
        menit: decimalText(String(r.menit))!,
      })),
    ),
  );
}

export function activityTemplate(): Promise<Buffer> {
  return templateWorkbook(
    ['Jabatan', 'Aktivitas', 'Frekuensi', 'Periode', 'Waktu (menit)'],
    [['Teller', 'Melayani setoran tunai', '40', 'hari', '5']],
    [
      'Isi data mulai baris 2 pada sheet Data; hanya sheet pertama yang dibaca.',
      'Jabatan: nama atau id jabatan.',
      'Frekuensi: berapa kali per periode; Periode: hari, minggu, bulan atau tahun.',
      'Waktu (menit): waktu penyelesaian standar satu kali aktivitas, paling banyak 2 desimal.',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
      'Setelah upload, jalankan Reset WLA agar hasil dihitung ulang.',
    ],
  );
}

// ---- registration ---------------------------------------------------------------------------------

export function registerWlaJobs(ctx: AppContext): void {
  ctx.jobs.register<ResetJobData>({
    name: WLA_RESET_JOB,
    handler: (job) => runReset(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
  ctx.jobs.register<ImportJobData>({
    name: WLA_IMPORT_JOB,
    handler: (job) => runActivityImport(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
  registerExportJob<repo.ActivityDbRow>(ctx, {
    ...WLA_EXPORT_JOBS.activities,
    sheetName: 'Aktivitas',
    count: (c) => repo.countActivities(c.db, {}),
    rows: async function* (c) {
      for (let offset = 0; ; offset += 1000) {
        const { rows } = await repo.listActivities(c.db, { limit: 1000, offset });
        yield* rows;
        if (rows.length < 1000) return;
      }
    },
    columns: [
      { header: 'No', width: 7, value: (_r, i) => i + 1 },
      { header: 'Jabatan', width: 30, value: (r) => r.jabatan_nama },
      { header: 'Aktivitas', width: 40, value: (r) => r.nama },
      { header: 'Frekuensi', width: 12, value: (r) => Number(r.frekuensi) },
      { header: 'Periode', width: 10, value: (r) => r.periode },
      { header: 'Frekuensi per Tahun', width: 18, value: (r) => Number(r.frekuensi_tahun) },
      { header: 'Waktu (menit)', width: 14, value: (r) => Number(r.menit) },
      { header: 'Beban (menit per tahun)', width: 22, value: (r) => Number(r.beban_menit) },
    ],
  });
  registerExportJob<repo.ResultDbRow>(ctx, {
    ...WLA_EXPORT_JOBS.results,
    sheetName: 'Hasil WLA',
    count: (c) => repo.countResults(c.db, {}),
    rows: async function* (c) {
      for (let offset = 0; ; offset += 1000) {
        const { rows } = await repo.listResults(c.db, { limit: 1000, offset });
        yield* rows;
        if (rows.length < 1000) return;
      }
    },
    columns: [
      { header: 'No', width: 7, value: (_r, i) => i + 1 },
      { header: 'Kantor', width: 30, value: (r) => r.kantor_nama },
      { header: 'Jabatan', width: 30, value: (r) => r.jabatan_nama },
      { header: 'Beban (menit per tahun)', width: 22, value: (r) => Number(r.beban_menit) },
      { header: 'Menit Efektif', width: 14, value: (r) => Number(r.menit_efektif) },
      { header: 'Kebutuhan (FTE)', width: 16, numFmt: '0.00', value: (r) => Number(r.fte) },
      { header: 'Jumlah Pegawai', width: 15, value: (r) => r.pegawai_count },
      { header: 'Gap', width: 10, numFmt: '0.00', value: (r) => Number(r.gap) },
      { header: 'Status', width: 12, value: (r) => statusOf(r.gap).label },
    ],
  });
}
