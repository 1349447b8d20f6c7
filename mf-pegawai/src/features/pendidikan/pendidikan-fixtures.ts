// Rows of the education register's tests and stories, in the server's answer shapes (packages/contracts pegawai-registers.ts).
import type { GeneralListItem, PendidikanRegisterRow } from '@portal/contracts';

const item = (id: number, nama: string, akronim: string | null = null, parent_id: number | null = null) => ({
  id,
  nama,
  akronim,
  parent_id,
  label: akronim ? `${nama} | ${akronim}` : nama,
});

/** Part of the general lists of migration 0024. */
export const levels: GeneralListItem[] = ['SMA', 'D3', 'S1', 'S2'].map((n, i) => item([3, 5, 7, 8][i]!, n));
export const institutions: GeneralListItem[] = [
  item(1, 'Universitas Indonesia', 'UI'),
  item(2, 'Universitas Gadjah Mada', 'UGM'),
];
export const majors: GeneralListItem[] = [
  item(3, 'Akuntansi', null, 3),
  item(7, 'Akuntansi', null, 7),
  item(8, 'Manajemen', null, 7),
  item(15, 'Magister Manajemen', null, 8),
];

export function pendidikanRow(overrides: Partial<PendidikanRegisterRow> = {}): PendidikanRegisterRow {
  return {
    id: 31,
    pegawai_id: 5,
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    jenjang: 'S2',
    institusi: 'Universitas Gadjah Mada',
    jurusan: 'Magister Manajemen',
    tahun: 2016,
    keterangan: null,
    ...overrides,
  };
}

export const pendidikanRows: PendidikanRegisterRow[] = [
  pendidikanRow(),
  pendidikanRow({ id: 32, jenjang: 'S1', institusi: 'Universitas Indonesia', jurusan: 'Akuntansi', tahun: 2010 }),
  pendidikanRow({
    id: 33,
    pegawai_id: 6,
    pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null },
    jenjang: 'D3',
    institusi: 'Politeknik Negeri Bandung',
    jurusan: null,
    tahun: 2008,
  }),
];
