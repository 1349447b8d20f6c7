// Rows of the family register's tests and stories, in the server's answer shapes (packages/contracts pegawai-registers.ts).
import type { FamilyRegisterRow, GeneralListItem } from '@portal/contracts';

const item = (id: number, nama: string, akronim: string | null = null, parent_id: number | null = null) => ({
  id,
  nama,
  akronim,
  parent_id,
  label: akronim ? `${nama} | ${akronim}` : nama,
});

/** The general lists of migration 0024. */
export const familyRelations: GeneralListItem[] = ['Suami', 'Istri', 'Anak', 'Ayah', 'Ibu'].map((n, i) =>
  item(i + 1, n),
);
export const familyStatuses: GeneralListItem[] = ['Tanggungan', 'Bukan Tanggungan', 'Meninggal'].map((n, i) =>
  item(i + 1, n),
);
export const kawinCodes: GeneralListItem[] = ['TK/0', 'K/0', 'K/1', 'K/2', 'K/3'].map((n, i) => item(i + 1, n));
export const institusiItems: GeneralListItem[] = [
  item(1, 'Universitas Indonesia', 'UI'),
  item(2, 'Universitas Gadjah Mada', 'UGM'),
];

export function familyRow(overrides: Partial<FamilyRegisterRow> = {}): FamilyRegisterRow {
  return {
    id: 21,
    pegawai_id: 5,
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    nama: 'Rudi Hartono',
    hubungan: 'Suami',
    status: 'Bukan Tanggungan',
    tanggal_lahir: '1988-04-12',
    tahun: 2015,
    keterangan: null,
    ...overrides,
  };
}

export const familyRows: FamilyRegisterRow[] = [
  familyRow(),
  familyRow({
    id: 22,
    nama: 'Sari Putri',
    hubungan: 'Anak',
    status: 'Tanggungan',
    tanggal_lahir: '2018-09-01',
    tahun: 2018,
  }),
  familyRow({
    id: 23,
    pegawai_id: 6,
    pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null },
    nama: 'Dewi Anggraini',
    hubungan: 'Istri',
    status: null,
    tanggal_lahir: null,
    tahun: 2012,
    keterangan: 'Menikah di Bandung',
  }),
];
