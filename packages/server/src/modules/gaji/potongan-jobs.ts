/**
 * The deductions' background jobs (ADR 0008):
 * - gaji.potongan.upload: one office+month xlsx through the platform importer. Every row is
 *   validated (NPP exists and belongs to the office, Jenis known for the kind, Jumlah a positive
 *   decimal with ≤ 2 decimals, NPP+Jenis once); ALL ROWS OR NONE in one transaction. A good file
 *   replaces the office's rows of that month; a bad one writes nothing and leaves its row errors
 *   on the upload attempt (GET …/x/error) and on the job's result.
 * - gaji.potongan.service: the service job (carry the previous month's service deductions forward).
 * - gaji.potongan.export: a year or month of deductions as xlsx in storage.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  GAJI_MESSAGES,
  type DeductionKind,
  type DeductionUploadAnswer,
  type DeductionUploadResult,
  type ImportRowError,
  type JobQueuedAnswer,
  type ServiceJobResult,
} from '@portal/contracts';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { MONTHS } from '../../platform/domain.js';
import { validationError } from '../../platform/errors.js';
import { declaredLastRow } from '../../platform/excel/xlsx-dimension.js';
import {
  exportFileName,
  storeXlsx,
  streamXlsx,
  XLSX_CONTENT_TYPE,
  type XlsxColumn,
} from '../../platform/excel/xlsx-export.js';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, importXlsx, type ImportColumn } from '../../platform/excel/xlsx-import.js';
import { JobError, type JobContext, type JobOutcome } from '../../platform/jobs/job-service.js';
import { templateWorkbook } from '../jabatan/public.js';
import { AMOUNT_MESSAGE, isPositiveAmount, moneySql, normaliseAmount, nppOfCell } from './money.js';
import * as repo from './potongan.repo.js';
import { POTONGAN_MESSAGES } from './potongan.service.js';

export const UPLOAD_JOB = 'gaji.potongan.upload';
export const SERVICE_JOB = 'gaji.potongan.service';
export const EXPORT_JOB = 'gaji.potongan.export';

export const UPLOAD_MESSAGES = {
  emptyFile: 'File upload wajib diisi',
  reading: 'Memeriksa isi file',
  progress: (rows: number) => `${rows.toLocaleString('id-ID')} baris diperiksa`,
  invalid: 'Data upload tidak valid, tidak ada data yang disimpan',
  fileGone: 'File upload tidak ditemukan',
  done: (rows: number) => `${rows.toLocaleString('id-ID')} baris potongan disimpan`,
  nppUnknown: 'NPP tidak ditemukan',
  nppOtherKantor: 'NPP bukan pegawai kantor ini',
  jenisUnknown: 'Jenis potongan tidak dikenal',
  duplicate: 'NPP dan Jenis sudah ada pada baris sebelumnya',
  keteranganLong: 'Keterangan paling banyak 255 karakter',
  exportCreated: 'Export data potongan gaji created, menunggu proses selesai.',
  exportDone: (rows: number) => `Export data potongan gaji selesai: ${rows.toLocaleString('id-ID')} baris`,
  serviceDone: (rows: number, kantor: number) =>
    `${rows.toLocaleString('id-ID')} baris potongan service dibuat untuk ${kantor.toLocaleString('id-ID')} kantor`,
} as const;

interface UploadRow {
  npp: string;
  jenis: string;
  jumlah: string;
  keterangan: string | null;
}

export interface UploadJobData {
  key: string;
  actor: Actor;
  uploadId: number;
  kind: DeductionKind;
  kantorId: number;
  tahun: number;
  bulan: number;
}

// ---- upload ---------------------------------------------------------------------------------------

/** Stores the file, records the attempt and queues the job in one transaction (the caller checked office and deadline). */
export async function queueUpload(
  ctx: AppContext,
  v: { kind: DeductionKind; kantorId: number; tahun: number; bulan: number },
  actor: Actor & { userId: number },
  body: unknown,
): Promise<DeductionUploadAnswer> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw validationError({ file: [UPLOAD_MESSAGES.emptyFile] });
  const lastRow = await declaredLastRow(body);
  if (lastRow !== null && lastRow - 1 > IMPORT_MAX_ROWS)
    throw validationError({ file: [IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS)] });
  const key = `imports/gaji_potongan/${randomUUID()}.xlsx`;
  await ctx.files.storage.put(key, body, { contentType: XLSX_CONTENT_TYPE });
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const upload = await trx
      .insertInto('gaji_potongan_upload')
      .values({
        kind: v.kind,
        kantor_id: v.kantorId,
        tahun: v.tahun,
        bulan: v.bulan,
        file_key: key,
        user_id: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = await ctx.jobs.enqueue(
      UPLOAD_JOB,
      { key, actor, uploadId: upload.id, ...v } satisfies UploadJobData,
      { userId: actor.userId, db: trx },
    );
    await trx.updateTable('gaji_potongan_upload').set({ job_id: jobId }).where('id', '=', upload.id).execute();
    await recordAudit(trx, {
      ...actor,
      entity: 'gaji_potongan_upload',
      entityId: upload.id,
      after: { ...v, job_id: jobId, file: key, bytes: body.length },
    });
    return { message: GAJI_MESSAGES.uploaded, data: { job_id: jobId, upload_id: upload.id } };
  });
  ctx.jobs.wake(UPLOAD_JOB);
  return answer;
}

