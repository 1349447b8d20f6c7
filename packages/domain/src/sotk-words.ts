/**
 * Words of SOTK (an office's organisation structure) that the server answers and the pages show.
 * The wire types of offices and SOTK are the contracts' (@portal/contracts kantor.ts, sotk.ts).
 */

// Role rules of offices and SOTK (ADR 0015) are the policies readOffices, readOfficeParents,
// readModance, manageOffices, readSotk, manageSotk and manageSotkGroups (policies.ts).

export const SOTK_MESSAGES = {
  created: 'SOTK Created',
  resetStructure: 'SOTK Reset By Kantor On Process',
  resetVerifikasi: 'SOTK Reset Verifikasi By Kantor On Process',
} as const;

/** Verification outcome of one bidang tugas (status_id). */
export const SOTK_VERIFIKASI_STATUS: Readonly<Record<number, string>> = { 1: 'Sesuai', 2: 'Tidak Sesuai' };
