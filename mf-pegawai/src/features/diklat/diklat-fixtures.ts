// Rows of the diklat tests and stories, in the server's answer shapes (packages/contracts diklat.ts).
import type {
  DiklatEventRow,
  DiklatKompetensiOption,
  DiklatMasterRow,
  DiklatOptionsAnswer,
  DiklatPegawaiRow,
  DiklatRequiredRow,
} from '@portal/contracts';

export const lppi: DiklatMasterRow = {
  id: 2,
  nama: 'Lembaga Pengembangan Perbankan Indonesia',
  akronim: 'LPPI',
  label: 'Lembaga Pengembangan Perbankan Indonesia | LPPI',
  jumlah: 2,
};

export const bsmr: DiklatMasterRow = {
  id: 3,
  nama: 'Badan Sertifikasi Manajemen Risiko',
  akronim: 'BSMR',
  label: 'Badan Sertifikasi Manajemen Risiko | BSMR',
  jumlah: 1,
};

export const diklatOptions: DiklatOptionsAnswer = {
  penyelenggara: [lppi, bsmr],
  kategori: [{ id: 1, nama: 'Teknis', label: 'Teknis', jumlah: 3 }],
  status: [{ id: 3, nama: 'Selesai', label: 'Selesai', jumlah: 5 }],
  sertifikasi: [],
  qualification: [],
};

export function diklatEvent(overrides: Partial<DiklatEventRow> = {}): DiklatEventRow {
  return {
    id: 7,
    token: '3f1c1d9e-0c1a-4c55-9b7e-0a4f3f4f1a11',
    nama: 'Analisis Kredit Mikro',
    jenis_id: 2,
    is_special: false,
    awal: '2026-03-10',
    akhir: '2026-03-12',
    tempat: 'Jakarta',
    keterangan: null,
    penyelenggara: 'LPPI',
    penyelenggaras: [lppi],
    kategori: { id: 1, nama: 'Teknis' },
    status: { id: 3, nama: 'Selesai' },
    sertifikasi: null,
    qualification: null,
    peserta: 2,
    file_count: 0,
    ...overrides,
  };
}

export const diklatEvents: DiklatEventRow[] = [
  diklatEvent({
    id: 6,
    token: '1b7e2c3d-0c1a-4c55-9b7e-0a4f3f4f1a10',
    nama: 'Sertifikasi Kepatuhan',
    jenis_id: 6,
    is_special: true,
    awal: '2026-01-05',
    akhir: null,
    peserta: 0,
  }),
  diklatEvent(),
];

export function participant(overrides: Partial<DiklatPegawaiRow> = {}): DiklatPegawaiRow {
  return {
    id: 31,
    diklat_event_id: 7,
    event: {
      id: 7,
      nama: 'Analisis Kredit Mikro',
      jenis_id: 2,
      is_special: false,
      awal: '2026-03-10',
      akhir: '2026-03-12',
    },
    pegawai: { id: 5, nama: 'Ani Lestari', npp: '20000001', kantor: { id: 3, nama: 'Kantor Cabang Makassar' } },
    jabatan: 'Analis Kredit',
    keterangan: null,
    ...overrides,
  };
}

export const participants: DiklatPegawaiRow[] = [
  participant(),
  participant({ id: 32, pegawai: { id: 6, nama: 'Budi Santoso', npp: '20000002', kantor: null }, jabatan: 'Teller' }),
];

/** The names a position may require (GET /sdm/diklat/x/kompetensi), by name. */
export const kompetensiOptions: DiklatKompetensiOption[] = [
  { nama: 'Analisis Data', pemilik: 4 },
  { nama: 'Komunikasi Efektif', pemilik: 9 },
  { nama: 'Negosiasi', pemilik: 6 },
  { nama: 'Pelayanan Nasabah', pemilik: 11 },
];

/** Teller: two holders, one of whom lacks 'Komunikasi Efektif'. */
export const tellerRequired: DiklatRequiredRow = {
  jabatan: { id: 5, nama: 'Teller' },
  pemegang: 2,
  kompetensi: [
    { nama: 'Komunikasi Efektif', memiliki: 1, kurang: 1, pemenuhan: 50 },
    { nama: 'Pelayanan Nasabah', memiliki: 2, kurang: 0, pemenuhan: 100 },
  ],
  gap: 1,
};
