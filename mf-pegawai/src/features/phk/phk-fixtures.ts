// Rows of the termination tests and stories, in the server's answer shapes (packages/contracts phk.ts).
import type { PhkRow, PhkTypeRow } from '@portal/contracts';

/** Types of migration 0048 (some of them). */
export const phkTypes: PhkTypeRow[] = [
  { id: 3, nama: 'Mengundurkan Diri', jumlah: 1 },
  { id: 1, nama: 'Pensiun Normal', jumlah: 1 },
  { id: 4, nama: 'Meninggal Dunia', jumlah: 0 },
];

export function phkRow(overrides: Partial<PhkRow> = {}): PhkRow {
  return {
    id: 21,
    pegawai_id: 5,
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    type_id: 3,
    kategori: { id: 3, nama: 'Mengundurkan Diri' },
    nama: 'Ani Lestari',
    tanggal: '2026-03-31',
    tahun: 2026,
    penyelenggara: 'Direksi',
    nomor_sk: 'SK/PHK/2026/001',
    keterangan: 'Atas permintaan sendiri',
    is_effective: true,
    file_count: 1,
    ...overrides,
  };
}

export const phkRows: PhkRow[] = [
  phkRow(),
  phkRow({
    id: 22,
    pegawai_id: 6,
    pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null },
    type_id: 1,
    kategori: { id: 1, nama: 'Pensiun Normal' },
    nama: 'Budi Santoso',
    tanggal: '2027-01-31',
    tahun: 2027,
    penyelenggara: null,
    nomor_sk: null,
    keterangan: null,
    is_effective: false,
    file_count: 0,
  }),
];
