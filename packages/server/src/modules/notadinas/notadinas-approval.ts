import { ROLE, roleName } from '../../platform/domain.js';
/**
 * The 'notadinas' request type of the approval engine: the author's superior, then Admin SDM. The
 * memo gets its number when the last step approves it (onApproved, in the approving transaction),
 * once: a reversed and re-approved memo keeps the number it already had.
 */
import {
  registerApprovalType,
  roleStep,
  superiorStep,
  type ApprovalHookContext,
} from '../../platform/approval/index.js';
import { HttpError } from '../../platform/errors.js';
import { nextLetterNumber } from './letter-numbering.js';
import { NOTADINAS_MESSAGES } from './notadinas-rules.js';
import { lockNotadinas, NOTADINAS_TYPE } from './notadinas.repo.js';

async function numberOnApproval(hook: ApprovalHookContext): Promise<void> {
  const memo = await lockNotadinas(hook.trx, hook.subjectId);
  if (!memo) throw new HttpError(404, NOTADINAS_MESSAGES.notFound);
  if (memo.nomor !== null) return;
  const tahun = Number(memo.tanggal.slice(0, 4));
  const { seq, nomor } = await nextLetterNumber(hook.trx, 'notadinas', memo.kantor_id, tahun);
  await hook.trx
    .updateTable('notadinas')
    .set({ nomor_urut: seq, nomor_tahun: tahun, nomor, updated_at: new Date() })
    .where('id', '=', memo.id)
    .execute();
}

export function registerNotadinasApproval(): void {
  registerApprovalType({
    type: NOTADINAS_TYPE,
    entity: 'notadinas',
    steps: [superiorStep(), roleStep(roleName(ROLE.ADMIN_SDM), ROLE.ADMIN_SDM)],
    onApproved: numberOnApproval,
  });
}
