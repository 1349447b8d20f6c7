/**
 * The leave rules of the bank (docs/adr/0011-approval-engine.md): which types need a document,
 * the annual entitlement, and the Indonesian answers when a rule is broken.
 */

/** Annual leave: 12 working days per calendar year (UU 13/2003 pasal 79), no carry-over. */
export const CUTI_TAHUNAN_JATAH = 12;

/** Types that need a supporting document at creation (and keep at least one). */
// 2 = LEAVE_TYPE.SAKIT_SURAT_DOKTER (a literal: @portal/domain's values reach ES modules only through its default export).
export const IZIN_TYPES_NEEDING_ATTACHMENT: readonly number[] = [2];

// Who may use the leave pages (POLICY.requestLeave), see every izin (POLICY.seeAllLeave) and
// export them (POLICY.exportLeave): @portal/domain's policies.

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_SPAN_DAYS = 180;

export const IZIN_MESSAGES = {
  created: 'Izin created',
  updated: 'Izin updated',
  deleted: 'Izin deleted',
  requested: 'Izin requested',
  approved: 'Izin approved',
  rejected: 'Izin rejected',
  canceled: 'Izin canceled',
  reset: 'Izin reset',
  reversed: 'Izin reversed',
  attachmentUpdated: 'Attachment Updated',
  notFound: 'Izin tidak ditemukan',
  attachmentNotFound: 'Lampiran tidak ditemukan',
  noPegawai: 'Akun Anda tidak terhubung dengan data pegawai',
  jenisInvalid: 'Jenis izin tidak dikenal',
  alasanRequired: 'Alasan wajib diisi',
  selesaiBeforeMulai: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  spanTooLong: `Rentang izin paling lama ${MAX_SPAN_DAYS} hari`,
  noWorkingDay: 'Rentang tanggal tidak memuat hari kerja (akhir pekan dan hari libur tidak dihitung)',
  attachmentRequired: 'Sakit dengan surat dokter wajib melampirkan surat dokter',
  attachmentTooBig: 'Ukuran lampiran melebihi batas 5 MB',
  attachmentInvalid: 'Isi lampiran tidak valid',
  crossesYear: 'Cuti tahunan tidak boleh melewati pergantian tahun; ajukan per tahun',
  overlap: 'Sudah ada izin lain yang diajukan atau disetujui pada rentang tanggal tersebut',
  draftOnly: 'Lampiran hanya dapat diubah selama izin berstatus Draft',
  editDraftOnly: 'Izin hanya dapat diubah selama berstatus Draft (sebelum diajukan untuk persetujuan)',
  requesterOnly: 'Hanya pemohon yang dapat mengubah izin ini',
  balance: (sisa: number, hari: number) => `Sisa cuti tahunan tidak cukup: sisa ${sisa} hari, diajukan ${hari} hari`,
} as const;
