/**
 * Numeric role ids of spec section 6. The spec only hints at meanings (57, 62, 63, 10, 8/52, 61, 4);
 * the other names are derived from the routes each id unlocks, so treat them as labels, not policy.
 */
export const ROLE = {
  SUPER_ADMIN: 1,
  /** Potongan gaji uploads and reports (/gaji/potongan upload views, with 53). */
  ADMIN_POTONGAN_GAJI: 3,
  ADMIN_UMUM: 4,
  /** Infobank and broadcast messages. */
  ADMIN_INFO: 7,
  /** Restricted users: excluded from many pages (the spec calls its meaning a guess). */
  AKSES_TERBATAS: 8,
  /** Attendance administration (deleted, exclude, dispensasi with 59) and the AI area. */
  ADMIN_SISTEM: 9,
  /** The ordinary employee gate. */
  PEGAWAI: 10,
  ADMIN_SPPD: 12,
  /** 13, 14, 15 only unlock the SPPD export. */
  PELAPORAN_SPPD: 13,
  KEUANGAN_SPPD: 14,
  PENGAWAS_SPPD: 15,
  /** Funds targets of contract employees (register, cek_saldo, cek_target). */
  ADMIN_TARGET_DANA: 50,
  VERIFIKATOR_TARGET_DANA: 51,
  /** Second restricted role: excluded from penilaian, gaji, izin, nota dinas and SKMD. */
  AKSES_TERBATAS_LAYANAN: 52,
  ADMIN_GAJI: 53,
  LAPORAN_GAJI: 54,
  ADMIN_SDM: 57,
  /** Reports across SDM (izin export, SPPD chart). */
  LAPORAN_SDM: 58,
  ADMIN_ABSENSI: 59,
  ADMIN_OUTSOURCING: 60,
  ADMIN_DIKLAT: 61,
  ADMIN_SANKSI: 62,
  /** Admin-development (developer) access. */
  ADMIN_PENGEMBANGAN: 63,
  ADMIN_KPI: 64,
  ADMIN_USER: 66,
} as const;

export type RoleKey = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleKey];

export const ROLE_NAMES: Record<number, string> = {
  [ROLE.SUPER_ADMIN]: 'Super Admin',
  [ROLE.ADMIN_POTONGAN_GAJI]: 'Admin Potongan Gaji',
  [ROLE.ADMIN_UMUM]: 'Admin Umum',
  [ROLE.ADMIN_INFO]: 'Admin Info & Broadcast',
  [ROLE.AKSES_TERBATAS]: 'Akses Terbatas',
  [ROLE.ADMIN_SISTEM]: 'Admin Sistem',
  [ROLE.PEGAWAI]: 'Pegawai',
  [ROLE.ADMIN_SPPD]: 'Admin SPPD',
  [ROLE.PELAPORAN_SPPD]: 'Pelaporan SPPD',
  [ROLE.KEUANGAN_SPPD]: 'Keuangan SPPD',
  [ROLE.PENGAWAS_SPPD]: 'Pengawas SPPD',
  [ROLE.ADMIN_TARGET_DANA]: 'Admin Target Dana',
  [ROLE.VERIFIKATOR_TARGET_DANA]: 'Verifikator Target Dana',
  // Both restricted roles read "Akses Terbatas"; the suffix keeps them apart in role pickers.
  [ROLE.AKSES_TERBATAS_LAYANAN]: 'Akses Terbatas Layanan',
  [ROLE.ADMIN_GAJI]: 'Admin Gaji',
  [ROLE.LAPORAN_GAJI]: 'Laporan Gaji',
  [ROLE.ADMIN_SDM]: 'Admin SDM',
  [ROLE.LAPORAN_SDM]: 'Laporan SDM',
  [ROLE.ADMIN_ABSENSI]: 'Admin Absensi',
  [ROLE.ADMIN_OUTSOURCING]: 'Admin Outsourcing',
  [ROLE.ADMIN_DIKLAT]: 'Admin Diklat',
  [ROLE.ADMIN_SANKSI]: 'Admin Sanksi',
  [ROLE.ADMIN_PENGEMBANGAN]: 'Admin Pengembangan',
  [ROLE.ADMIN_KPI]: 'Admin KPI',
  [ROLE.ADMIN_USER]: 'Admin User',
};

/** Every role id of the spec, ascending. */
export const ALL_ROLE_IDS: readonly RoleId[] = (Object.values(ROLE) as RoleId[]).slice().sort((a, b) => a - b);

export function roleName(id: number): string {
  return ROLE_NAMES[id] ?? `Role ${id}`;
}
