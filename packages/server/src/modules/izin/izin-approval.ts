import { ROLE, roleName } from '../../platform/domain.js';
/**
 * The izin request type of the approval engine: the chain (the requester's superior, then Admin
 * SDM) and the checks made when a request goes out. Registered by the izin routes and by the demo
 * loader (which runs without the app).
 */
import {
  registerApprovalType,
  roleStep,
  superiorStep,
  type ApprovalHookContext,
} from '../../platform/approval/index.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { CUTI_TAHUNAN_JATAH, IZIN_MESSAGES, IZIN_TYPES_NEEDING_ATTACHMENT } from './izin-rules.js';
import * as repo from './izin.repo.js';

/** Inside the request's transaction: working days, overlap, doctor's note, annual balance. */
async function checkBeforeRequest(hook: ApprovalHookContext): Promise<void> {
  const izin = await repo.lockIzin(hook.trx, hook.subjectId);
  if (!izin) throw new HttpError(404, IZIN_MESSAGES.notFound);
  // One request of an employee at a time: balance and overlap read, then the status changes.
  await repo.lockPegawai(hook.trx, izin.pegawai_id);
  const hari = await repo.countWorkingDays(hook.trx, izin.tanggal_mulai, izin.tanggal_selesai);
  if (hari === 0) throw validationError({ tanggal_mulai: [IZIN_MESSAGES.noWorkingDay] });
  if (await repo.hasOverlap(hook.trx, izin.pegawai_id, izin.tanggal_mulai, izin.tanggal_selesai, izin.id))
    throw new HttpError(409, IZIN_MESSAGES.overlap);
  if (IZIN_TYPES_NEEDING_ATTACHMENT.includes(izin.jenis_id) && (await repo.countAttachments(hook.trx, izin.id)) === 0) {
    throw validationError({ attachment: [IZIN_MESSAGES.attachmentRequired] });
  }
  if (izin.jenis_id === 5) {
    const used = await repo.annualLeaveUsed(hook.trx, izin.pegawai_id, Number(izin.tanggal_mulai.slice(0, 4)), izin.id);
    const sisa = Math.max(0, CUTI_TAHUNAN_JATAH - used.terpakai - used.menunggu);
    if (hari > sisa) throw new HttpError(422, IZIN_MESSAGES.balance(sisa, hari));
  }
}

export function registerIzinApproval(): void {
  registerApprovalType({
    type: repo.IZIN_TYPE,
    entity: 'izin',
    steps: [superiorStep(), roleStep(roleName(ROLE.ADMIN_SDM), ROLE.ADMIN_SDM)],
    beforeRequest: checkBeforeRequest,
  });
}
