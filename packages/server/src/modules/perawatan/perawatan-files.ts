/**
 * Bill scans (nota) of a care claim (spec file event 11 "care"), through the platform's decree files.
 * Whoever may read the claim lists them (the routes' policy, a claim that exists); adding or removing
 * one follows the claim's Draft rule: its registrar, while it is a Draft (403/409 otherwise).
 */
import { decreeFiles } from '../../platform/files/decree-files.js';
import { lockDraftOfRegistrar } from './perawatan-draft.js';
import { PERAWATAN_MESSAGES } from './perawatan-rules.js';
import { PERAWATAN_FILE_OWNER } from './perawatan.repo.js';

export const {
  list: filesOfNota,
  upload: uploadNotaFile,
  remove: deleteNotaFile,
} = decreeFiles({
  table: 'perawatan_nota',
  owner: PERAWATAN_FILE_OWNER,
  eventId: 11,
  keyPrefix: 'perawatan',
  fallbackName: 'nota.pdf',
  notFound: PERAWATAN_MESSAGES.notFound,
  auditEntity: 'perawatan_nota_file',
  assertWritable: async (trx, id, actor) => {
    await lockDraftOfRegistrar(trx, actor.userId, id);
  },
});