/**
 * The upload's columns with their checks, and the lookups the writer uses for the rows that passed
 * them (read once per upload: every employee's NPP and office, the kind's types).
 */
async function uploadColumns(
  ctx: AppContext,
  d: UploadJobData,
): Promise<{
  columns: ImportColumn<UploadRow>[];
  pegawaiIdOf: (npp: unknown) => number;
  jenisIdOf: (jenis: string) => number;
}> {
  const [pegawai, jenis] = await Promise.all([
    ctx.db.selectFrom('pegawai').select(['id', 'npp', 'kantor_id']).execute(),
    repo.listJenis(ctx.db, d.kind),
  ]);
  const byNpp = new Map(pegawai.map((p) => [p.npp.trim(), p]));
  const jenisByName = new Map<string, number>();
  for (const j of jenis) {
    jenisByName.set(j.kode.toLowerCase(), j.id);
    jenisByName.set(j.nama.trim().toLowerCase(), j.id);
  }
  const seen = new Set<string>();
  const columns: ImportColumn<UploadRow>[] = [
    {
      key: 'npp',
      header: 'NPP',
      required: true,
      validate: (v) => {
        const p = byNpp.get(nppOfCell(v));
        if (!p) return UPLOAD_MESSAGES.nppUnknown;
        return p.kantor_id === d.kantorId ? null : UPLOAD_MESSAGES.nppOtherKantor;
      },
    },
    {
      key: 'jenis',
      header: 'Jenis',
      aliases: ['Jenis Potongan', 'Kode'],
      required: true,
      validate: (v, row) => {
        const id = jenisByName.get(String(v).trim().toLowerCase());
        if (id === undefined) return UPLOAD_MESSAGES.jenisUnknown;
        const key = `${nppOfCell(row.npp)}|${id}`;
        if (seen.has(key)) return UPLOAD_MESSAGES.duplicate;
        seen.add(key);
        return null;
      },
    },
    {
      key: 'jumlah',
      header: 'Jumlah',
      aliases: ['Nominal'],
      required: true,
      validate: (v) => {
        const amount = normaliseAmount(String(v));
        return amount !== null && isPositiveAmount(amount) ? null : AMOUNT_MESSAGE;
      },
    },
    {
      key: 'keterangan',
      header: 'Keterangan',
      validate: (v) => (String(v).length > 255 ? UPLOAD_MESSAGES.keteranganLong : null),
    },
  ];
  return {
    columns,
    pegawaiIdOf: (npp) => byNpp.get(nppOfCell(npp))!.id,
    jenisIdOf: (text) => jenisByName.get(text.trim().toLowerCase())!,
  };
}

