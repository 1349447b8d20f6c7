/**
 * The two SOTK resets of spec section 4 ("Reset actions for … SOTK run asynchronously"): the
 * request queues a job and answers at once; the job does its change in one transaction, so a
 * failed attempt leaves nothing half-written and a retry starts clean. The job service tells the
 * user when it is done (notification + job page).
 */
import type { AppContext } from '../../platform/context.js';
import { JobError, type JobContext, type JobOutcome } from '../../platform/jobs/job-service.js';
import * as repo from './sotk.repo.js';

export const SOTK_RESET_STRUCTURE_JOB = 'sotk.reset_structure';
export const SOTK_RESET_VERIFIKASI_JOB = 'sotk.reset_verifikasi';

export interface ResetStructureData {
  kantor_id: number;
}
export interface ResetVerifikasiData {
  kantor_id: number;
  tahun: number;
  bulan: number;
}

async function liveKantor(ctx: AppContext, id: number) {
  const kantor = await repo.findLiveKantor(ctx.db, id);
  // The office was deleted between the request and the job: nothing to retry.
  if (!kantor) throw new JobError('Kantor tidak ditemukan', { retry: false });
  return kantor;
}

async function resetStructure(ctx: AppContext, job: JobContext<ResetStructureData>): Promise<JobOutcome> {
  const kantor = await liveKantor(ctx, job.data.kantor_id);
  await job.reportProgress(10, 'Menyusun ulang struktur SOTK');
  const rows = await ctx.db
    .transaction()
    .execute((trx) => repo.rebuildStructure(trx, kantor.id, kantor.kantor_level_id));
  return {
    result: { kantor_id: kantor.id, rows },
    message: `Struktur SOTK ${kantor.nama} disusun ulang: ${rows} jabatan`,
  };
}

async function resetVerifikasi(ctx: AppContext, job: JobContext<ResetVerifikasiData>): Promise<JobOutcome> {
  const kantor = await liveKantor(ctx, job.data.kantor_id);
  const { tahun, bulan } = job.data;
  const rows = await ctx.db
    .transaction()
    .execute((trx) => repo.deleteVerifikasi(trx, { kantorId: kantor.id, tahun, bulan }));
  return {
    result: { kantor_id: kantor.id, tahun, bulan, rows },
    message: `Verifikasi SOTK ${kantor.nama} ${bulan}/${tahun} direset: ${rows} data dihapus`,
  };
}

export function registerSotkJobs(ctx: AppContext): void {
  ctx.jobs.register<ResetStructureData>({
    name: SOTK_RESET_STRUCTURE_JOB,
    handler: (job) => resetStructure(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 5,
  });
  ctx.jobs.register<ResetVerifikasiData>({
    name: SOTK_RESET_VERIFIKASI_JOB,
    handler: (job) => resetVerifikasi(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 5,
  });
}
