/**
 * Wire types (server responses and request bodies) of absen-extra: attendance reports, attendance
 * delete requests and health declarations (covid); both sides import them from @portal/domain.
 */

// ---- reports ------------------------------------------------------------------------------------

/** A check-in after this local (Asia/Jakarta) time, or a day without one, is late (ADR 0017). */
export const ABSEN_JAM_MASUK = '08:00';

/** How one employee's day is counted, in this order of precedence (ADR 0017). */
export type AbsenDayStatus = 'libur' | 'weekend' | 'izin' | 'hadir' | 'terlambat' | 'alpa' | 'belum';

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

export interface AbsenTotals {
  /** Days of the period that are neither weekend nor public holiday. */
  hari_kerja: number;
  hadir: number;
  terlambat: number;
  izin: number;
  libur: number;
  weekend: number;
  alpa: number;
}

export interface AbsenRincianDay {
  tanggal: string;
  status: AbsenDayStatus;
  /** First check-in / last check-out, 'HH:mm' Asia/Jakarta. */
  masuk: string | null;
  pulang: string | null;
  /** Holiday name for libur. */
  keterangan: string | null;
}

export interface AbsenPegawaiRef {
  id: number;
  nama: string;
  npp: string | null;
  kantor: { id: number; nama: string } | null;
}

export interface AbsenReportRow {
  pegawai: AbsenPegawaiRef;
  totals: AbsenTotals;
  rincian: AbsenRincianDay[];
}

export interface AbsenReportAnswer {
  data: AbsenReportRow[];
  current_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
  last_page: number;
  tahun: number;
  bulan: number;
  /** Sums over every employee of the scope (all pages). */
  summary: AbsenTotals & { pegawai: number };
}

export interface AbsenAkumulasiRow {
  pegawai: AbsenPegawaiRef;
  totals: AbsenTotals;
}

export interface AbsenDoubleRow {
  pegawai: AbsenPegawaiRef;
  tanggal: string;
  jenis: 'masuk' | 'pulang';
  jumlah: number;
  /** 'HH:mm' of every live row of the group, earliest first (the one kept). */
  waktu: string[];
}

export interface AbsenDeletedRow {
  id: string;
  pegawai: AbsenPegawaiRef;
  tanggal: string;
  jenis: 'masuk' | 'pulang';
  waktu: string;
  deleted_at: string;
  delete_request_id: number | null;
}

export interface AbsenJobAnswer {
  message: string;
  data: { job_id: string };
}

/** Spec section 8: the answer of POST /x/report_year. */
export const ABSEN_YEAR_REPORT_MESSAGE =
  'Proses generate sudah diterima dan sementara berjalan, silahkan menunggu notifikasi complete atau tunggu 1 (satu) menit, kemudian reload halaman ini.';

// Who sees every employee's attendance (everyone else sees their own, ADR 0017): POLICY.seeAllAttendance.

// ---- delete requests ----------------------------------------------------------------------------

// The wire types of delete requests are contracts: @portal/contracts absen-delete-request.ts.

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

/** Query of the monthly report (GET …/x/absen/x/report, event index_report). */
export interface AbsenMonthQuery {
  tahun: number;
  bulan: number;
  kantor_id?: number;
  pegawai_id?: number;
  search?: string;
  page: number;
  per_page: number;
}

/** Query of the period lists (indexAkumulasi, index_double, index_deleted). */
export interface AbsenPeriodQuery {
  date_start: string;
  date_end: string;
  kantor_id?: number;
  pegawai_id?: number;
  search?: string;
  page: number;
  per_page: number;
}
