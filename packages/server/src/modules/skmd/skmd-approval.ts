import { ROLE, roleName } from '../../platform/domain.js';
/** The 'skmd' request type of the approval engine: the requester's superior, then Admin SDM. Issuing (numbering) is a separate HR action. */
import { registerApprovalType, roleStep, superiorStep } from '../../platform/approval/index.js';
import { SKMD_TYPE } from './skmd.repo.js';

export function registerSkmdApproval(): void {
  registerApprovalType({
    type: SKMD_TYPE,
    entity: 'skmd',
    steps: [superiorStep(), roleStep(roleName(ROLE.ADMIN_SDM), ROLE.ADMIN_SDM)],
  });
}
