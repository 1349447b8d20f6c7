/**
 * Streaming xlsx export: rows come from an async iterable (keyset batches or a cursor over
 * PostgreSQL) and leave through exceljs's streaming WorkbookWriter, each row committed (written to
 * the zip stream and dropped) as soon as it is added. Memory stays flat whatever the row count.
 */
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import type { FileStorage } from '../files/storage.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers with an xlsx file the browser saves as `fileName` (templates, pivots, result files). */
export function sendXlsx(reply: FastifyReply, fileName: string, body: Buffer | Readable) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

const YIELD_EVERY = 200;

export interface XlsxColumn<T> {
  header: string;
  /** Column width in characters. */
  width?: number;
  /** Excel number format, e.g. 'dd/mm/yyyy' for dates, '0' for integers. */
  numFmt?: string;
  value(row: T, index: number): XlsxCell;
}

export type XlsxCell = string | number | boolean | Date | null | undefined;

export interface StreamXlsxOptions {
  sheetName?: string;
  /** Called every `progressEvery` rows (default 1000) with the rows written so far. */
  onProgress?: (rowsWritten: number) => void | Promise<void>;
  progressEvery?: number;
  /** Checked between rows: an aborted export stops with the signal's reason. */
  signal?: AbortSignal;
}

/** An export's download name: `prefix-yyyyLLdd-HHmm.xlsx`, stamped in Asia/Jakarta time. */
export function exportFileName(prefix: string, at: DateTime = DateTime.now()): string {
  return `${prefix}-${at.setZone('Asia/Jakarta').toFormat('yyyyLLdd-HHmm')}.xlsx`;
}

/** 'YYYY-MM-DD' → a Date Excel shows as that calendar day (Excel dates carry no time zone). */
export function excelDate(isoDate: string | null | undefined): Date | null {
  if (!isoDate) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** Writes the workbook to `output` and ends it; resolves with the number of data rows. */
export async function streamXlsx<T>(
  rows: AsyncIterable<T> | Iterable<T>,
  columns: readonly XlsxColumn<T>[],
  output: Writable,
  options: StreamXlsxOptions = {},
): Promise<number> {
  // Inline strings, not a shared-string table: the table would have to be held until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Data', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();

  const every = options.progressEvery ?? 1000;
  let count = 0;
  for await (const row of rows) {
    options.signal?.throwIfAborted();
    const values = columns.map((c) => {
      const v = c.value(row, count);
      return v === undefined ? null : v;
    });
    sheet.addRow(values).commit();
    count++;
    // exceljs writes without backpressure: let the zip stream run now and then, and wait when the
    // destination is behind, so committed rows leave memory instead of piling up in buffers.
    if (count % YIELD_EVERY === 0) {
      await setImmediatePromise();
      if (output.writableNeedDrain) await once(output, 'drain', { signal: options.signal });
    }
    if (options.onProgress && count % every === 0) await options.onProgress(count);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * Streams the workbook straight into storage under `key`; resolves with the number of data rows
 * once the file is stored. A failure on either side ends both, so neither waits forever.
 */
export async function storeXlsx<T>(
  storage: FileStorage,
  key: string,
  rows: AsyncIterable<T> | Iterable<T>,
  columns: readonly XlsxColumn<T>[],
  options: StreamXlsxOptions = {},
): Promise<number> {
  const file = new PassThrough();
  const stored = storage.put(key, file, { contentType: XLSX_CONTENT_TYPE });
  // A store that fails before reading would leave the writer waiting for 'drain' forever.
  stored.catch((err: Error) => file.destroy(err));
  try {
    const count = await streamXlsx(rows, columns, file, options);
    await stored;
    return count;
  } catch (err) {
    file.destroy(err as Error);
    await stored.catch(() => undefined);
    throw err;
  }
}
