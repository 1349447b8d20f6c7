/** Decree files of a termination (spec file event 19 "termination"), through the platform's decree files. */
import { decreeFiles } from '../../platform/files/decree-files.js';
import { PHK_FILE_OWNER } from './phk.repo.js';
import { PHK_MESSAGES } from './phk.service.js';

export const {
  list: filesOfPhk,
  upload: uploadPhkFile,
  remove: deletePhkFile,
} = decreeFiles({
  table: 'pegawai_phk',
  owner: PHK_FILE_OWNER,
  eventId: 19,
  keyPrefix: 'phk',
  fallbackName: 'sk-phk.pdf',
  notFound: PHK_MESSAGES.notFound,
  auditEntity: 'pegawai_phk_file',
});
