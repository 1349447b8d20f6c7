import { LEAVE_TYPE, LEAVE_TYPE_LABELS, LEAVE_TYPE_OPTIONS, isLeaveTypeId, leaveTypeLabel } from './leave-types';

describe('leave types', () => {
  it('uses the spec codes', () => {
    expect(LEAVE_TYPE).toEqual({
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
    });
  });

  it('labels every code in Indonesian and offers them as id/nama options', () => {
    expect(Object.keys(LEAVE_TYPE_LABELS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 16, 17, 18]);
    expect(LEAVE_TYPE_OPTIONS).toContainEqual({ id: 2, nama: 'Sakit dengan Surat Dokter' });
    expect(LEAVE_TYPE_OPTIONS).toContainEqual({ id: 18, nama: 'Cuti Ibadah Haji/Umrah' });
    expect(LEAVE_TYPE_OPTIONS).toHaveLength(10);
  });

  it('answers unknown codes with undefined', () => {
    expect(leaveTypeLabel(16)).toBe('Cuti di Luar Tanggungan Bank');
    expect(leaveTypeLabel(8)).toBeUndefined();
    expect(isLeaveTypeId(17)).toBe(true);
    expect(isLeaveTypeId(0)).toBe(false);
  });
});
