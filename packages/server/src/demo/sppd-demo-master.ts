/**
 * SPPD master data of the demo: kinds of trip, cost types, regions with their cities, vehicles,
 * traveller levels (mapped from the demo positions' jabatan levels), partner positions, accounts
 * and the rate table. Rates are whole thousands of rupiah built from integers (a level's base ×
 * a region's and a traveller kind's percentage), written as decimal strings.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { insertBatched } from './insert-batched.js';

export const SPPD_JENIS = ['Dinas Dalam Kota', 'Dinas Luar Kota', 'Pendidikan dan Pelatihan', 'Dinas Luar Negeri'];
export const SPPD_KENDARAAN = ['Pesawat', 'Kereta Api', 'Kendaraan Dinas', 'Bus', 'Kapal Laut'] as const;
export type Kendaraan = (typeof SPPD_KENDARAAN)[number];

/** Regions: cities for the destination, percentage of the base daily rates, transport per vehicle (thousands). */
export const SPPD_WILAYAH: readonly {
  nama: string;
  kota: readonly string[];
  persen: number;
  transport: Partial<Record<Kendaraan, number>>;
  luarNegeri?: boolean;
}[] = [
  {
    nama: 'Jabodetabek',
    kota: ['Jakarta Pusat', 'Jakarta Selatan', 'Bogor', 'Depok', 'Tangerang', 'Bekasi'],
    persen: 100,
    transport: { 'Kendaraan Dinas': 250, 'Kereta Api': 150, Bus: 100 },
  },
  {
    nama: 'Jawa dan Bali',
    kota: ['Bandung', 'Semarang', 'Yogyakarta', 'Surabaya', 'Malang', 'Denpasar', 'Cirebon', 'Solo'],
    persen: 90,
    transport: { Pesawat: 1_800, 'Kereta Api': 600, 'Kendaraan Dinas': 500, Bus: 350 },
  },
  {
    nama: 'Sumatera',
    kota: ['Medan', 'Padang', 'Palembang', 'Pekanbaru', 'Bandar Lampung', 'Banda Aceh', 'Jambi'],
    persen: 100,
    transport: { Pesawat: 2_500, 'Kendaraan Dinas': 500, Bus: 450 },
  },
  {
    nama: 'Kalimantan dan Sulawesi',
    kota: ['Balikpapan', 'Banjarmasin', 'Pontianak', 'Samarinda', 'Makassar', 'Manado', 'Palu', 'Kendari'],
    persen: 110,
    transport: { Pesawat: 3_000, 'Kendaraan Dinas': 500 },
  },
  {
    nama: 'Nusa Tenggara, Maluku dan Papua',
    kota: ['Mataram', 'Kupang', 'Ambon', 'Ternate', 'Jayapura', 'Sorong'],
    persen: 125,
    transport: { Pesawat: 4_500, 'Kapal Laut': 1_200 },
  },
  {
    nama: 'Luar Negeri (Asia)',
    kota: ['Singapura', 'Kuala Lumpur', 'Bangkok', 'Tokyo', 'Seoul'],
    persen: 300,
    transport: { Pesawat: 9_000 },
    luarNegeri: true,
  },
];

/** Traveller levels, highest first, with the jabatan levels (positions.ts JABATAN_LEVELS) each covers. */
export const SPPD_LEVELS: readonly { nama: string; jabatanLevels: readonly number[]; harian: number; inap: number }[] =
  [
    { nama: 'Direksi', jabatanLevels: [1], harian: 1_500, inap: 2_000 },
    { nama: 'Pejabat Eksekutif', jabatanLevels: [2], harian: 1_100, inap: 1_500 },
    { nama: 'Pejabat Madya dan Muda', jabatanLevels: [3, 4], harian: 800, inap: 1_100 },
    { nama: 'Penyelia', jabatanLevels: [5], harian: 550, inap: 800 },
    { nama: 'Pelaksana', jabatanLevels: [6, 7], harian: 400, inap: 600 },
  ];
/** Entertainment allowance per day, only for the two highest levels (thousands). */
const REPRESENTASI: Record<string, number> = { Direksi: 750, 'Pejabat Eksekutif': 500 };

export const SPPD_MITRA_JABATAN: readonly { nama: string; level: string }[] = [
  { nama: 'Narasumber', level: 'Pejabat Eksekutif' },
  { nama: 'Konsultan', level: 'Penyelia' },
  { nama: 'Auditor Eksternal', level: 'Penyelia' },
  { nama: 'Pendamping Teknis Vendor', level: 'Pelaksana' },
];

