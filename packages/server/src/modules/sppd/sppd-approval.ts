/**
 * The 'sppd' request type of the approval engine: the requester's superior, then Admin SPPD (12).
 * Before a request goes out the trip needs travellers and generated costs and must fit the
 * kantor's budget; every approval checks the budget again (another trip may have used it).
 */
import { sql } from 'kysely';
import {
  registerApprovalType,
  roleStep,
  superiorStep,
  type ApprovalHookContext,
} from '../../platform/approval/index.js';
import { HttpError } from '../../platform/errors.js';
import { assertWithinBudget } from './budget.js';
import { ADMIN_SPPD_ROLE, SPPD_MESSAGES, SPPD_TYPE } from './sppd-rules.js';

async function checkBeforeRequest(hook: ApprovalHookContext): Promise<void> {
  const counts = await sql<{ pejalan: number; biaya: number }>`
    SELECT (SELECT count(*)::int FROM sppd_pejalan WHERE sppd_id = ${hook.subjectId}) AS pejalan,
           (SELECT count(*)::int FROM sppd_pejalan p JOIN sppd_pejalan_biaya b ON b.pejalan_id = p.id
             WHERE p.sppd_id = ${hook.subjectId}) AS biaya`.execute(hook.trx);
  if (counts.rows[0].pejalan === 0) throw new HttpError(422, SPPD_MESSAGES.noPejalan);
  if (counts.rows[0].biaya === 0) throw new HttpError(422, SPPD_MESSAGES.noBiaya);
  await assertWithinBudget(hook.trx, hook.subjectId);
}

async function checkOnApprove(hook: ApprovalHookContext): Promise<void> {
  if (hook.from === 'menunggu' && (hook.to === 'menunggu' || hook.to === 'disetujui'))
    await assertWithinBudget(hook.trx, hook.subjectId);
}

export function registerSppdApproval(): void {
  registerApprovalType({
    type: SPPD_TYPE,
    entity: 'sppd',
    steps: [superiorStep(), roleStep('Admin SPPD', ADMIN_SPPD_ROLE)],
    beforeRequest: checkBeforeRequest,
    onStatusChange: checkOnApprove,
  });
}
