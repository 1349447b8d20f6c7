/**
 * The 'perawatan' request type of the approval engine (ADR 0050): Admin SDM (57) verifies, then Super
 * Admin (1) approves; neither the registrar (requester) nor the employee the claim is for is ever an
 * approver (the engine, excludedApprovers). Before a claim goes out the glasses rules
 * are checked again under a lock of the employee. Registered by the routes and by the demo loader.
 */
import { registerApprovalType, roleStep, type ApprovalHookContext } from '../../platform/approval/index.js';
import { ROLE, roleName } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { PERAWATAN_MESSAGES, PERAWATAN_TYPE } from './perawatan-rules.js';
import { checkKacaMata } from './perawatan-kaca-mata.js';
import * as repo from './perawatan.repo.js';

async function checkBeforeRequest(hook: ApprovalHookContext): Promise<void> {
  const nota = await repo.lockNota(hook.trx, hook.subjectId);
  if (!nota) throw new HttpError(404, PERAWATAN_MESSAGES.notFound);
  await repo.lockPegawai(hook.trx, nota.pegawai_id);
  await checkKacaMata(hook.trx, {
    id: nota.id,
    pegawai_id: nota.pegawai_id,
    jenis_id: nota.jenis_id,
    tanggal: nota.tanggal,
    nominal: nota.nominal,
    statuses: ['menunggu', 'disetujui'],
  });
}

export function registerPerawatanApproval(): void {
  registerApprovalType({
    type: PERAWATAN_TYPE,
    entity: 'perawatan_nota',
    label: 'Klaim Perawatan',
    // The claim's own page (by token): an approver with restricted access (8) may open it, not the register.
    link: async (id, db) => `/pegawai/perawatan/${await repo.tokenOfNota(db, id)}`,
    steps: [roleStep(roleName(ROLE.ADMIN_SDM), ROLE.ADMIN_SDM), roleStep(roleName(ROLE.SUPER_ADMIN), ROLE.SUPER_ADMIN)],
    beforeRequest: checkBeforeRequest,
    // The employee the claim is for never decides it: no turn, counter or notification of their own claim.
    excludedApprovers: repo.usersOfNotaPegawai,
  });
}
