// The design system's texts and constants. Business values and spec texts come from
// `@portal/domain` (one source for browser and server); only widget labels live here.
import {
  DATE_PICKER_YEAR_SPAN,
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  MESSAGES,
  MONTHS as MONTH_BY_NUMBER,
  NOTIFY_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  YEAR_PICKER_YEARS_BACK,
  formatNumber,
  selectNotFoundMessage,
} from '@portal/domain';

export { DEFAULT_PAGE, DEFAULT_PER_PAGE, SEARCH_DEBOUNCE_MS, YEAR_PICKER_YEARS_BACK };

/** Indonesian month names, January first. */
export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => MONTH_BY_NUMBER[i + 1]);

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** Remote search starts only when the typed text is longer than this. */
export const SEARCH_MIN_LENGTH = SEARCH_MIN_CHARS;

/** Date picker: years before and after the current year. */
export const DATE_YEARS_RANGE = DATE_PICKER_YEAR_SPAN;

export const NOTIFY_DURATION = {
  default: NOTIFY_MS.default,
  sessionEnded: NOTIFY_MS.sessionEnded,
  defaultPassword: NOTIFY_MS.defaultPassword,
  defaultPasswordHold: NOTIFY_MS.defaultPasswordHold,
  draftWarning: NOTIFY_MS.default,
  processing: NOTIFY_MS.kpiProcessing,
} as const;

export const TEXTS = {
  errorTitle: MESSAGES.errorTitle,
  warningTitle: MESSAGES.warningTitle,
  sessionEnded: MESSAGES.sessionEnded,
  defaultPassword: MESSAGES.defaultPassword,
  defaultPasswordHold: MESSAGES.defaultPasswordHold,
  draftWarning: MESSAGES.checkBeforeRequest,
  processing: MESSAGES.kpiProcessing,
  closeNotification: 'Tutup notifikasi',

  noData: 'Tidak ada data',
  loading: 'Memuat data...',
  search: 'Cari',
  searchPlaceholder: 'Cari...',
  perPage: 'Data per halaman',
  perPageSuffix: 'data per halaman',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  page: 'Halaman',
  pagination: 'Navigasi halaman',
  number: 'No',
  sortBy: 'Urutkan berdasarkan',

  selectPlaceholder: 'Pilih...',
  typeToSearch: MESSAGES.selectTypeToSearch,
  notFoundHint: MESSAGES.selectFixKeyword,
  searching: 'Mencari...',
  searchFailed: 'Pencarian gagal. Periksa koneksi, lalu ubah atau ketik ulang kata kunci.',
  removeSelected: 'Hapus pilihan',
  clearSelection: 'Kosongkan pilihan',
  openOptions: 'Buka pilihan',

  day: 'Tanggal',
  month: 'Bulan',
  year: 'Tahun',
  fieldRequired: MESSAGES.fieldRequired,

  confirmTitle: 'Konfirmasi',
  confirm: 'Ya, lanjutkan',
  cancel: 'Batal',
  save: 'Simpan',
  close: 'Tutup',

  finishing: MESSAGES.uploadFinishing,
  uploadProgress: 'Progres unggah',

  underConstruction: MESSAGES.underConstruction,
  underConstructionBadge: 'Dalam pengembangan',
  underConstructionDetail:
    'Fitur pada halaman ini belum tersedia dan sedang dikerjakan oleh tim pengembang. ' +
    'Data dan tombol yang berfungsi akan muncul di sini setelah selesai.',
  moduleUnavailable: MESSAGES.moduleUnavailable,
  moduleUnavailableDetail: 'Modul ini gagal dimuat. Bagian lain portal tetap dapat digunakan.',
  retry: 'Coba lagi',
} as const;

/** '"{search}" tidak ditemukan' — the select's no-result text. */
export const notFoundText = selectNotFoundMessage;

/** 'Menampilkan {from} – {to} dari {total} data' with Indonesian number formatting (0,0). */
export const showingText = (from: number, to: number, total: number) =>
  `Menampilkan ${formatNumber(from)} – ${formatNumber(to)} dari ${formatNumber(total)} data`;
