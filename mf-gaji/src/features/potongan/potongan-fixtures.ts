/** Deduction rows as the server answers them (packages/contracts/src/gaji.ts), for this feature's tests and stories. */
import type {
  BatasUpload,
  DeductionJenis,
  DeductionLaporanAnswer,
  DeductionPivotAnswer,
  DeductionRow,
  DeductionUploadRow,
  ImportRowError,
  OwnDeductionAnswer,
} from '@portal/contracts';

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

export const BOGOR = { id: 6, nama: 'Kantor Cabang Bogor' };
export const PARKIR: DeductionJenis = { id: 7, kind: 'service', kode: 'PARKIR', nama: 'Parkir Kendaraan' };

/** GET {B}/x/pivot of March 2026: two employees × two types, the server's column and grand totals. */
export function pivotAnswer(patch: Partial<DeductionPivotAnswer> = {}): DeductionPivotAnswer {
  return {
    data: [
      {
        pegawai: { id: 11, nama: 'Ani Lestari', npp: '30000001', kantor: BANDUNG },
        jumlah: { '1': '1250000.00', '2': '125000.50' },
        total: '1375000.50',
      },
      {
        pegawai: { id: 12, nama: 'Budi Santoso', npp: null, kantor: BOGOR },
        jumlah: { '1': '750000.25' },
        total: '750000.25',
      },
    ],
    current_page: 1,
    per_page: 10,
    from: 1,
    to: 2,
    total: 2,
    last_page: 1,
    jenis: [KOPERASI, ZAKAT],
    total_per_jenis: { '1': '2000000.25', '2': '125000.50' },
    total_jumlah: '2125000.75',
    ...patch,
  };
}

/** GET {B}/x/laporan: totals per office and type; `total` is the server's sum. */
export const LAPORAN: DeductionLaporanAnswer = {
  data: [
    { kantor: BANDUNG, jenis: KOPERASI, pegawai_count: 1250, total: '156250000.00' },
    { kantor: BANDUNG, jenis: ZAKAT, pegawai_count: 3, total: '375000.75' },
    { kantor: BOGOR, jenis: KOPERASI, pegawai_count: 2, total: '2500000.10' },
  ],
  total: '159125000.85',
};

export function batas(patch: Partial<BatasUpload> = {}): BatasUpload {
  return {
    kind: 'gaji',
    tahun: 2026,
    bulan: 3,
    tanggal: '2026-03-20',
    is_default: false,
    is_lewat: false,
    updated_at: null,
    ...patch,
  };
}

/** One upload attempt as GET {B}/x/upload_hasil lists it. */
export function uploadRow(patch: Partial<DeductionUploadRow> = {}): DeductionUploadRow {
  return {
    id: 4,
    kind: 'gaji',
    tahun: 2026,
    bulan: 3,
    kantor: BANDUNG,
    status: 'berhasil',
    row_count: 1250,
    total: '156625000.75',
    error_count: 0,
    job_id: 'j4',
    user: 'Admin Gaji',
    created_at: '2026-03-05T02:00:00.000Z',
    finished_at: '2026-03-05T02:00:09.000Z',
    ...patch,
  };
}
