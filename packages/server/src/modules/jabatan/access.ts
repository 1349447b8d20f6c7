/**
 * Role rules of positions and ranks (spec section 2 /pegawai/jabatan/*, /pegawai/pangkat/*): the
 * HR roles 1 (Admin) and 57 (Admin SDM), never role 8 where the pages say "not 8". Pages open to
 * 57 only (level, eselon, invalid, bulk upload, export) use HR_ONLY.
 */
export const HR_ACCESS = { roles: [1, 57], notRoles: [8] };
/** Pages "1, 57" without "not 8" (parent, unit, label, surat; reading the register they need). */
export const ADMIN_OR_HR = { roles: [1, 57] };
export const HR_ONLY = { roles: [57], notRoles: [8] };
