// Rows of the achievements register's tests and stories, in the server's answer shapes (packages/contracts pegawai-registers.ts).
import type { GeneralListItem, PrestasiRegisterRow } from '@portal/contracts';

export const awards: GeneralListItem[] = ['Pegawai Teladan', 'Inovasi', 'Pelayanan Nasabah Terbaik'].map((nama, i) => ({
  id: i + 1,
  nama,
  akronim: null,
  parent_id: null,
  label: nama,
}));

export function prestasiRow(overrides: Partial<PrestasiRegisterRow> = {}): PrestasiRegisterRow {
  return {
    id: 41,
    pegawai_id: 5,
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    nama: 'Pegawai Teladan',
    tahun: 2022,
    pemberi: 'Direksi',
    keterangan: 'Tingkat wilayah',
    ...overrides,
  };
}

export const prestasiRows: PrestasiRegisterRow[] = [
  prestasiRow(),
  prestasiRow({
    id: 42,
    pegawai_id: 6,
    pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null },
    nama: 'Inovasi',
    tahun: 2024,
    pemberi: null,
    keterangan: null,
  }),
];
