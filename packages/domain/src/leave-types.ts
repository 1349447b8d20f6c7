/** Leave (izin/cuti) type codes of spec section 3; the ids are stored by the server, never renumber them. */
export const LEAVE_TYPE = {
  SAKIT: 1,
  SAKIT_SURAT_DOKTER: 2,
  IZIN: 3,
  ALPA: 4,
  CUTI_TAHUNAN: 5,
  CUTI_ALASAN_PENTING: 6,
  CUTI_MELAHIRKAN: 7,
  CUTI_DI_LUAR_TANGGUNGAN_BANK: 16,
  CUTI_BESAR: 17,
  CUTI_IBADAH_HAJI_UMRAH: 18,
} as const;

export type LeaveTypeId = (typeof LEAVE_TYPE)[keyof typeof LEAVE_TYPE];

export const LEAVE_TYPE_LABELS: Record<LeaveTypeId, string> = {
  [LEAVE_TYPE.SAKIT]: 'Sakit',
  [LEAVE_TYPE.SAKIT_SURAT_DOKTER]: 'Sakit dengan Surat Dokter',
  [LEAVE_TYPE.IZIN]: 'Izin',
  [LEAVE_TYPE.ALPA]: 'Alpa',
  [LEAVE_TYPE.CUTI_TAHUNAN]: 'Cuti Tahunan',
  [LEAVE_TYPE.CUTI_ALASAN_PENTING]: 'Cuti Alasan Penting',
  [LEAVE_TYPE.CUTI_MELAHIRKAN]: 'Cuti Melahirkan',
  [LEAVE_TYPE.CUTI_DI_LUAR_TANGGUNGAN_BANK]: 'Cuti di Luar Tanggungan Bank',
  [LEAVE_TYPE.CUTI_BESAR]: 'Cuti Besar',
  [LEAVE_TYPE.CUTI_IBADAH_HAJI_UMRAH]: 'Cuti Ibadah Haji/Umrah',
};

/** Option lists map rows to id and nama (spec section 3). */
export const LEAVE_TYPE_OPTIONS: ReadonlyArray<{ id: LeaveTypeId; nama: string }> = (
  Object.values(LEAVE_TYPE) as LeaveTypeId[]
).map((id) => ({ id, nama: LEAVE_TYPE_LABELS[id] }));

export function isLeaveTypeId(id: number): id is LeaveTypeId {
  return Object.prototype.hasOwnProperty.call(LEAVE_TYPE_LABELS, id);
}

export function leaveTypeLabel(id: number): string | undefined {
  return isLeaveTypeId(id) ? LEAVE_TYPE_LABELS[id] : undefined;
}
