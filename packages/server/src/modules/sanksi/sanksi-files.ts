/** Decree files of a sanction (spec file event 6 "sanction"), through the platform's decree files. */
import { decreeFiles } from '../../platform/files/decree-files.js';
import { SANKSI_FILE_OWNER } from './sanksi.repo.js';
import { SANKSI_MESSAGES } from './sanksi.service.js';

export const {
  list: filesOfSanksi,
  upload: uploadSanksiFile,
  remove: deleteSanksiFile,
} = decreeFiles({
  table: 'pegawai_sanksi',
  owner: SANKSI_FILE_OWNER,
  eventId: 6,
  keyPrefix: 'sanksi',
  fallbackName: 'sk-sanksi.pdf',
  notFound: SANKSI_MESSAGES.notFound,
  auditEntity: 'pegawai_sanksi_file',
});
