/**
 * Excel import, all or nothing: every row of the first sheet is read (streaming), converted and
 * validated; row-level errors are collected in the spec's upload_error style
 * `[{ row, column, value, message }]` (Excel row numbers, header texts, Indonesian messages).
 * Valid rows are written in batches inside ONE transaction while reading; as soon as any row is
 * invalid nothing more is written, the rest is still validated, and the transaction is rolled
 * back at the end. So a bad row among good ones writes nothing and lists every problem.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export type ImportCellType = 'string' | 'number' | 'integer' | 'date' | 'boolean';
export type ImportValue = string | number | boolean | null;

/** Any yup schema (or look-alike): `validate` resolves with the cast value or rejects with `.errors`/`.message`. */
export interface SchemaLike {
  validate(value: unknown, options?: { context?: unknown; abortEarly?: boolean }): Promise<unknown>;
}

/** Returns an error text, or nothing when the value is fine. */
export type PlainValidator<Row> = (
  value: ImportValue,
  row: Partial<Row>,
) => string | null | undefined | Promise<string | null | undefined>;

export interface ImportColumn<Row> {
  key: keyof Row & string;
  /** Header text in the first row; matched ignoring case and repeated spaces. */
  header: string;
  /** Other accepted header texts. */
  aliases?: readonly string[];
  /** Default 'string'. Dates become 'YYYY-MM-DD'. */
  type?: ImportCellType;
  required?: boolean;
  /** No two rows of the file may hold the same value. */
  unique?: boolean;
  /** Runs after type conversion, only on non-empty values. */
  validate?: PlainValidator<Row> | SchemaLike;
}

export interface RowError {
  /** Excel row number (the header is row 1). */
  row: number;
  /** Column header as the user sees it ('' for errors about the whole file). */
  column: string;
  value: unknown;
  message: string;
}

export interface ImportOptions<Row> {
  db: Kysely<Database>;
  columns: readonly ImportColumn<Row>[];
  /** More rows than this are refused (default IMPORT_MAX_ROWS). */
  maxRows?: number;
  /** Errors kept for the answer (default 1000); the rest are only counted. */
  maxErrors?: number;
  /** Rows per `writeRows` call (default 500). */
  batchSize?: number;
  signal?: AbortSignal;
  onProgress?: (rowsRead: number) => void | Promise<void>;
  /** Last step inside the write transaction when every row was good, e.g. a job's `recordEffects`. */
  beforeCommit?: (trx: Transaction<Database>, rows: number) => Promise<void>;
}

export type ImportResult =
  { ok: true; rows: number } | { ok: false; rows: number; errors: RowError[]; errorCount: number };

export const IMPORT_MESSAGES = {
  notXlsx: 'File bukan file Excel (.xlsx) yang valid',
  empty: 'File tidak berisi data',
  tooManyRows: (max: number) => `Jumlah baris melebihi batas ${max.toLocaleString('id-ID')} baris`,
  missingHeader: (header: string) => `Kolom ${header} tidak ditemukan pada baris judul`,
  required: (header: string) => `Kolom ${header} wajib diisi`,
  number: (header: string) => `Kolom ${header} harus berupa angka`,
  integer: (header: string) => `Kolom ${header} harus berupa bilangan bulat`,
  date: (header: string) => `Kolom ${header} harus berupa tanggal (DD/MM/YYYY)`,
  boolean: (header: string) => `Kolom ${header} harus berisi Ya atau Tidak`,
  duplicate: (header: string, row: number) => `${header} sama dengan baris ${row}`,
  invalid: (header: string) => `Kolom ${header} tidak valid`,
} as const;

/** More data rows than this are refused (the upload check reads it from the file's dimension first). */
export const IMPORT_MAX_ROWS = 50_000;

class Rollback extends Error {}
/** The file itself could not be read (not a zip, not a workbook). */
class FileProblem extends Error {}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** exceljs cell values (rich text, formulas, hyperlinks, errors) → a plain value. */
function plainCell(value: ExcelJS.CellValue | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return plainCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return plainCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return String(value);
}

