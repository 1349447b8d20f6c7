/** Files of a diklat event (spec file event 3, diklat), through the platform's decree files. */
import { decreeFiles } from '../../platform/files/decree-files.js';
import { DIKLAT_FILE_OWNER } from './diklat.repo.js';
import { DIKLAT_MESSAGES } from './diklat.service.js';

export const {
  list: filesOfDiklat,
  upload: uploadDiklatFile,
  remove: deleteDiklatFile,
} = decreeFiles({
  table: 'diklat_event',
  owner: DIKLAT_FILE_OWNER,
  eventId: 3,
  keyPrefix: 'diklat',
  fallbackName: 'diklat.pdf',
  notFound: DIKLAT_MESSAGES.eventNotFound,
  auditEntity: 'diklat_event_file',
});
