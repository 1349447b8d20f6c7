/**
 * The plumbing both bulk imports share (employees' positions and ranks, spec "store_excel runs in
 * background", file event store_file_massal): the request stores the uploaded xlsx and queues a
 * job; the job runs the platform importer (all rows valid or nothing written) and either finishes
 * with the number of rows written or fails with the row-level error report as its result.
 */
import { randomUUID } from 'node:crypto';
import type { BulkImportResult, JobQueuedAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { validationError } from '../../platform/errors.js';
import { declaredLastRow } from '../../platform/excel/xlsx-dimension.js';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, importXlsx, type ImportColumn } from '../../platform/excel/xlsx-import.js';
import { XLSX_CONTENT_TYPE } from '../../platform/excel/xlsx-export.js';
import { JobError, type JobContext, type JobOutcome } from '../../platform/jobs/job-service.js';

// The upload routes of both registers accept this type.
export { XLSX_CONTENT_TYPE };

/** Uploads larger than this are refused before they are read (about 50 000 rows). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const BULK_IMPORT_MESSAGES = {
  queued: 'Data upload sementara di proses',
  emptyFile: 'File upload wajib diisi',
  tooLarge: 'Ukuran file paling besar 5 MB',
  reading: 'Memeriksa isi file',
  progress: (rows: number) => `${rows.toLocaleString('id-ID')} baris diperiksa`,
  invalid: 'Data upload tidak valid, tidak ada data yang disimpan',
  fileGone: 'File upload tidak ditemukan',
  done: (rows: number) => `${rows.toLocaleString('id-ID')} baris berhasil diimpor`,
} as const;

export interface ImportJobData {
  key: string;
  actor: Actor;
}

/**
 * The upload route's scope reads the xlsx bytes as the body (the server has no multipart parser;
 * the browser sends the file itself, which also gives it upload progress).
 */
export function acceptXlsxBodies(app: FastifyInstance): void {
  for (const type of [XLSX_CONTENT_TYPE, 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }
}

/** Stores the upload and queues the job in one transaction with its audit row; answers the job id. */
export async function queueImport(
  ctx: AppContext,
  jobName: string,
  entity: string,
  actor: Actor & { userId: number },
  body: unknown,
): Promise<JobQueuedAnswer> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw validationError({ file: [BULK_IMPORT_MESSAGES.emptyFile] });
  // Refused now, while the user waits, when the file itself says it is too long (header + rows).
  const lastRow = await declaredLastRow(body);
  if (lastRow !== null && lastRow - 1 > IMPORT_MAX_ROWS)
    throw validationError({ file: [IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS)] });
  const key = `imports/${entity}/${randomUUID()}.xlsx`;
  await ctx.files.storage.put(key, body, { contentType: XLSX_CONTENT_TYPE });
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ctx.jobs.enqueue(jobName, { key, actor } satisfies ImportJobData, {
      userId: actor.userId,
      db: trx,
    });
    await recordAudit(trx, { ...actor, entity, entityId: id, after: { job_id: id, file: key, bytes: body.length } });
    return id;
  });
  ctx.jobs.wake(jobName);
  return { message: BULK_IMPORT_MESSAGES.queued, data: { job_id: jobId } };
}

/**
 * The job body: all or nothing through importXlsx; `write` gets each batch inside the importer's
 * one transaction. A file with bad rows fails the job without retry, with `{ imported: 0, errors }`
 * as its result, which the page shows row by row.
 */
export async function runImport<Row extends object>(
  ctx: AppContext,
  job: JobContext<ImportJobData>,
  columns: readonly ImportColumn<Row>[],
  write: (trx: Transaction<Database>, rows: Row[]) => Promise<void>,
): Promise<JobOutcome> {
  // An earlier attempt wrote every row, then its process died before the job ended: done already.
  if (job.committed) {
    const written = job.committed.result as BulkImportResult;
    return { result: written, message: BULK_IMPORT_MESSAGES.done(written.imported) };
  }
  await job.reportProgress(5, BULK_IMPORT_MESSAGES.reading);
  const stored = await ctx.files.storage.getStream(job.data.key);
  if (!stored) throw new JobError(BULK_IMPORT_MESSAGES.fileGone, { retry: false });
  const result = await importXlsx(
    stored.body,
    {
      db: ctx.db,
      columns,
      signal: job.signal,
      onProgress: (rows) => job.reportProgress(50, BULK_IMPORT_MESSAGES.progress(rows)),
      // In the rows' own transaction, so a resumed attempt knows they are in (see job-service).
      beforeCommit: (trx, rows) => job.recordEffects(trx, { imported: rows, errors: [] } satisfies BulkImportResult),
    },
    write,
  );
  if (!result.ok) {
    const report: BulkImportResult = {
      imported: 0,
      errors: result.errors.map(({ row, column, message }) => ({ row, column, message })),
    };
    throw new JobError(BULK_IMPORT_MESSAGES.invalid, { retry: false, result: report });
  }
  const report: BulkImportResult = { imported: result.rows, errors: [] };
  return { result: report, message: BULK_IMPORT_MESSAGES.done(result.rows) };
}

/** Lower case, single spaces: how names in a file are matched against the registers. */
export function nameKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A name → id map that knows which names are ambiguous (two live rows with the same name). */
export function nameIndex(rows: { id: number; names: string[] }[]): Map<string, number | 'ambiguous'> {
  const index = new Map<string, number | 'ambiguous'>();
  for (const row of rows) {
    for (const name of row.names) {
      const key = nameKey(name);
      const seen = index.get(key);
      index.set(key, seen === undefined || seen === row.id ? row.id : 'ambiguous');
    }
  }
  return index;
}
