/**
 * Bulk upload of KPI achievements of one event (POLICY.manageKpi) as a background job: an xlsx with
 * NPP, Indikator (id or name) and Realisasi. Every row is checked (the employee has a Draft
 * assessment of that event with that indicator, the achievement is a non-negative decimal, one row
 * per NPP and indicator); ALL ROWS OR NONE in one transaction, row errors on the job's result.
 * Scores are then recomputed by SQL (kpi_recompute) and the resume refreshed.
 */
import { randomUUID } from 'node:crypto';
import { KPI_MESSAGES, type ImportRowError, type KpiUploadResult } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { validationError } from '../../platform/errors.js';
import { declaredLastRow } from '../../platform/excel/xlsx-dimension.js';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/xlsx-export.js';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, importXlsx, type ImportColumn } from '../../platform/excel/xlsx-import.js';
import { JobError, type JobContext, type JobOutcome } from '../../platform/jobs/job-service.js';
import { templateWorkbook } from '../jabatan/public.js';
import { rowsOf, sql } from './kpi-db.js';

export const KPI_UPLOAD_JOB = 'kpi.upload';
export const KPI_UPLOAD_MESSAGES = {
  emptyFile: 'File upload wajib diisi',
  eventUnknown: 'Event penilaian tidak ditemukan',
  fileGone: 'File upload tidak ditemukan',
  invalid: 'Data upload tidak valid, tidak ada data yang disimpan',
  nppUnknown: 'NPP tidak memiliki penilaian Draft pada event ini',
  indikatorUnknown: 'Indikator tidak termasuk penilaian pegawai ini',
  realisasi: 'Realisasi harus angka tidak negatif, paling banyak 4 desimal',
  duplicate: 'NPP dan Indikator sudah ada pada baris sebelumnya',
  done: (rows: number) => `${rows.toLocaleString('id-ID')} baris realisasi KPI disimpan`,
} as const;

interface UploadRow {
  npp: string;
  indikator: string;
  realisasi: string;
}
interface UploadData {
  key: string;
  actor: Actor;
  eventId: number;
}

const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;
const decimalOf = (raw: unknown) =>
  String(raw)
    .trim()
    .replace(/^(\d+),(\d{1,4})$/, '$1.$2');

async function assertEventExists(ctx: AppContext, eventId: number) {
  const event = await rowsOf(ctx.db, sql`select 1 from kpi_event where id = ${eventId}`);
  if (event.length === 0) throw validationError({ event_id: [KPI_UPLOAD_MESSAGES.eventUnknown] });
}

/** What an upload row may name: every indicator of the event's Draft assessments (the template lists the same). */
function draftIndicators(ctx: AppContext, eventId: number) {
  return rowsOf(
    ctx.db,
    sql<{ npp: string; event_pegawai_id: number; indikator_id: number; nama: string; realisasi: string | null }>`
      select pg.npp, e.id as event_pegawai_id, p.indikator_id, i.nama, p.realisasi::text as realisasi
      from kpi_event_pegawai e join pegawai pg on pg.id = e.pegawai_id
      join kpi_penilaian p on p.event_pegawai_id = e.id join kpi_indikator i on i.id = p.indikator_id
      left join approval_request r on r.type = 'kpi' and r.subject_id = e.id
      where e.event_id = ${eventId} and coalesce(r.status, 'draft') = 'draft'
      order by pg.npp, p.perspektif_id, i.nama`,
  );
}

export async function queueKpiUpload(
  ctx: AppContext,
  eventId: number,
  actor: Actor & { userId: number },
  body: unknown,
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw validationError({ file: [KPI_UPLOAD_MESSAGES.emptyFile] });
  const lastRow = await declaredLastRow(body);
  if (lastRow !== null && lastRow - 1 > IMPORT_MAX_ROWS)
    throw validationError({ file: [IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS)] });
  await assertEventExists(ctx, eventId);
  const key = `imports/kpi/${randomUUID()}.xlsx`;
  await ctx.files.storage.put(key, body, { contentType: XLSX_CONTENT_TYPE });
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.jobs.enqueue(KPI_UPLOAD_JOB, { key, actor, eventId } satisfies UploadData, {
      userId: actor.userId,
      db: trx,
    });
    await recordAudit(trx, { ...actor, entity: 'kpi_upload', entityId: id, after: { event_id: eventId, file: key } });
    return id;
  });
  ctx.jobs.wake(KPI_UPLOAD_JOB);
  return { message: KPI_MESSAGES.upload, data: { job_id: jobId } };
}