function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Converts to the column type; `undefined` means "not convertible". */
function convert(raw: unknown, type: ImportCellType): ImportValue | undefined {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  switch (type) {
    case 'string':
      return raw instanceof Date
        ? isoDate(raw.getUTCFullYear(), raw.getUTCMonth() + 1, raw.getUTCDate())
        : String(raw).trim();
    case 'number':
    case 'integer': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+([.,]\d+)?$/.test(raw.trim())
            ? Number(raw.trim().replace(',', '.'))
            : NaN;
      if (!Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n))) return undefined;
      return n;
    }
    case 'date': {
      if (raw instanceof Date)
        return isoDate(raw.getUTCFullYear(), raw.getUTCMonth() + 1, raw.getUTCDate()) ?? undefined;
      const text = String(raw).trim();
      let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
      if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3])) ?? undefined;
      m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
      if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1])) ?? undefined;
      return undefined;
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      const text = String(raw).trim().toLowerCase();
      if (['ya', 'y', 'yes', 'true', '1'].includes(text)) return true;
      if (['tidak', 't', 'no', 'n', 'false', '0'].includes(text)) return false;
      return undefined;
    }
  }
}

const TYPE_MESSAGES: Record<Exclude<ImportCellType, 'string'>, (header: string) => string> = {
  number: IMPORT_MESSAGES.number,
  integer: IMPORT_MESSAGES.integer,
  date: IMPORT_MESSAGES.date,
  boolean: IMPORT_MESSAGES.boolean,
};

function isSchema(v: unknown): v is SchemaLike {
  return typeof v === 'object' && v !== null && typeof (v as SchemaLike).validate === 'function';
}

async function runValidator<Row>(
  column: ImportColumn<Row>,
  value: ImportValue,
  row: Partial<Row>,
): Promise<{ value: ImportValue; error?: string }> {
  if (!column.validate) return { value };
  if (isSchema(column.validate)) {
    try {
      return { value: (await column.validate.validate(value, { context: row, abortEarly: true })) as ImportValue };
    } catch (err) {
      const errors = (err as { errors?: unknown }).errors;
      const text = Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : (err as Error).message;
      return { value, error: text || IMPORT_MESSAGES.invalid(column.header) };
    }
  }
  const error = await column.validate(value, row);
  return error ? { value, error } : { value };
}

/** Where each column sits: header texts of the first row matched against the column definitions. */
function mapHeader<Row>(
  headerValues: unknown[],
  columns: readonly ImportColumn<Row>[],
): { positions: Map<ImportColumn<Row>, number>; errors: RowError[] } {
  const byText = new Map<string, number>();
  headerValues.forEach((v, i) => {
    const text = plainCell(v as ExcelJS.CellValue);
    if (text !== null && !byText.has(normalise(String(text)))) byText.set(normalise(String(text)), i);
  });
  const positions = new Map<ImportColumn<Row>, number>();
  const errors: RowError[] = [];
  for (const column of columns) {
    const index = [column.header, ...(column.aliases ?? [])]
      .map((h) => byText.get(normalise(h)))
      .find((i) => i !== undefined);
    if (index !== undefined) positions.set(column, index);
    else if (column.required)
      errors.push({
        row: 1,
        column: column.header,
        value: null,
        message: IMPORT_MESSAGES.missingHeader(column.header),
      });
  }
  return { positions, errors };
}

async function* sheetRows(source: Buffer | Readable): AsyncGenerator<ExcelJS.Row> {
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) yield row;
      return; // the first sheet only
    }
  } finally {
    if (!Buffer.isBuffer(source)) source.destroy();
  }
}

/**
 * Reads, validates and (when every row is valid) writes through `writeRows(trx, rows)`, called
 * per batch inside one transaction. Throws only for failures of the database or of `writeRows`
 * (the transaction is then rolled back); problems of the file come back as `errors`.
 */
