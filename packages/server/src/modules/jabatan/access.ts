/**
 * Role rules of positions and ranks (spec section 2 /pegawai/jabatan/*, /pegawai/pangkat/*): the
 * HR roles 1 (Admin) and 57 (Admin SDM), never role 8 where the pages say "not 8". Pages open to
 * 57 only (level, eselon, invalid, bulk upload, export) use HR_ONLY.
 */
import { POLICY } from '../../platform/domain.js';
export const HR_ACCESS = { policy: POLICY.managePositions };
/** Pages "1, 57" without "not 8" (parent, unit, label, surat; reading the register they need). */
export const ADMIN_OR_HR = { policy: POLICY.managePositionRegisters };
export const HR_ONLY = { policy: POLICY.hrAdminUnrestricted };