/** Which levels each traveller kind has rates for, and its percentage of the employee rates. */
const KINDS: readonly { kind: 'pegawai' | 'outsourching' | 'mitra'; persen: number; levels: readonly string[] }[] = [
  { kind: 'pegawai', persen: 100, levels: SPPD_LEVELS.map((l) => l.nama) },
  { kind: 'outsourching', persen: 75, levels: ['Penyelia', 'Pelaksana'] },
  { kind: 'mitra', persen: 100, levels: ['Pejabat Eksekutif', 'Penyelia', 'Pelaksana'] },
];

export interface SppdMasterIds {
  jenis: Map<string, number>;
  wilayah: Map<string, number>;
  kendaraan: Map<string, number>;
  level: Map<string, number>;
  mitraJabatan: { id: number; level_id: number }[];
  jenisBiaya: Map<string, number>;
}

const byName = (rows: { id: number; nama: string }[]) => new Map(rows.map((r) => [r.nama, r.id]));
/** Thousands of rupiah × percentage, rounded to whole thousands, as numeric text. */
const money = (thousands: number, persen: number) => `${Math.round((thousands * persen) / 100) * 1000}.00`;

export async function loadSppdMaster(trx: Transaction<Database>): Promise<SppdMasterIds> {
  const named = async (table: 'sppd_jenis' | 'sppd_wilayah' | 'sppd_kendaraan' | 'sppd_level', names: string[]) =>
    byName(
      await trx
        .insertInto(table)
        .values(names.map((nama) => ({ nama })))
        .returning(['id', 'nama'])
        .execute(),
    );
  const jenis = await named('sppd_jenis', SPPD_JENIS);
  const wilayah = await named(
    'sppd_wilayah',
    SPPD_WILAYAH.map((w) => w.nama),
  );
  const kendaraan = await named('sppd_kendaraan', [...SPPD_KENDARAAN]);
  const level = await named(
    'sppd_level',
    SPPD_LEVELS.map((l) => l.nama),
  );
  const jenisBiaya = byName(
    await trx
      .insertInto('sppd_jenis_biaya')
      .values([
        { nama: 'Uang Harian', satuan: 'hari' },
        { nama: 'Penginapan', satuan: 'hari' },
        { nama: 'Transportasi', satuan: 'perjalanan' },
        { nama: 'Uang Representasi', satuan: 'hari' },
      ])
      .returning(['id', 'nama'])
      .execute(),
  );
  const mitraJabatan = await trx
    .insertInto('sppd_mitra_jabatan')
    .values(SPPD_MITRA_JABATAN.map((m) => ({ nama: m.nama, level_id: level.get(m.level)! })))
    .returning(['id', 'level_id'])
    .execute();
  await trx
    .insertInto('sppd_rekening')
    .values([
      { nama: 'Rekening Operasional SPPD Kantor Pusat', bank: 'Bank Mandiri', nomor: '1230009876543' },
      { nama: 'Rekening Penampungan Biaya Perjalanan', bank: 'BNI', nomor: '0987654321' },
    ])
    .execute();

  const rates: object[] = [];
  for (const { kind, persen, levels } of KINDS) {
    for (const levelDef of SPPD_LEVELS.filter((l) => levels.includes(l.nama))) {
      for (const w of SPPD_WILAYAH) {
        const rate = (jenisBiayaNama: string, nominal: string, kendaraanNama?: string) =>
          rates.push({
            jenis_pejalan: kind,
            level_id: level.get(levelDef.nama)!,
            wilayah_id: wilayah.get(w.nama)!,
            jenis_biaya_id: jenisBiaya.get(jenisBiayaNama)!,
            kendaraan_id: kendaraanNama ? kendaraan.get(kendaraanNama)! : null,
            nominal,
          });
        rate('Uang Harian', money(levelDef.harian, (w.persen * persen) / 100));
        rate('Penginapan', money(levelDef.inap, (w.persen * persen) / 100));
        const representasi = REPRESENTASI[levelDef.nama];
        if (representasi && kind !== 'outsourching') rate('Uang Representasi', money(representasi, w.persen));
        for (const [nama, thousands] of Object.entries(w.transport)) {
          // Direksi flies business class: half as much again for a plane ticket.
          rate('Transportasi', money(thousands, nama === 'Pesawat' && levelDef.nama === 'Direksi' ? 150 : 100), nama);
        }
      }
    }
  }
  await insertBatched(trx, 'sppd_biaya', rates);
  return { jenis, wilayah, kendaraan, level, mitraJabatan, jenisBiaya };
}

/** The traveller level of an employee from their position's jabatan level (no position: Pelaksana). */
export function levelOfJabatanLevel(jabatanLevel: number | null | undefined): string {
  return SPPD_LEVELS.find((l) => jabatanLevel != null && l.jabatanLevels.includes(jabatanLevel))?.nama ?? 'Pelaksana';
}