export async function importXlsx<Row extends object>(
  source: Buffer | Readable,
  options: ImportOptions<Row>,
  writeRows: (trx: Transaction<Database>, rows: Row[]) => Promise<void>,
): Promise<ImportResult> {
  const maxRows = options.maxRows ?? IMPORT_MAX_ROWS;
  const maxErrors = options.maxErrors ?? 1000;
  const batchSize = options.batchSize ?? 500;
  const errors: RowError[] = [];
  let errorCount = 0;
  let rows = 0;
  const addError = (e: RowError) => {
    errorCount++;
    if (errors.length < maxErrors) errors.push(e);
  };

  try {
    await options.db.transaction().execute(async (trx) => {
      const iterator = sheetRows(source);
      const next = async () => {
        try {
          return await iterator.next();
        } catch {
          throw new FileProblem();
        }
      };
      let positions: Map<ImportColumn<Row>, number> | undefined;
      const seen = new Map<ImportColumn<Row>, Map<string, number>>(
        options.columns.filter((c) => c.unique).map((c) => [c, new Map()]),
      );
      let batch: Row[] = [];

      for (let step = await next(); !step.done; step = await next()) {
        options.signal?.throwIfAborted();
        const excelRow = step.value;
        const values = (excelRow.values as unknown[]) ?? [];
        if (!positions) {
          const header = mapHeader(values, options.columns);
          if (header.errors.length > 0) {
            header.errors.forEach(addError);
            break;
          }
          positions = header.positions;
          continue;
        }
        if (
          values.every(
            (v) =>
              plainCell(v as ExcelJS.CellValue) === null || String(plainCell(v as ExcelJS.CellValue)).trim() === '',
          )
        )
          continue;
        rows++;
        if (rows > maxRows) {
          addError({ row: excelRow.number, column: '', value: null, message: IMPORT_MESSAGES.tooManyRows(maxRows) });
          break;
        }

        const parsed: Partial<Row> = {};
        const rowErrors: RowError[] = [];
        for (const column of options.columns) {
          const index = positions.get(column);
          const raw = index === undefined ? null : plainCell(values[index] as ExcelJS.CellValue);
          const converted = convert(raw, column.type ?? 'string');
          if (converted === undefined) {
            rowErrors.push({
              row: excelRow.number,
              column: column.header,
              value: raw,
              message: TYPE_MESSAGES[column.type as Exclude<ImportCellType, 'string'>](column.header),
            });
            continue;
          }
          (parsed as Record<string, unknown>)[column.key] = converted;
        }
        for (const column of options.columns) {
          const value = (parsed as Record<string, unknown>)[column.key] as ImportValue | undefined;
          if (value === undefined) continue; // conversion already failed
          if (value === null) {
            if (column.required)
              rowErrors.push({
                row: excelRow.number,
                column: column.header,
                value: null,
                message: IMPORT_MESSAGES.required(column.header),
              });
            continue;
          }
          const checked = await runValidator(column, value, parsed);
          if (checked.error) {
            rowErrors.push({ row: excelRow.number, column: column.header, value, message: checked.error });
            continue;
          }
          (parsed as Record<string, unknown>)[column.key] = checked.value;
          const seenValues = seen.get(column);
          if (seenValues) {
            const key = normalise(String(checked.value));
            const first = seenValues.get(key);
            if (first !== undefined)
              rowErrors.push({
                row: excelRow.number,
                column: column.header,
                value,
                message: IMPORT_MESSAGES.duplicate(column.header, first),
              });
            else seenValues.set(key, excelRow.number);
          }
        }

        if (rowErrors.length > 0) {
          const order = (e: RowError) => options.columns.findIndex((c) => c.header === e.column);
          rowErrors.sort((a, b) => order(a) - order(b)).forEach(addError);
          batch = []; // nothing more will be written
          continue;
        }
        if (errorCount > 0) continue;
        batch.push(parsed as Row);
        if (batch.length >= batchSize) {
          await writeRows(trx, batch);
          batch = [];
        }
        if (options.onProgress && rows % 1000 === 0) await options.onProgress(rows);
      }

      if (!positions && errorCount === 0) addError({ row: 1, column: '', value: null, message: IMPORT_MESSAGES.empty });
      else if (positions && rows === 0 && errorCount === 0)
        addError({ row: 2, column: '', value: null, message: IMPORT_MESSAGES.empty });
      if (errorCount > 0) throw new Rollback();
      if (batch.length > 0) await writeRows(trx, batch);
      await options.beforeCommit?.(trx, rows);
    });
  } catch (err) {
    if (err instanceof FileProblem)
      return {
        ok: false,
        rows,
        errors: [{ row: 0, column: '', value: null, message: IMPORT_MESSAGES.notXlsx }],
        errorCount: 1,
      };
    if (!(err instanceof Rollback)) throw err;
    return { ok: false, rows, errors, errorCount };
  }
  return { ok: true, rows };
}
