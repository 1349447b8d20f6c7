/**
 * The bulk imports of employees' position and rank records (POST /api/sdm/pegawai/x/jabatan/x/store_excel,
 * …/x/pangkat/x/store_excel): the upload answers a queued job (JobQueuedAnswer); the job's `result`
 * (JobView.result) is a BulkImportResult, whose `errors` the page shows row by row when it failed.
 */
import { Type, type Static } from 'typebox';

/** One problem of a bulk import: 1-based spreadsheet row, column header, Indonesian message. */
export const ImportRowError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** The result stored on the background job of a bulk import: rows written (0 when it failed) and the row errors. */
export const BulkImportResult = Type.Object({
  imported: Type.Integer(),
  errors: Type.Array(ImportRowError),
});
export type BulkImportResult = Static<typeof BulkImportResult>;
