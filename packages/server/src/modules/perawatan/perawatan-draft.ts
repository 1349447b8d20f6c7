/**
 * Who may change a care claim's Draft (ADR 0050 "Rows"): only whoever registered it, and only while it
 * is a Draft. One rule for the claim's own changes (update, delete) and for its bill scans.
 */
import { lockApprovalRequest } from '../../platform/approval/index.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/errors.js';
import { PERAWATAN_MESSAGES, PERAWATAN_TYPE } from './perawatan-rules.js';
import * as repo from './perawatan.repo.js';

/** The claim, locked for a change by `userId`; 404 missing, 403 not its registrar, 409 no longer Draft. */
export async function lockDraftOfRegistrar(trx: Db, userId: number | null, id: number) {
  // The request row first, then the claim: the order the engine's store_request takes (no deadlock).
  const status = (await lockApprovalRequest(trx, PERAWATAN_TYPE, id))?.status;
  const nota = await repo.lockNota(trx, id);
  if (!nota) throw new HttpError(404, PERAWATAN_MESSAGES.notFound);
  if (nota.user_id !== userId) throw new HttpError(403, PERAWATAN_MESSAGES.registrarOnly);
  if (status !== 'draft') throw new HttpError(409, PERAWATAN_MESSAGES.draftOnly);
  return nota;
}
