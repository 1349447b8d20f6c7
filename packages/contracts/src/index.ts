/**
 * @portal/contracts: the API's contracts, one schema per endpoint (docs/adr/0024-one-contract-per-endpoint.md).
 * The server imports the schemas; shell, remotes and packages import types only (`import type`,
 * enforced by the lint), so no schema code reaches a browser bundle.
 */
export * from './common.js';
export * from './stored-file.js';
export * from './approval.js';
export * from './izin.js';
export * from './absen-delete-request.js';
export * from './general-lists.js';
export * from './libur.js';
export * from './pegawai-ref.js';
export * from './covid.js';
export * from './audit-log.js';
export * from './dashboard.js';
export * from './jobs.js';
export * from './outbox.js';
export * from './users.js';
export * from './pegawai-list.js';
export * from './auth.js';
export * from './link.js';
export * from './storage.js';
export * from './pegawai-options.js';
export * from './pegawai-cv.js';
export * from './options.js';
export * from './bulk-import.js';
export * from './jabatan.js';
export * from './pangkat.js';
export * from './kantor.js';
export * from './sotk.js';
export * from './absen.js';
export * from './absen-registers.js';
export * from './absen-reports.js';
export * from './gaji.js';
export * from './kpi.js';
export * from './sppd.js';
export * from './mail.js';
export * from './wla.js';
export * from './target-dana.js';
export * from './notadinas.js';
export * from './skmd.js';
export * from './sanksi.js';
export * from './ai.js';
export * from './pgs.js';
export * from './pegawai-registers.js';
export * from './whatsapp.js';
export * from './push.js';
export * from './helpdesk.js';
export * from './worksheet.js';
export * from './task.js';
export * from './infobank.js';
export * from './broadcast.js';
export * from './phk.js';
export * from './survey.js';
export * from './learning.js';
export * from './notifications.js';
export * from './pic.js';
