// Rows of the sanction tests and stories, in the server's answer shapes (packages/contracts sanksi.ts).
import type { SanksiJenisRow, SanksiParentRow, SanksiRow } from '@portal/contracts';

const KELAS = { 1: 'Ringan', 2: 'Sedang', 3: 'Berat' } as const;

export function parentRow(id: number, nama: string, kelas_id: 1 | 2 | 3): SanksiParentRow {
  return { id, nama, kelas_id, kelas: { id: kelas_id, nama: KELAS[kelas_id] } };
}

export const sanksiParents: SanksiParentRow[] = [
  parentRow(1, 'Sanksi Ringan', 1),
  parentRow(2, 'Sanksi Sedang', 2),
  parentRow(3, 'Sanksi Berat', 3),
];

function jenisRow(id: number, nama: string, parent: SanksiParentRow): SanksiJenisRow {
  return { id, nama, parent_id: parent.id, parent };
}

/** The five types of migration 0038, under their parents. */
export const sanksiJenis: SanksiJenisRow[] = [
  jenisRow(2, 'Pernyataan Tidak Puas', sanksiParents[0]!),
  jenisRow(5, 'Catatan Khusus Lainnya', sanksiParents[0]!),
  jenisRow(1, 'Surat Peringatan', sanksiParents[1]!),
  jenisRow(3, 'Demosi', sanksiParents[2]!),
  jenisRow(4, 'Pemutusan Hubungan Kerja', sanksiParents[2]!),
];

export function sanksiRow(overrides: Partial<SanksiRow> = {}): SanksiRow {
  return {
    id: 11,
    pegawai_id: 5,
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    jenis: sanksiJenis[2]!,
    nomor_sk: 'SK/SP/2026/001',
    awal: '2026-01-05',
    akhir: '2026-07-04',
    keterangan: 'Terlambat masuk kerja berulang kali',
    is_active: true,
    file_count: 1,
    problems: [],
    ...overrides,
  };
}

export const sanksiRows: SanksiRow[] = [
  sanksiRow(),
  sanksiRow({
    id: 12,
    pegawai_id: 6,
    pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null },
    jenis: sanksiJenis[3]!,
    nomor_sk: null,
    awal: '2025-03-01',
    akhir: null,
    keterangan: null,
    file_count: 0,
    problems: ['Nomor SK belum diisi', 'File SK belum diunggah'],
  }),
  sanksiRow({
    id: 13,
    pegawai_id: 7,
    pegawai: { id: 7, nama: 'Citra Dewi', npp: '20000003', kantor: null },
    jenis: sanksiJenis[0]!,
    awal: '2023-02-01',
    akhir: '2023-08-01',
    is_active: false,
  }),
];
