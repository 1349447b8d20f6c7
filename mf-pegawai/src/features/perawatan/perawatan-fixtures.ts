import type {
  KacaMataPlafonRow,
  PerawatanConfig,
  PerawatanNotaDetail,
  PerawatanNotaRow,
  SanksiFileRow,
} from '@portal/contracts';
import { approvalView } from '@portal/design-system/testing';

/** A care claim as the register answers it (a waiting glasses claim of Ani Lestari). */
export const notaRow: PerawatanNotaRow = {
  id: 31,
  token: 'tok-ani-kacamata-000000000000000',
  pegawai_id: 7,
  pegawai: { id: 7, nama: 'Ani Lestari', npp: '40000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
  jenis: { id: 3, nama: 'Kacamata', is_kaca_mata: true },
  rs_tempat: { id: 6, nama: 'Optik Tunggal', golongan_nama: 'Optik / Klinik' },
  tanggal: '2026-11-20',
  nomor_nota: 'NT/2026/0031',
  nominal: '700000.00',
  keterangan: 'Lensa minus',
  kaca_mata_periode: 2026,
  status: 'menunggu',
  status_label: 'Menunggu Persetujuan',
  is_myturn: true,
  registered_by: 'hr',
  created_at: '2026-11-20T03:00:00.000Z',
};

export function notaDetail(patch: Partial<PerawatanNotaDetail> = {}): PerawatanNotaDetail {
  return {
    ...notaRow,
    approval: approvalView('menunggu', ['approve', 'reject'], { secondStep: 'Super Admin' }),
    can_edit: false,
    can_delete: false,
    plafon: '1000000.00',
    ...patch,
  };
}

export const perawatanConfig: PerawatanConfig = {
  jenis: [
    { id: 1, nama: 'Rawat Jalan', is_kaca_mata: false, jumlah: 4 },
    { id: 3, nama: 'Kacamata', is_kaca_mata: true, jumlah: 2 },
  ],
  rs_tempat: [
    {
      id: 6,
      nama: 'Optik Tunggal',
      golongan_id: 5,
      golongan: { id: 5, nama: 'Optik / Klinik' },
      kota: 'Jakarta',
      jumlah: 2,
    },
  ],
  kaca_mata: { periode_tahun: 2, plafon: [{ grade_min: 0, grade_max: 4, plafon: '750000.00' }] },
  alur: [
    { label: 'Admin SDM', approvers: ['Rina'] },
    { label: 'Super Admin', approvers: ['Admin Portal'] },
  ],
};

/** The glasses ceilings as GET /sdm/perawatan/x/kaca_mata_plafon answers them (migration 0051's rows). */
export const plafonRows: KacaMataPlafonRow[] = [
  { id: 1, grade_min: 0, grade_max: 4, plafon: '750000.00' },
  { id: 2, grade_min: 5, grade_max: 8, plafon: '1000000.00' },
  { id: 3, grade_min: 9, grade_max: 12, plafon: '1500000.00' },
];

/** A bill scan of the claim as GET …/nota/31/x/file answers it (a signed address). */
export const notaScan: SanksiFileRow = {
  id: 81,
  name: 'nota-optik-tunggal.pdf',
  content_type: 'application/pdf',
  size: 182_311,
  url: '/storage/perawatan/31/nota-optik-tunggal.pdf',
  created_at: '2026-11-20T03:05:00.000Z',
};