export async function runUpload(ctx: AppContext, job: JobContext<UploadJobData>): Promise<JobOutcome> {
  const d = job.data;
  if (job.committed) {
    const written = job.committed.result as DeductionUploadResult;
    return { result: written, message: UPLOAD_MESSAGES.done(written.imported) };
  }
  // A job queued before the deadline may run after it (a busy queue, a restart): it writes nothing then.
  const batas = await repo.batasOf(ctx.db, d.kind, d.tahun, d.bulan);
  if (batas.is_lewat) {
    const message = POTONGAN_MESSAGES.batasLewat(d.kind, d.tahun, d.bulan, batas.tanggal);
    const errors: ImportRowError[] = [{ row: 0, column: '', message }];
    await ctx.db
      .updateTable('gaji_potongan_upload')
      .set({ status: 'gagal', error_count: 1, errors: JSON.stringify(errors), finished_at: sql<Date>`now()` })
      .where('id', '=', d.uploadId)
      .execute();
    const report: DeductionUploadResult = { imported: 0, total: '0.00', upload_id: d.uploadId, errors };
    throw new JobError(message, { retry: false, result: report });
  }
  await job.reportProgress(5, UPLOAD_MESSAGES.reading);
  const stored = await ctx.files.storage.getStream(d.key);
  if (!stored) throw new JobError(UPLOAD_MESSAGES.fileGone, { retry: false });
  const { columns, pegawaiIdOf, jenisIdOf } = await uploadColumns(ctx, d);
  let result: DeductionUploadResult | undefined;
  const outcome = await importXlsx<UploadRow>(
    stored.body,
    {
      db: ctx.db,
      columns,
      signal: job.signal,
      batchSize: 2000,
      onProgress: (rows) => job.reportProgress(50, UPLOAD_MESSAGES.progress(rows)),
      beforeCommit: async (trx, rows) => {
        const s = { kind: d.kind, tahun: d.tahun, bulan: d.bulan, kantorId: d.kantorId };
        await repo.lockOfficeMonth(trx, s);
        // The good file replaces the month's earlier rows of the office.
        await sql`
          delete from gaji_potongan
          where kind = ${d.kind} and kantor_id = ${d.kantorId} and tahun = ${d.tahun} and bulan = ${d.bulan}
            and upload_id is distinct from ${d.uploadId}`.execute(trx);
        await repo.retireGoodUpload(trx, s, 'diganti');
        const { rows: totals } = await sql<{ total: string }>`
          select ${moneySql(sql`sum(jumlah)`)} as total from gaji_potongan where upload_id = ${d.uploadId}`.execute(
          trx,
        );
        const total = totals[0]!.total;
        await trx
          .updateTable('gaji_potongan_upload')
          .set({ status: 'berhasil', row_count: rows, total, finished_at: sql<Date>`now()` })
          .where('id', '=', d.uploadId)
          .execute();
        await recordAudit(trx, {
          ...d.actor,
          entity: 'gaji_potongan',
          entityId: `${d.kind}:${d.kantorId}:${d.tahun}-${d.bulan}`,
          after: { upload_id: d.uploadId, rows, total },
        });
        result = { imported: rows, total, upload_id: d.uploadId, errors: [] };
        await job.recordEffects(trx, result);
      },
    },
    async (trx, rows) => {
      // One statement per batch: arrays unnested by PostgreSQL; amounts stay decimal strings.
      await sql`
        insert into gaji_potongan (kind, upload_id, kantor_id, tahun, bulan, pegawai_id, jenis_id, jumlah, keterangan)
        select ${d.kind}, ${d.uploadId}, ${d.kantorId}, ${d.tahun}, ${d.bulan}, r.pegawai_id, r.jenis_id, r.jumlah, r.keterangan
        from unnest(${rows.map((r) => pegawaiIdOf(r.npp))}::int[],
                    ${rows.map((r) => jenisIdOf(r.jenis))}::int[],
                    ${rows.map((r) => normaliseAmount(r.jumlah)!)}::numeric[],
                    ${rows.map((r) => r.keterangan)}::text[])
             as r(pegawai_id, jenis_id, jumlah, keterangan)`.execute(trx);
    },
  );
  if (!outcome.ok) {
    const errors: ImportRowError[] = outcome.errors.map(({ row, column, message }) => ({ row, column, message }));
    await ctx.db
      .updateTable('gaji_potongan_upload')
      .set({
        status: 'gagal',
        error_count: outcome.errorCount,
        errors: JSON.stringify(errors),
        finished_at: sql<Date>`now()`,
      })
      .where('id', '=', d.uploadId)
      .execute();
    const report: DeductionUploadResult = { imported: 0, total: '0.00', upload_id: d.uploadId, errors };
    throw new JobError(UPLOAD_MESSAGES.invalid, { retry: false, result: report });
  }
  return { result, message: UPLOAD_MESSAGES.done(outcome.rows) };
}

