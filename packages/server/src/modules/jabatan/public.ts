// What the ranks module may use of the positions module: the HR access rules, the shared history
// rules, and the bulk import and export machinery both registers use. The lint's module boundary.
export { HR_ACCESS, HR_ONLY } from './access.js';
export {
  acceptXlsxBodies,
  nameIndex,
  nameKey,
  queueImport,
  runImport,
  XLSX_CONTENT_TYPE,
  type ImportJobData,
} from './bulk-import.js';
export { checkPeriod } from './history-input.js';
export { templateWorkbook } from './jabatan-import.js';
export { latestHistoryRecord, lockPegawai, writeHistoryRecord } from './pegawai-jabatan.rule.js';
export { registerExportJob, requestExport, type XlsxExportDefinition } from './xlsx-export-job.js';
