/**
 * Demo CV sub-records of the demo employees (education, family, diklat events and participation,
 * certification, classification, savings account, care, competences, achievements), loaded after
 * the core demo data in the same transaction. Deterministic (own seed), built as plain arrays and
 * inserted 1000 rows per statement, so 20 000 employees stay a matter of seconds. Position and rank
 * history are jabatan-pangkat-demo.ts's.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { PegawaiCvTables } from '../platform/db/tables/pegawai-cv.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { makeName, pickRegion } from './names.js';
import { Rng } from './random.js';

const CV_DEMO_SEED = 0x0c_0009;

type Rows<T extends keyof PegawaiCvTables> = Insertable<PegawaiCvTables[T]>[];

const UNIVERSITIES = [
  'Universitas Hasanuddin',
  'Universitas Indonesia',
  'Universitas Gadjah Mada',
  'Institut Teknologi Bandung',
  'Universitas Airlangga',
  'Universitas Negeri Makassar',
  'Universitas Muslim Indonesia',
  'Universitas Padjadjaran',
];
const JURUSAN = [
  'Akuntansi',
  'Manajemen',
  'Ekonomi Pembangunan',
  'Hukum',
  'Teknik Informatika',
  'Statistika',
  'Ilmu Komunikasi',
];
const DIKLAT_EVENTS = [
  { nama: 'Orientasi Pegawai Baru', jenis_id: 1, penyelenggara: 'Divisi SDM' },
  { nama: 'Analisis Kredit Mikro', jenis_id: 2, penyelenggara: 'LPPI' },
  { nama: 'Manajemen Risiko Perbankan', jenis_id: 3, penyelenggara: 'BSMR' },
  { nama: 'Pelayanan Prima', jenis_id: 2, penyelenggara: 'Divisi SDM' },
  { nama: 'Anti Pencucian Uang', jenis_id: 4, penyelenggara: 'PPATK' },
  { nama: 'Sertifikasi Treasury Dealer', jenis_id: 6, penyelenggara: 'LSPP' },
  { nama: 'Kepemimpinan Tingkat Menengah', jenis_id: 5, penyelenggara: 'LPPI' },
  { nama: 'Sertifikasi Kepatuhan', jenis_id: 6, penyelenggara: 'LSPP' },
];
const SERTIFIKASI = [
  'Manajemen Risiko Level 1',
  'Manajemen Risiko Level 2',
  'Certified Credit Analyst',
  'Sertifikasi Kepatuhan',
  'Treasury Dealer',
];
const KLASIFIKASI = ['Analis Kredit', 'Teller', 'Customer Service', 'Auditor Internal', 'Pengelola TI', 'Legal'];
const PERAWATAN = ['Kacamata', 'Rawat Jalan', 'Rawat Inap', 'Perawatan Gigi'];
const KOMPETENSI = [
  'Analisis Laporan Keuangan',
  'Negosiasi',
  'Pelayanan Nasabah',
  'Penyusunan Anggaran',
  'Analisis Data',
  'Komunikasi Efektif',
  'Kepemimpinan',
];
const PRESTASI = ['Pegawai Teladan', 'Pencapaian Target Dana Terbaik', 'Inovasi Layanan', 'Kantor Cabang Terbaik'];

const pad2 = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, rng: Rng) => `${year}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`;
const birthYear = (tanggalLahir: string | null | undefined) => (tanggalLahir ? Number(tanggalLahir.slice(0, 4)) : 1985);

export async function loadCvDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(CV_DEMO_SEED);
  const thisYear = 2026;
  const events = DIKLAT_EVENTS.map((e, i) => {
    const awal = `${thisYear - 6 + Math.floor(i * 0.75)}-${pad2(((i * 5) % 12) + 1)}-${pad2(5 + i)}`;
    return { id: i + 1, ...e, awal, akhir: awal.replace(/-(\d\d)$/, (_, d: string) => `-${pad2(Number(d) + 3)}`) };
  });
  const rows = {
    pendidikan: [] as Rows<'pegawai_pendidikan'>,
    family: [] as Rows<'pegawai_family'>,
    diklat: [] as Rows<'pegawai_diklat'>,
    sertifikasi: [] as Rows<'pegawai_sertifikasi'>,
    klasifikasi: [] as Rows<'pegawai_klasifikasi'>,
    rekTab: [] as Rows<'pegawai_rek_tab'>,
    perawatan: [] as Rows<'pegawai_perawatan'>,
    kompetensi: [] as Rows<'pegawai_kompetensi'>,
    prestasi: [] as Rows<'pegawai_prestasi'>,
  };

  for (const p of data.pegawai) {
    const pegawai_id = p.id;
    const born = birthYear(p.tanggal_lahir);
    rows.pendidikan.push({
      pegawai_id,
      jenjang: 'SMA',
      institusi: `SMA Negeri ${rng.int(1, 21)}`,
      jurusan: rng.pick(['IPA', 'IPS']),
      tahun: born + 18,
      keterangan: null,
    });
    if (rng.chance(0.85))
      rows.pendidikan.push({
        pegawai_id,
        jenjang: 'S1',
        institusi: rng.pick(UNIVERSITIES),
        jurusan: rng.pick(JURUSAN),
        tahun: born + 22 + rng.int(0, 1),
        keterangan: null,
      });
    if (rng.chance(0.6)) {
      const married = Math.min(thisYear, born + rng.int(24, 32));
      const spouse = makeName(rng, p.jenis_kelamin === 'P' ? 'L' : 'P', pickRegion(rng)).nama;
      rows.family.push({
        pegawai_id,
        nama: spouse,
        hubungan: p.jenis_kelamin === 'P' ? 'Suami' : 'Istri',
        status: 'Tanggungan',
        tanggal_lahir: dateOf(born + rng.int(-3, 3), rng),
        tahun: married,
        keterangan: null,
      });
      for (let c = rng.int(0, 2), year = married + 1; c > 0 && year <= thisYear; c--, year += rng.int(2, 4)) {
        const gender = rng.chance(0.5) ? 'L' : 'P';
        rows.family.push({
          pegawai_id,
          nama: makeName(rng, gender, pickRegion(rng)).nama,
          hubungan: 'Anak',
          status: thisYear - year < 21 ? 'Tanggungan' : 'Bukan Tanggungan',
          tanggal_lahir: dateOf(year, rng),
          tahun: year,
          keterangan: null,
        });
      }
    }
    const taken = new Set<number>();
    for (let d = rng.int(0, 2); d > 0; d--) taken.add(rng.pick(events).id);
    for (const diklat_event_id of taken) rows.diklat.push({ pegawai_id, diklat_event_id, keterangan: null });
    if (rng.chance(0.3)) {
      const year = rng.int(thisYear - 8, thisYear - 1);
      rows.sertifikasi.push({
        pegawai_id,
        nama: rng.pick(SERTIFIKASI),
        nomor: `SRT-${year}-${String(pegawai_id).padStart(6, '0')}`,
        penerbit: 'LSPP',
        tanggal: dateOf(year, rng),
        berlaku_sampai: dateOf(year + 3, rng),
      });
    }
    if (rng.chance(0.5)) rows.klasifikasi.push({ pegawai_id, nama: rng.pick(KLASIFIKASI), keterangan: null });
    rows.rekTab.push({
      pegawai_id,
      bank: 'Bank Sulselbar',
      nomor_rekening: `1${String(pegawai_id).padStart(9, '0')}`,
      atas_nama: p.nama,
    });
    if (rng.chance(0.2))
      rows.perawatan.push({
        pegawai_id,
        jenis: rng.pick(PERAWATAN),
        tanggal: dateOf(rng.int(thisYear - 3, thisYear - 1), rng),
        biaya: rng.int(3, 80) * 25_000,
        keterangan: null,
      });
    const first = rng.int(0, KOMPETENSI.length - 1);
    for (let k = 0; k < 2; k++)
      rows.kompetensi.push({
        pegawai_id,
        nama: KOMPETENSI[(first + k) % KOMPETENSI.length]!,
        is_exist: k === 0 || rng.chance(0.5),
        keterangan: null,
      });
    if (rng.chance(0.15))
      rows.prestasi.push({
        pegawai_id,
        nama: rng.pick(PRESTASI),
        tahun: rng.int(thisYear - 6, thisYear - 1),
        pemberi: 'Direksi',
        keterangan: null,
      });
  }

  await insertBatched(trx, 'diklat_event', events);
  await sql`SELECT setval(pg_get_serial_sequence('diklat_event', 'id'), ${events.length})`.execute(trx);
  await insertBatched(trx, 'pegawai_pendidikan', rows.pendidikan);
  await insertBatched(trx, 'pegawai_family', rows.family);
  await insertBatched(trx, 'pegawai_diklat', rows.diklat);
  await insertBatched(trx, 'pegawai_sertifikasi', rows.sertifikasi);
  await insertBatched(trx, 'pegawai_klasifikasi', rows.klasifikasi);
  await insertBatched(trx, 'pegawai_rek_tab', rows.rekTab);
  await insertBatched(trx, 'pegawai_perawatan', rows.perawatan);
  await insertBatched(trx, 'pegawai_kompetensi', rows.kompetensi);
  await insertBatched(trx, 'pegawai_prestasi', rows.prestasi);
}