export function uploadTemplate(kind: DeductionKind, jenis: { kode: string; nama: string }[]): Promise<Buffer> {
  return templateWorkbook(
    ['NPP', 'Jenis', 'Jumlah', 'Keterangan'],
    [['20000001', jenis[0]?.kode ?? 'KOPERASI', '150000.00', `Potongan ${kind}`]],
    [
      'Isi data mulai baris 2 pada sheet Data; hanya sheet pertama yang dibaca. Satu file untuk satu kantor dan satu bulan.',
      'NPP: pegawai kantor yang dipilih saat upload.',
      `Jenis: kode atau nama jenis potongan: ${jenis.map((j) => `${j.kode} (${j.nama})`).join(', ')}.`,
      'Jumlah: angka positif, paling banyak 2 desimal, tanpa pemisah ribuan (contoh 1250000.50 atau 1250000,50).',
      'Satu NPP dan Jenis hanya boleh satu baris. Upload yang berhasil mengganti data kantor dan bulan tersebut.',
      'Jika satu baris salah, tidak ada data yang disimpan; perbaiki baris yang dilaporkan lalu upload ulang.',
    ],
  );
}

// ---- the service job ------------------------------------------------------------------------------

export interface ServiceJobData {
  actor: Actor;
  tahun: number;
  bulan: number;
  kantorId?: number;
}

/**
 * Carries the previous month's service deductions of each office (allowing deductions) forward
 * into the month, for offices that have no service rows for it yet and only for employees still
 * in that office. One transaction: all offices or none.
 */
