// What other attendance modules (delete requests, health declarations) may use of this one:
// the shared attendance vocabulary and the caller → employee lookup. The lint's module boundary.
export { ABSEN_DELETE_REQUEST_MESSAGES, APPROVAL_STATUS_LABELS, COVID_MESSAGES } from './absen-domain.js';
export { NO_PEGAWAI_MESSAGE, pegawaiIdOf, toPegawaiRef } from './absen-reports.service.js';
// The AI assistant's tools read an employee's own month through the same scoping (issue #21).
export { AbsenReportsService } from './absen-reports.service.js';