async function runUpload(ctx: AppContext, job: JobContext<UploadData>): Promise<JobOutcome> {
  const d = job.data;
  if (job.committed) return { result: job.committed.result, message: KPI_UPLOAD_MESSAGES.done(0) };
  const stored = await ctx.files.storage.getStream(d.key);
  if (!stored) throw new JobError(KPI_UPLOAD_MESSAGES.fileGone, { retry: false });
  // The Draft assessments of the event with their indicators: what a row may name.
  const targets = await draftIndicators(ctx, d.eventId);
  const byNpp = new Map<string, { id: number; indikator: Map<string, number> }>();
  for (const t of targets) {
    const entry = byNpp.get(t.npp) ?? { id: t.event_pegawai_id, indikator: new Map() };
    entry.indikator.set(String(t.indikator_id), t.indikator_id);
    entry.indikator.set(t.nama.toLowerCase(), t.indikator_id);
    byNpp.set(t.npp, entry);
  }
  const nppOf = (v: unknown) => {
    const text = String(v).trim();
    return /^\d{1,7}$/.test(text) ? text.padStart(8, '0') : text;
  };
  const indikatorOf = (row: Partial<UploadRow>) =>
    byNpp.get(nppOf(row.npp))?.indikator.get(String(row.indikator).trim().toLowerCase());
  const seen = new Set<string>();
  const columns: ImportColumn<UploadRow>[] = [
    {
      key: 'npp',
      header: 'NPP',
      required: true,
      validate: (v) => (byNpp.has(nppOf(v)) ? null : KPI_UPLOAD_MESSAGES.nppUnknown),
    },
    {
      key: 'indikator',
      header: 'Indikator',
      required: true,
      validate: (_v, row) => {
        const id = indikatorOf(row);
        if (id === undefined) return byNpp.has(nppOf(row.npp)) ? KPI_UPLOAD_MESSAGES.indikatorUnknown : null;
        const k = `${nppOf(row.npp)}|${id}`;
        if (seen.has(k)) return KPI_UPLOAD_MESSAGES.duplicate;
        seen.add(k);
        return null;
      },
    },
    {
      key: 'realisasi',
      header: 'Realisasi',
      required: true,
      validate: (v) => (DECIMAL.test(decimalOf(v)) ? null : KPI_UPLOAD_MESSAGES.realisasi),
    },
  ];
  let result: KpiUploadResult | undefined;
  const touched = new Set<number>();
  const outcome = await importXlsx<UploadRow>(
    stored.body,
    {
      db: ctx.db,
      columns,
      signal: job.signal,
      batchSize: 2000,
      beforeCommit: async (trx, rows) => {
        const ids = [...touched];
        await sql`select kpi_recompute(${ids}::int[])`.execute(trx);
        await sql`select kpi_refresh_resume(ev.periode_id, array(select pegawai_id from kpi_event_pegawai where id = any(${ids}::int[])))
          from kpi_event ev where ev.id = ${d.eventId}`.execute(trx);
        await recordAudit(trx, {
          ...d.actor,
          entity: 'kpi_upload',
          entityId: job.jobId,
          after: { event_id: d.eventId, rows },
        });
        result = { imported: rows, errors: [] };
        await job.recordEffects(trx, result);
      },
    },
    async (trx, rows) => {
      const ep = rows.map((r) => byNpp.get(nppOf(r.npp))!.id);
      ep.forEach((id) => touched.add(id));
      await sql`update kpi_penilaian p set realisasi = v.realisasi
        from unnest(${ep}::int[], ${rows.map((r) => indikatorOf(r)!)}::int[], ${rows.map((r) => decimalOf(r.realisasi))}::numeric[])
          as v(event_pegawai_id, indikator_id, realisasi)
        where p.event_pegawai_id = v.event_pegawai_id and p.indikator_id = v.indikator_id`.execute(trx);
    },
  );
  if (!outcome.ok) {
    const errors: ImportRowError[] = outcome.errors.map(({ row, column, message }) => ({ row, column, message }));
    throw new JobError(KPI_UPLOAD_MESSAGES.invalid, { retry: false, result: { imported: 0, errors } });
  }
  return { result, message: KPI_UPLOAD_MESSAGES.done(outcome.rows) };
}

export function registerKpiUploadJob(ctx: AppContext): void {
  ctx.jobs.register<UploadData>({ name: KPI_UPLOAD_JOB, handler: (job) => runUpload(ctx, job), retryLimit: 0 });
}

/**
 * The upload file of an event, ready to fill in: one row per indicator of every Draft assessment of
 * the event (NPP, Indikator, the achievement typed so far), in the columns the upload reads. An
 * unknown event is refused as the upload refuses it (422).
 */
export async function kpiUploadTemplate(ctx: AppContext, eventId: number): Promise<Buffer> {
  await assertEventExists(ctx, eventId);
  const rows = await draftIndicators(ctx, eventId);
  return templateWorkbook(
    ['NPP', 'Indikator', 'Realisasi'],
    rows.map((r) => [r.npp, r.nama, r.realisasi === null ? null : Number(r.realisasi)]),
    [
      'Isi kolom Realisasi pada sheet Data; hanya sheet pertama yang dibaca. Satu file untuk satu event.',
      'Baris berisi setiap indikator dari penilaian berstatus Draft pada event ini; baris lain ditolak.',
      'Realisasi: angka tidak negatif, paling banyak 4 desimal, tanpa pemisah ribuan (contoh 95.5 atau 95,5).',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
    ],
  );
}
