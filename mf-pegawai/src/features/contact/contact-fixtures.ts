// Rows of the contact tests and stories, in the server's answer shape (PegawaiContactRow).
import type { PegawaiContactRow } from '@portal/contracts';

export function contactRow(overrides: Partial<PegawaiContactRow> = {}): PegawaiContactRow {
  return {
    pegawai_id: 5,
    nama: 'Ani Lestari',
    npp: '20000001',
    kantor: 'Kantor Cabang Makassar',
    user_name: 'ani',
    contact: '6281234567890',
    verified: true,
    ...overrides,
  };
}

export const waRows: PegawaiContactRow[] = [
  contactRow(),
  contactRow({
    pegawai_id: 6,
    nama: 'Budi Santoso',
    npp: '20000002',
    user_name: 'budi',
    contact: '6281398765432',
    verified: false,
  }),
];

export const unregisteredRows: PegawaiContactRow[] = [
  contactRow({ pegawai_id: 7, nama: 'Citra Dewi', npp: null, user_name: 'citra', contact: null, verified: false }),
];