export async function runService(ctx: AppContext, job: JobContext<ServiceJobData>): Promise<JobOutcome> {
  const d = job.data;
  if (job.committed) return { result: job.committed.result, message: GAJI_MESSAGES.jobExecuted };
  const prev = DateTime.fromObject({ year: d.tahun, month: d.bulan, day: 1 }).minus({ months: 1 });
  await job.reportProgress(10, 'Menyalin potongan service bulan sebelumnya');
  const result = await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`gaji_potongan_service:${d.tahun}:${d.bulan}`}))`.execute(trx);
    const { rows: offices } = await sql<{ kantor_id: number; upload_id: number }>`
      with todo as (
        select distinct g.kantor_id
        from gaji_potongan g join kantor k on k.id = g.kantor_id
        where g.kind = 'service' and g.tahun = ${prev.year} and g.bulan = ${prev.month}
          and k.is_allow_salary_deduction and k.deleted_at is null
          ${d.kantorId !== undefined ? sql`and g.kantor_id = ${d.kantorId}` : sql``}
          and not exists (select 1 from gaji_potongan c where c.kind = 'service' and c.kantor_id = g.kantor_id
                          and c.tahun = ${d.tahun} and c.bulan = ${d.bulan})
      )
      insert into gaji_potongan_upload (kind, kantor_id, tahun, bulan, status, job_id, user_id, finished_at)
      select 'service', kantor_id, ${d.tahun}, ${d.bulan}, 'berhasil', ${job.jobId}, ${d.actor.userId}, now() from todo
      returning kantor_id, id as upload_id`.execute(trx);
    if (offices.length === 0) return { kantor_count: 0, rows: 0, total: '0.00' } satisfies ServiceJobResult;
    const { rows: copied } = await sql<{ rows: number; total: string }>`
      with o as (select * from unnest(${offices.map((o) => o.kantor_id)}::int[], ${offices.map((o) => o.upload_id)}::int[]) as o(kantor_id, upload_id)),
      ins as (
        insert into gaji_potongan (kind, upload_id, kantor_id, tahun, bulan, pegawai_id, jenis_id, jumlah, keterangan)
        select 'service', o.upload_id, g.kantor_id, ${d.tahun}, ${d.bulan}, g.pegawai_id, g.jenis_id, g.jumlah, g.keterangan
        from gaji_potongan g join o on o.kantor_id = g.kantor_id join pegawai p on p.id = g.pegawai_id
        where g.kind = 'service' and g.tahun = ${prev.year} and g.bulan = ${prev.month}
          and p.kantor_id = g.kantor_id and p.is_active
        returning upload_id, jumlah
      ), per as (
        update gaji_potongan_upload u set row_count = s.n, total = s.total
        from (select upload_id, count(*)::int as n, sum(jumlah) as total from ins group by upload_id) s
        where u.id = s.upload_id
        returning s.n, s.total
      )
      select coalesce(sum(n), 0)::int as rows, ${moneySql(sql`sum(total)`)} as total from per`.execute(trx);
    const r: ServiceJobResult = { kantor_count: offices.length, rows: copied[0]!.rows, total: copied[0]!.total };
    await recordAudit(trx, {
      ...d.actor,
      entity: 'gaji_potongan_service',
      entityId: job.jobId,
      after: { tahun: d.tahun, bulan: d.bulan, ...r },
    });
    await job.recordEffects(trx, r);
    return r;
  });
  return {
    result,
    message: `${GAJI_MESSAGES.jobExecuted}: ${UPLOAD_MESSAGES.serviceDone(result.rows, result.kantor_count)}`,
  };
}

export async function queueService(
  ctx: AppContext,
  data: Omit<ServiceJobData, 'actor'>,
  actor: Actor & { userId: number },
): Promise<JobQueuedAnswer> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.jobs.enqueue(SERVICE_JOB, { ...data, actor } satisfies ServiceJobData, {
      userId: actor.userId,
      db: trx,
    });
    await recordAudit(trx, { ...actor, entity: 'gaji_potongan_service', entityId: id, after: { ...data, job_id: id } });
    return id;
  });
  ctx.jobs.wake(SERVICE_JOB);
  return { message: GAJI_MESSAGES.jobExecuted, data: { job_id: jobId } };
}

// ---- export ---------------------------------------------------------------------------------------

export interface ExportJobData {
  kind: DeductionKind;
  tahun: number;
  bulan?: number;
  kantorId?: number;
}

const AMOUNT_FORMAT = '#,##0.00';

/** Amounts go to Excel as numbers (what a spreadsheet sums); the database already rounded them to cents. */
const excelAmount = (v: string): number => Number(v);

export const EXPORT_COLUMNS: readonly XlsxColumn<repo.DeductionDbRow>[] = [
  { header: 'No', width: 7, value: (_r, i) => i + 1 },
  { header: 'Tahun', width: 8, value: (r) => r.tahun },
  { header: 'Bulan', width: 12, value: (r) => MONTHS[r.bulan] },
  { header: 'Kantor', width: 28, value: (r) => r.kantor_nama },
  { header: 'NPP', width: 11, value: (r) => (r.npp === '00000000' ? null : r.npp) },
  { header: 'Nama', width: 30, value: (r) => r.pegawai_nama },
  { header: 'Kode Jenis', width: 12, value: (r) => r.jenis_kode },
  { header: 'Jenis', width: 28, value: (r) => r.jenis_nama },
  { header: 'Jumlah', width: 16, numFmt: AMOUNT_FORMAT, value: (r) => excelAmount(r.jumlah) },
  { header: 'Keterangan', width: 30, value: (r) => r.keterangan },
];

async function runExport(ctx: AppContext, job: JobContext<ExportJobData>): Promise<JobOutcome> {
  const d = job.data;
  const scope = { kind: d.kind, tahun: d.tahun, bulan: d.bulan, kantorId: d.kantorId };
  const key = `exports/gaji_potongan/${job.jobId}.xlsx`;
  const period = d.bulan ? `${d.tahun}${String(d.bulan).padStart(2, '0')}` : String(d.tahun);
  const fileName = exportFileName(`potongan_${d.kind}_${period}`);
  const total = await repo.countDeductions(ctx.db, scope);
  const rows = await storeXlsx(ctx.files.storage, key, repo.iterateDeductions(ctx.db, scope), EXPORT_COLUMNS, {
    sheetName: 'Potongan',
    signal: job.signal,
    onProgress: (written) => job.reportProgress(Math.min(99, (written / Math.max(1, total)) * 100)),
  });
  return { resultLocation: key, result: { rows, file_name: fileName }, message: UPLOAD_MESSAGES.exportDone(rows) };
}

export async function queueExport(
  ctx: AppContext,
  data: ExportJobData,
  actor: Actor & { userId: number },
): Promise<JobQueuedAnswer> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.jobs.enqueue(EXPORT_JOB, data, { userId: actor.userId, db: trx });
    await recordAudit(trx, { ...actor, entity: 'gaji_potongan_export', entityId: id, after: { ...data, job_id: id } });
    return id;
  });
  ctx.jobs.wake(EXPORT_JOB);
  return { message: UPLOAD_MESSAGES.exportCreated, data: { job_id: jobId } };
}

export function registerPotonganJobs(ctx: AppContext): void {
  ctx.jobs.register<UploadJobData>({
    name: UPLOAD_JOB,
    handler: (job) => runUpload(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
  ctx.jobs.register<ServiceJobData>({
    name: SERVICE_JOB,
    handler: (job) => runService(ctx, job),
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 15 * 60,
  });
  ctx.jobs.register<ExportJobData>({
    name: EXPORT_JOB,
    handler: (job) => runExport(ctx, job),
    retryLimit: 2,
    retryDelaySeconds: 10,
    expireInSeconds: 30 * 60,
  });
}

// ---- synchronous downloads ------------------------------------------------------------------------

/** Employees read per query while the pivot file is written. */
export const PIVOT_BATCH = 2000;

/**
 * potongan_gaji_pivot.xlsx: every employee of the month × every type, sums from SQL. The rows are
 * read `batch` employees at a time and written as they come, inside one read-only snapshot (every
 * batch sees the same month); a download the client drops stops the reading.
 */
export function pivotWorkbook(db: Db, scope: repo.DeductionScope, batch = PIVOT_BATCH): PassThrough {
  const out = new PassThrough();
  const stop = new AbortController();
  out.on('close', () => stop.abort());
  db.transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const jenis = await repo.listJenis(trx, scope.kind);
      const columns: XlsxColumn<repo.PivotDbRow>[] = [
        { header: 'No', width: 7, value: (_r, i) => i + 1 },
        { header: 'NPP', width: 11, value: (r) => (r.npp === '00000000' ? null : r.npp) },
        { header: 'Nama', width: 30, value: (r) => r.nama },
        { header: 'Kantor', width: 26, value: (r) => r.kantor_nama },
        ...jenis.map((j): XlsxColumn<repo.PivotDbRow> => ({
          header: j.kode,
          width: 16,
          numFmt: AMOUNT_FORMAT,
          value: (r) => (r.jumlah[String(j.id)] === undefined ? null : excelAmount(r.jumlah[String(j.id)]!)),
        })),
        { header: 'Total', width: 18, numFmt: AMOUNT_FORMAT, value: (r) => excelAmount(r.total) },
      ];
      await streamXlsx(repo.iteratePivot(trx, scope, batch), columns, out, { sheetName: 'Pivot', signal: stop.signal });
    })
    .catch((err: Error) => out.destroy(err));
  return out;
}

/** potongan_gaji_hasil_upload.xlsx: the month's upload attempts. */
export async function hasilUploadWorkbook(
  ctx: AppContext,
  s: { kind: DeductionKind; tahun: number; bulan: number; kantorId?: number },
): Promise<PassThrough> {
  const { rows } = await repo.listUploads(ctx.db, s, { limit: 100_000, offset: 0 });
  const columns: XlsxColumn<repo.UploadDbRow>[] = [
    { header: 'No', width: 7, value: (_r, i) => i + 1 },
    { header: 'Kantor', width: 28, value: (r) => r.kantor_nama },
    { header: 'Status', width: 12, value: (r) => r.status },
    { header: 'Jumlah Baris', width: 12, value: (r) => r.row_count },
    { header: 'Total', width: 18, numFmt: AMOUNT_FORMAT, value: (r) => excelAmount(r.total) },
    { header: 'Jumlah Error', width: 12, value: (r) => r.error_count },
    { header: 'Diupload Oleh', width: 20, value: (r) => r.user_name },
    { header: 'Waktu Upload', width: 20, numFmt: 'dd/mm/yyyy hh:mm', value: (r) => r.created_at },
  ];
  const out = new PassThrough();
  streamXlsx(rows, columns, out, { sheetName: 'Hasil Upload' }).catch((err: Error) => out.destroy(err));
  return out;
}
