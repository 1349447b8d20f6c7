/**
 * Shared by the position and rank bulk imports: send the xlsx with upload progress, answer the job
 * id; the job's result is { imported, errors: [{ row, column, message }] }.
 */
import { downloadFrom, type Transport } from '@portal/api-client';
import type { BulkImportResult, JobQueuedAnswer } from '@portal/contracts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function uploadImportFile(
  transport: Transport,
  path: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<JobQueuedAnswer> {
  return transport.request('POST', path, {
    body: file,
    headers: { 'Content-Type': XLSX_TYPE },
    onUploadProgress: onProgress,
  });
}

/** The row report of a finished import job, or null when the job has none. */
export function importReport(result: unknown): BulkImportResult | null {
  const r = result as Partial<BulkImportResult> | null | undefined;
  return r && typeof r.imported === 'number' && Array.isArray(r.errors) ? (r as BulkImportResult) : null;
}

export { downloadFrom };
