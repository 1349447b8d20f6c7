/** Business constants and user-facing texts of spec sections 8 and 9, in one place for browser and server. */

/** Idle time-out that logs the user out (spec sections 3/4). */
export const IDLE_TIMEOUT_MS = 900_000;
/**
 * Refresh the access token when it expires within this many seconds. The spec gives 300 and 60;
 * 300 tolerates clock skew between branch-office PCs and the server (docs/adr/0002).
 */
export const REFRESH_THRESHOLD_SECONDS = 300;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 10;
/** Remote search runs only when the typed text is LONGER than this (length > 3). */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
/** The side menu shows on screens wider than this. */
export const MOBILE_BREAKPOINT_PX = 767;
export const NAVBAR_SHADOW_SCROLL_PX = 20;
/** Validity of signed upload addresses. */
export const UPLOAD_URL_MINUTES = 5;
/** Date picker: years before and after the current year. */
export const DATE_PICKER_YEAR_SPAN = 30;
/** Year picker: years back from the current year. */
export const YEAR_PICKER_YEARS_BACK = 60;
/** The progress bar appears only for calls slower than this. */
export const PROGRESS_BAR_DELAY_MS = 100;
/** Diklat events of this jenis_id are handled specially (spec section 9). */
export const DIKLAT_EVENT_JENIS_SPECIAL = 6;
export const KPI_PERSPEKTIF_IDS: readonly number[] = [1, 2, 3, 4];

/** Notification durations (ms), spec sections 4 and 8. */
export const NOTIFY_MS = {
  default: 5000,
  sessionEnded: 2000,
  attendanceError: 10000,
  defaultPassword: 15000,
  defaultPasswordHold: 10000,
  maintenance: 5000,
  sppdDraft: 5000,
  kpiProcessing: 5000,
  fileOpenError: 5000,
} as const;

/** Wait before going to izin.show after creating a leave request. */
export const LEAVE_REDIRECT_MS = 5000;

export const MESSAGES = {
  sessionEnded: 'Sesi berakhir, silahkan login kembali',
  maintenance: 'Server lagi maintenance, coba lagi sebentar atau hubungi Divisi SDM',
  defaultPassword: 'Password default anda harus diganti, ini demi keamanan.',
  defaultPasswordHold:
    'Password default anda harus diganti, ini demi keamanan. Setelah itu baru bisa akses halaman yang lain.',
  resetLinkSent: 'Link reset password telah dikirim ke email Anda jika email tersebut terdaftar.',
  passwordChanged: 'Password sudah diganti, login ulang dengan password baru tersebut',
  passwordReset: 'Password sudah direset',
  rolesChanged: 'Akses Role sudah diganti, silahkan login ulang',
  verificationEmailSent: 'Link verifikasi telah di kirim ke email tersebut',
  verificationWaSent: 'Link verifikasi telah di kirim ke nomor whatsapp tersebut',
  tokenReset: 'Token telah di Reset',
  unsuccessfulEvent: 'Unsuccessful Event',
  unsuccessfulAction: 'Unsuccessful Action',
  unsuccessfulFormDataEvent: 'Unsuccessful Form Data Event',
  underConstruction: 'Halaman ini sedang dibangun',
  moduleUnavailable: 'Modul sedang tidak tersedia',
  somethingWrong: 'Something went wrong',
  errorTitle: 'Error!',
  warningTitle: 'Warning!',
  incomingMessages: 'Incoming Messages',
  yearReportStarted:
    'Proses generate sudah diterima dan sementara berjalan, silahkan menunggu notifikasi complete atau tunggu 1 (satu) menit, kemudian reload halaman ini.',
  familyResetWait: 'This is a High Performance Computing, so please wait.',
  sppdDraft: 'Cek kembali sebelum Request Approval, statusnya Draft',
  checkBeforeRequest: 'Cek kembali sebelum Request Approval',
  kpiProcessing: 'Proccessing . . .',
  uploadFinishing: 'Finishing...',
  fieldRequired: 'Field is required',
  selectTypeToSearch: 'Ketik untuk pencarian',
  selectFixKeyword: 'perbaiki kata kunci pencarian',
  jabatanDisabled: 'Jabatan ini tidak dipakai lagi',
} as const;

/** Searchable select with no result: '"{search}" tidak ditemukan'. */
export function selectNotFoundMessage(search: string): string {
  return `"${search}" tidak ditemukan`;
}
