// Rows of the outsourcing tests, in the server's answer shapes (packages/contracts outsourcing.ts).
import type { OutsourcingKontrakRow, OutsourcingRow } from '@portal/contracts';

export function kontrakRow(overrides: Partial<OutsourcingKontrakRow> = {}): OutsourcingKontrakRow {
  return {
    id: 31,
    outsourcing_id: 7,
    nama: 'Andi Saputra',
    jenis: { id: 1, nama: 'Satpam' },
    kantor: { id: 3, nama: 'Kantor Cabang Makassar' },
    nomor: 'PKWT/2026/0001',
    perusahaan: 'PT Jaga Aman Sentosa',
    awal: '2025-06-01',
    akhir: '2026-05-31',
    keterangan: null,
    status: 'berlaku',
    sisa_hari: 120,
    ...overrides,
  };
}

export function outsourcingRow(overrides: Partial<OutsourcingRow> = {}): OutsourcingRow {
  return {
    id: 7,
    nama: 'Andi Saputra',
    nik: '3273000000000001',
    tanggal_lahir: '1990-01-01',
    jenis_kelamin: 'L',
    telepon: null,
    jabatan: { id: 2, nama: 'Petugas Keamanan' },
    photo: null,
    kontrak_akhir: kontrakRow(),
    phk: null,
    ...overrides,
  };
}

export const outsourcingRows: OutsourcingRow[] = [
  outsourcingRow(),
  outsourcingRow({
    id: 8,
    nama: 'Budi Santoso',
    nik: null,
    jabatan: null,
    kontrak_akhir: kontrakRow({
      id: 32,
      outsourcing_id: 8,
      nama: 'Budi Santoso',
      jenis: { id: 2, nama: 'Pengemudi' },
      akhir: '2026-02-10',
      status: 'akan_berakhir',
      sisa_hari: 12,
    }),
  }),
];
