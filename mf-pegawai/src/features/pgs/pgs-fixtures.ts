// Rows of the PGS tests and stories, in the server's answer shape (packages/contracts pgs.ts).
import type { PgsRow } from '@portal/contracts';

export function pgsRow(overrides: Partial<PgsRow> = {}): PgsRow {
  return {
    id: 21,
    pegawai_id: 5,
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    jabatan_id: 7,
    jabatan: { id: 7, nama: 'Kepala Cabang' },
    kantor: { id: 3, nama: 'Kantor Cabang Makassar' },
    label_id: 1,
    label: 'Pimpinan',
    pangkat_id: 2,
    grade: '11',
    corporate_title: 'Senior Officer',
    nomor_sk: 'SK/PGS/2026/004',
    start_date: '2026-03-01',
    end_date: '2026-05-31',
    keterangan: 'Kepala cabang cuti besar',
    is_active: true,
    ...overrides,
  };
}

export const pgsRows: PgsRow[] = [
  pgsRow(),
  pgsRow({
    id: 22,
    pegawai_id: 6,
    pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null },
    jabatan_id: 8,
    jabatan: { id: 8, nama: 'Kepala Seksi Operasional' },
    kantor: null,
    label_id: null,
    label: null,
    pangkat_id: null,
    grade: null,
    corporate_title: null,
    start_date: '2025-01-02',
    end_date: '2025-02-28',
    is_active: false,
  }),
];
