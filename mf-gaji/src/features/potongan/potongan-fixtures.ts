/** Deduction rows as the server answers them (packages/contracts/src/gaji.ts), for this feature's tests and stories. */
import type { DeductionJenis, DeductionRow, ImportRowError, OwnDeductionAnswer } from '@portal/contracts';

export const KOPERASI: DeductionJenis = { id: 1, kind: 'gaji', kode: 'KOPERASI', nama: 'Simpanan Koperasi' };
export const ZAKAT: DeductionJenis = { id: 2, kind: 'gaji', kode: 'ZAKAT', nama: 'Zakat Profesi' };
export const BANDUNG = { id: 5, nama: 'Kantor Cabang Bandung' };

export function deductionRow(patch: Partial<DeductionRow> = {}): DeductionRow {
  return {
    id: 1,
    kind: 'gaji',
    tahun: 2026,
    bulan: 3,
    pegawai: { id: 11, nama: 'Ani Lestari', npp: '30000001', kantor: BANDUNG },
    kantor: BANDUNG,
    jenis: KOPERASI,
    jumlah: '1250000.00',
    keterangan: 'Simpanan wajib',
    upload_id: 9,
    created_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export const ROW_ERRORS: ImportRowError[] = [
  { row: 3, column: 'NPP', message: 'NPP bukan pegawai kantor ini' },
  {
    row: 4,
    column: 'Jumlah',
    message: 'Jumlah harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)',
  },
  { row: 5, column: 'Jenis', message: 'Jenis potongan tidak dikenal' },
];

export const OWN_DEDUCTIONS: OwnDeductionAnswer = {
  pegawai: { id: 11, nama: 'Ani Lestari', npp: '30000001', kantor: BANDUNG },
  total: '2500000.75',
  data: [
    {
      tahun: 2026,
      bulan: 3,
      total: '1375000.50',
      items: [
        { jenis: KOPERASI, jumlah: '1250000.00', keterangan: 'Simpanan wajib', kantor: BANDUNG },
        { jenis: ZAKAT, jumlah: '125000.50', keterangan: null, kantor: BANDUNG },
      ],
    },
    {
      tahun: 2026,
      bulan: 2,
      total: '1125000.25',
      items: [{ jenis: KOPERASI, jumlah: '1125000.25', keterangan: null, kantor: BANDUNG }],
    },
  ],
};
