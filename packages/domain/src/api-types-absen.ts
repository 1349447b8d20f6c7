/** Wire types (server responses and request bodies) of absen; both sides import them from @portal/domain. */

export type AbsenJenis = 'masuk' | 'pulang';
/** How a check was accepted: an office geofence, a temporary location, or a dispensation. */
export type AbsenSumber = 'kantor' | 'temporer' | 'dispensasi';

/** POST /api/absen: one check-in/out at the browser's position. */
export interface AbsenCheckInput {
  jenis: AbsenJenis;
  latitude?: number | null;
  longitude?: number | null;
  /** Metres, as the browser reports it. */
  accuracy?: number | null;
  /** The client believes the position is faked (client-reported; see ADR 0012). */
  mocked?: boolean;
}

/** One check event as lists show it. */
export interface AbsenRow {
  id: string;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  jabatan_nama: string | null;
  kantor_id: number | null;
  kantor_nama: string | null;
  lokasi_temporer_nama: string | null;
  /** YYYY-MM-DD, Asia/Jakarta. */
  tanggal: string;
  /** ISO timestamp. */
  waktu: string;
  jenis: AbsenJenis;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  mocked: boolean;
  sumber: AbsenSumber;
}

/** POST /api/absen answer: `duplicate` when the same check was already recorded within the minute. */
export interface AbsenCheckAnswer {
  message: string;
  duplicate: boolean;
  data: AbsenRow;
}

/** Query of the daily list GET /api/sdm/pegawai/x/absen (also /x/harian). */
export interface AbsenDailyQuery {
  page?: number;
  per_page?: number;
  search?: string;
  /** YYYY-MM-DD */
  date?: string;
  tahun?: number;
  bulan?: number;
  pegawai_id?: number;
  kantor_id?: number;
  /** Every office whose kantor induk is this one, and the induk itself. */
  kantor_induk_id?: number;
  jabatan_name?: string;
  mocked?: boolean;
  jenis?: AbsenJenis;
  sortby?: AbsenSortColumn;
  sortbydesc?: AbsenSortColumn;
}

export type AbsenSortColumn = 'waktu' | 'tanggal' | 'pegawai_nama' | 'kantor_nama' | 'jenis';

/** One refused check-in (GET /api/sdm/pegawai/x/absen?event=error): no attendance row exists for it. */
export interface AbsenErrorRow {
  id: string;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  kantor_nama: string | null;
  /** YYYY-MM-DD, Asia/Jakarta */
  tanggal: string;
  /** ISO timestamp */
  waktu: string;
  jenis: AbsenJenis;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  mocked: boolean;
  /** The refusal reasons the employee was shown. */
  messages: string[];
}

/** Query of the refused check-ins list (event=error); newest first. */
export interface AbsenErrorQuery {
  page?: number;
  per_page?: number;
  search?: string;
  date?: string;
  tahun?: number;
  bulan?: number;
  pegawai_id?: number;
  kantor_id?: number;
  mocked?: boolean;
}

/** One day of the own calendar (GET /api/sdm/pegawai/x/absen/calendar). */
export interface AbsenCalendarDay {
  tanggal: string;
  /** ISO timestamps of the first check-in and the last check-out of the day, if any. */
  masuk: string | null;
  pulang: string | null;
  /** Approved leave on that day (izin jenis id), if any. */
  izin_jenis_id: number | null;
}

/** One employee's row of the monthly matrix GET /api/sdm/pegawai/x/absen/{kantor_id}/{tahun}/{bulan}. */
export interface AbsenMatrixRow {
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  jabatan_nama: string | null;
  /** Keyed by day of month (1…31). */
  hari: Record<string, { masuk: string | null; pulang: string | null; izin_jenis_id: number | null }>;
  total_hadir: number;
}

export interface AbsenMatrix {
  kantor: { id: number; nama: string };
  tahun: number;
  bulan: number;
  days: number;
  data: AbsenMatrixRow[];
}

/** Where the signed-in user may check in today (GET /api/general/users/x/lokasi_absen). */
export interface LokasiAbsen {
  kantor: { id: number; nama: string; latitude: number; longitude: number; radius_m: number }[];
  temporer: {
    id: number;
    nama_lokasi: string;
    latitude: number;
    longitude: number;
    radius_m: number;
    tanggal_selesai: string;
  }[];
  /** A dispensation applies today: no location needed. */
  dispensasi: boolean;
  /** The employee or their office is on an exclude list: need not check in. */
  dikecualikan: boolean;
}

/** An attendance office (GET /api/absen/kantor). */
export interface AbsenKantorRow {
  id: number;
  nama: string;
  kode: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_m: number;
  is_allow_absence: boolean;
  kantor_induk_nama: string | null;
}

// ----- Registers (roles 59, 9) -----

export interface AbsenExcludePegawaiRow {
  id: number;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  kantor_nama: string | null;
  keterangan: string | null;
  updated_at: string;
}
export interface AbsenExcludePegawaiInput {
  pegawai_id: number;
  keterangan?: string | null;
}

export interface AbsenExcludeKantorRow {
  id: number;
  kantor_id: number;
  kantor_nama: string;
  keterangan: string | null;
  updated_at: string;
}
export interface AbsenExcludeKantorInput {
  kantor_id: number;
  keterangan?: string | null;
}

export interface AbsenDispensasiRow {
  id: number;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  keterangan: string;
  updated_at: string;
}
export interface AbsenDispensasiInput {
  pegawai_id: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  keterangan: string;
}

export interface AbsenDispensasiJabatanRow {
  id: number;
  jabatan_id: number;
  jabatan_nama: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  keterangan: string;
  updated_at: string;
}
export interface AbsenDispensasiJabatanInput {
  jabatan_id: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  keterangan: string;
}

export interface AbsenLokasiTemporerRow {
  id: number;
  pegawai_id: number;
  pegawai_nama: string;
  npp: string;
  nama_lokasi: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  keterangan: string | null;
  updated_at: string;
}
export interface AbsenLokasiTemporerInput {
  pegawai_id: number;
  nama_lokasi: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  tanggal_mulai: string;
  tanggal_selesai: string;
  keterangan?: string | null;
}

/** Register keys = the last path segments under /api/sdm/pegawai/x/absen/ and the client pages. */
export type AbsenRegisterKey =
  'exclude_pegawai' | 'exclude_kantor' | 'dispensasi' | 'dispensasi_jabatan' | 'lokasi_temporer';
