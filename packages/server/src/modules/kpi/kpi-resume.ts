/**
 * The KPI resume (one row per employee and period, kept by kpi_refresh_resume in 0032_kpi.sql: one
 * set-based statement, also for 20 000 employees), the caller's own periods (periode_pegawai),
 * the charts (score histogram per kantor, average per perspektif) and the xlsx export job.
 * Scores leave the database as decimal text ("87.50"); periode_pegawai.score is that text.
 */
import { KPI_MESSAGES, type KpiGrafik, type KpiResumeQuery, type KpiResumeRow } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { exportFileName, storeXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';
import type { JobContext, JobOutcome } from '../../platform/jobs/job-service.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { rowsOf, sql } from './kpi-db.js';

export const KPI_EXPORT_JOB = 'kpi.export';
const BUCKET = 10;

const RESUME_SELECT = sql`
  r.periode_id, pr.nama as periode_nama, r.pegawai_id, pg.nama as pegawai_nama, pg.npp as pegawai_npp, r.kantor_id,
  k.nama as kantor_nama, j.nama as jabatan_nama, e.token as event_pegawai_token, r.skor::text as skor,
  r.pengurang::text as pengurang, r.skor_akhir::text as score, r.nilai, r.predikat, r.status
  from kpi_resume r join kpi_periode pr on pr.id = r.periode_id join pegawai pg on pg.id = r.pegawai_id
  join kpi_event_pegawai e on e.id = r.event_pegawai_id
  left join kantor k on k.id = r.kantor_id left join jabatan j on j.id = r.jabatan_id`;

export class KpiResumeService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: KpiResumeQuery) {
    const where = [sql`true`];
    if (q.periode_id !== undefined) where.push(sql`r.periode_id = ${q.periode_id}`);
    if (q.kantor_id !== undefined) where.push(sql`r.kantor_id = ${q.kantor_id}`);
    if (q.search?.trim()) where.push(sql`(pg.nama || ' ' || pg.npp) ilike ${containsPattern(q.search.trim())}`);
    const rows = await rowsOf(
      this.ctx.db,
      sql<KpiResumeRow & { total: number }>`select count(*) over ()::int as total, ${RESUME_SELECT}
        where ${sql.join(where, sql` and `)} order by pr.tanggal_mulai desc, r.skor_akhir desc, pg.nama
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    );
    return toPaged(
      rows.map(({ total: _t, ...r }) => r),
      rows[0]?.total ?? 0,
      q.page,
      q.per_page,
    );
  }

  /** The caller's own resume rows, newest period first (spec: periode_pegawai, no role). */
  async own(userId: number) {
    return {
      data: await rowsOf(
        this.ctx.db,
        sql<KpiResumeRow>`select ${RESUME_SELECT}
          where r.pegawai_id = (select pegawai_id from users where id = ${userId}) order by pr.tanggal_mulai desc`,
      ),
    };
  }

  /** Histogram of final scores per kantor (buckets of 10 points) and the average achievement per perspektif. */
  async grafik(q: KpiResumeQuery): Promise<{ data: KpiGrafik }> {
    const periode = q.periode_id === undefined ? sql`true` : sql`r.periode_id = ${q.periode_id}`;
    const kantor = q.kantor_id === undefined ? sql`true` : sql`r.kantor_id = ${q.kantor_id}`;
    const buckets = await rowsOf(
      this.ctx.db,
      sql<{ kantor_id: number | null; kantor_nama: string | null; dari: number; jumlah: number }>`
        select r.kantor_id, k.nama as kantor_nama, (floor(r.skor_akhir / ${BUCKET}) * ${BUCKET})::int as dari, count(*)::int as jumlah
        from kpi_resume r left join kantor k on k.id = r.kantor_id where ${periode} and ${kantor}
        group by 1, 2, 3 order by 2, 3`,
    );
    const perspektif = await rowsOf(
      this.ctx.db,
      sql<{ perspektif_id: number; nama: string; rata_rata: string; jumlah: number }>`
        select ps.id as perspektif_id, ps.nama, coalesce(round(avg(p.capaian), 2), 0)::text as rata_rata,
          count(p.capaian)::int as jumlah
        from kpi_perspektif ps
        left join (select p.perspektif_id, p.capaian from kpi_penilaian p join kpi_resume r on r.event_pegawai_id = p.event_pegawai_id
                   where ${periode} and ${kantor}) p on p.perspektif_id = ps.id
        group by ps.id, ps.nama order by ps.id`,
    );
    const byKantor = new Map<string, KpiGrafik['distribusi'][number]>();
    for (const b of buckets) {
      const key = String(b.kantor_id);
      if (!byKantor.has(key)) byKantor.set(key, { kantor_id: b.kantor_id, kantor_nama: b.kantor_nama, buckets: [] });
      byKantor.get(key)!.buckets.push({ dari: b.dari, sampai: b.dari + BUCKET, jumlah: b.jumlah });
    }
    return { data: { distribusi: [...byKantor.values()], perspektif } };
  }

  /** Refreshes a whole period's resume in one statement. */
  async refresh(actor: Actor, periodeId: number) {
    await this.ctx.db.transaction().execute(async (trx) => {
      await sql`select kpi_recompute(array(select e.id from kpi_event_pegawai e join kpi_event ev on ev.id = e.event_id
                where ev.periode_id = ${periodeId}))`.execute(trx);
      const { rows } = await sql<{ n: number }>`select kpi_refresh_resume(${periodeId}) as n`.execute(trx);
      await recordAudit(trx, { ...actor, entity: 'kpi_resume', entityId: periodeId, after: { rows: rows[0]?.n ?? 0 } });
    });
    return { message: KPI_MESSAGES.resumeRefreshed };
  }
}

// ---- export ---------------------------------------------------------------------------------------

const COLUMNS: readonly XlsxColumn<KpiResumeRow>[] = [
  { header: 'No', width: 7, value: (_r, i) => i + 1 },
  { header: 'Periode', width: 20, value: (r) => r.periode_nama },
  { header: 'NPP', width: 11, value: (r) => r.pegawai_npp },
  { header: 'Nama', width: 32, value: (r) => r.pegawai_nama },
  { header: 'Kantor', width: 28, value: (r) => r.kantor_nama ?? '' },
  { header: 'Jabatan', width: 28, value: (r) => r.jabatan_nama ?? '' },
  // Decimal text kept as text: the sheet shows exactly the server's number.
  { header: 'Skor', width: 10, value: (r) => r.skor },
  { header: 'Pengurang', width: 10, value: (r) => r.pengurang },
  { header: 'Skor Akhir', width: 10, value: (r) => r.score },
  { header: 'Nilai', width: 8, value: (r) => r.nilai ?? '' },
  { header: 'Predikat', width: 16, value: (r) => r.predikat ?? '' },
  { header: 'Status', width: 14, value: (r) => r.status },
];

async function runExport(ctx: AppContext, job: JobContext<{ periodeId: number }>): Promise<JobOutcome> {
  const key = `exports/kpi/${job.jobId}.xlsx`;
  await job.reportProgress(0, 'Membaca resume KPI');
  const rows = await rowsOf(
    ctx.db,
    sql<KpiResumeRow>`select ${RESUME_SELECT} where r.periode_id = ${job.data.periodeId} order by k.nama, pg.nama`,
  );
  await job.reportProgress(50, 'Menulis file Excel');
  const count = await storeXlsx(ctx.files.storage, key, rows, COLUMNS, { sheetName: 'Resume KPI', signal: job.signal });
  return {
    resultLocation: key,
    result: { rows: count, file_name: exportFileName(`resume-kpi-${job.data.periodeId}`) },
    message: `Export KPI selesai: ${count.toLocaleString('id-ID')} baris`,
  };
}

export function registerKpiExportJob(ctx: AppContext): void {
  ctx.jobs.register<{ periodeId: number }>({
    name: KPI_EXPORT_JOB,
    handler: (job) => runExport(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 10,
  });
}

export async function requestKpiExport(ctx: AppContext, actor: Actor & { userId: number }, periodeId: number) {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const job = await ctx.jobs.enqueueOnce(KPI_EXPORT_JOB, { periodeId }, { userId: actor.userId, db: trx });
    if (job.created)
      await recordAudit(trx, { ...actor, entity: 'kpi_export', entityId: job.id, after: { periode_id: periodeId } });
    return job.id;
  });
  ctx.jobs.wake(KPI_EXPORT_JOB);
  return { message: KPI_MESSAGES.exportCreated, data: { job_id: jobId } };
}
