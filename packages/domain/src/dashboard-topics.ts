/**
 * The dashboard's topics (spec section 3), in the spec's order: the server computes and stores them,
 * the shell's dashboard groups and titles them. Written once here, so the two cannot drift.
 */
export const DASHBOARD_TOPICS = [
  'profile',
  'outsourchingJenis',
  'pegawaiGender',
  'pegawaiBirthday',
  'pegawaiJabatanLevel',
  'pegawaiUmur',
  'pegawaiPangkat',
  'pegawaiPendidikan',
  'pegawaiPendidikanIzin',
  'pegawaiPangkatGrade',
  'pegawaiServiceDuration',
  'pegawaiPangkatCorporateTitle',
  'pegawaiKantorLevel',
  'pegawaiKantorLevel2',
  'pegawaiSanksi',
  'pegawaiPurnabakti',
  'diklat',
  'kantorSPPD',
  'kantorSPPDNoFile',
  'kantorSPPDPendingBiaya',
  'pegawaiJumlahPerbulan',
  'pegawaiJumlahPertahun',
  'pegawaiPeriodeMasuk',
  'pegawaiPeriodeKeluar',
  'pegawaiAbsenSakitToday',
  'pegawaiAbsenSakitRange',
  'employeeToLaba',
  'pegawaiInactive',
  'pegawaiBisnis',
] as const;

export type DashboardTopic = (typeof DASHBOARD_TOPICS)[number];
