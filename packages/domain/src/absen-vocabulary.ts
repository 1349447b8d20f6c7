/**
 * Attendance words and rules a page shows without an API call: the check-in deadline, how a day
 * is counted and its labels, the answer texts of the attendance reports, delete requests and
 * health declarations (covid). The wire types are contracts: @portal/contracts absen*.ts, covid.ts.
 */

// ---- reports ------------------------------------------------------------------------------------

/** A check-in after this local (Asia/Jakarta) time, or a day without one, is late (ADR 0017). */
export const ABSEN_JAM_MASUK = '08:00';

/** How one employee's day is counted, in this order of precedence (ADR 0017). */
export const ABSEN_DAY_STATUSES = ['libur', 'weekend', 'izin', 'hadir', 'terlambat', 'alpa', 'belum'] as const;
export type AbsenDayStatus = (typeof ABSEN_DAY_STATUSES)[number];

export const ABSEN_DAY_LABELS: Record<AbsenDayStatus, string> = {
  libur: 'Libur',
  weekend: 'Akhir Pekan',
  izin: 'Izin/Cuti',
  hadir: 'Hadir',
  terlambat: 'Terlambat',
  alpa: 'Tanpa Keterangan',
  belum: 'Belum Berjalan',
};

/** Short codes for the day grid of the report table. */
export const ABSEN_DAY_CODES: Record<AbsenDayStatus, string> = {
  libur: 'L',
  weekend: 'W',
  izin: 'I',
  hadir: 'H',
  terlambat: 'T',
  alpa: 'A',
  belum: '-',
};

/** Spec section 8: the answer of POST /x/report_year. */
export const ABSEN_YEAR_REPORT_MESSAGE =
  'Proses generate sudah diterima dan sementara berjalan, silahkan menunggu notifikasi complete atau tunggu 1 (satu) menit, kemudian reload halaman ini.';

// Who sees every employee's attendance (everyone else sees their own, ADR 0017): POLICY.seeAllAttendance.

// ---- delete requests ----------------------------------------------------------------------------

export const ABSEN_DELETE_REQUEST_MESSAGES = {
  created: 'Pengajuan hapus absen created',
  updated: 'Pengajuan hapus absen updated',
  deleted: 'Pengajuan hapus absen deleted',
  notFound: 'Pengajuan hapus absen tidak ditemukan',
  noRows: 'Tidak ada absen aktif pada tanggal tersebut',
  forbidden: 'Anda tidak memiliki akses ke pengajuan ini',
  notDraft: 'Hanya pengajuan berstatus Draft yang dapat diubah',
  fileNotFound: 'File tidak ditemukan',
} as const;

// ---- covid --------------------------------------------------------------------------------------

export type CovidVariant = 'success' | 'info' | 'warning' | 'danger';
export type CovidType = 'wfo' | 'wfh';
export const COVID_TYPE_LABELS: Record<CovidType, string> = { wfo: 'Bekerja dari Kantor', wfh: 'Bekerja dari Rumah' };
// HR who approve declarations and see every employee's: POLICY.reviewHealthDeclarations.

export const COVID_MESSAGES = {
  created: 'Covid created',
  updated: 'Covid updated',
  deleted: 'Covid deleted',
  approved: 'Covid approved',
  notFound: 'Data covid tidak ditemukan',
  statusNotFound: 'Status covid tidak ditemukan',
  duplicate: 'Laporan kesehatan untuk tanggal ini sudah ada',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  suratCreated: 'Surat created',
  suratDeleted: 'Surat deleted',
  suratNotFound: 'Surat tidak ditemukan',
} as const;
