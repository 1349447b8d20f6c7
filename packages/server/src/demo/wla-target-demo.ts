/**
 * Demo data of workload analysis (WLA) and funds targets of contract staff (issue #17),
 * deterministic (Rng with its own seed).
 *
 * - WLA: realistic activities (frequency per period × standard minutes) of every demo position,
 *   then the results through the module's own `recomputeResults` (no copy of its SQL).
 *   The yearly workloads are chosen so that the default config (235 days × 5 hours = 70 500 minutes
 *   a year) gives FTEs near 0.4, 0.9, 1.2, 1.6 and 2.2: with the demo's one-to-three employees per
 *   office the results mix Fit, Under Load and Over Load.
 * - Funds targets: the marketing staff (Funding Officer, Staf Dana dan Jasa, Account Officer,
 *   Customer Service) of the last 3 months (Asia/Jakarta), one Tabungan target each and a Giro
 *   target for some, one good upload per month × type. Older months mostly Approved (with the
 *   approval time), some Rejected, a few still waiting; this month waiting, and some offices not
 *   uploaded yet (belum_upload). One account is marked fraud.
 */
import { sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/schema.js';
import { recomputeResults, type ActivityValues, insertActivities } from '../modules/wla/wla.repo.js';
import type { DemoData } from './generate.js';
import { Rng } from './random.js';

const WLA_TARGET_SEED = 17_2026;

type Periode = 'hari' | 'minggu' | 'bulan' | 'tahun';
type Activity = readonly [nama: string, frekuensi: number, periode: Periode, menit: number];

/** Activities per position name; the comment gives the yearly FTE under the default config. */
const ACTIVITIES: Record<string, readonly Activity[]> = {
  // ≈ 1.62: one teller is overloaded, two are fit.
  Teller: [
    ['Melayani setoran dan penarikan tunai nasabah', 80, 'hari', 5],
    ['Membuka dan menutup kas harian', 1, 'hari', 45],
    ['Menyusun laporan posisi kas harian', 1, 'hari', 30],
    ['Stock opname uang tunai bersama supervisor', 1, 'minggu', 60],
  ],
  // ≈ 1.12: one is fit, two are underloaded.
  'Customer Service': [
    ['Melayani pembukaan rekening tabungan dan giro', 8, 'hari', 25],
    ['Menangani keluhan dan permintaan informasi nasabah', 6, 'hari', 15],
    ['Penggantian kartu ATM dan pemblokiran rekening', 4, 'hari', 10],
    ['Menyusun laporan layanan bulanan', 1, 'bulan', 120],
  ],
  // ≈ 2.24: one is overloaded, two are fit.
  'Account Officer': [
    ['Kunjungan dan survei calon debitur', 3, 'hari', 90],
    ['Menyusun memorandum analisis kredit', 4, 'minggu', 180],
    ['Pembinaan dan monitoring debitur berjalan', 2, 'hari', 60],
    ['Penagihan angsuran debitur bermasalah', 5, 'minggu', 120],
    ['Rapat evaluasi portofolio kredit', 1, 'minggu', 90],
  ],
  // ≈ 1.16: one is fit, two are underloaded.
  'Analis Kredit': [
    ['Menganalisis kelayakan permohonan kredit', 2, 'hari', 120],
    ['Verifikasi dokumen dan agunan', 1, 'hari', 60],
    ['Menyusun laporan kolektibilitas bulanan', 1, 'bulan', 480],
    ['Rapat komite kredit', 1, 'minggu', 120],
  ],
  // ≈ 1.25: one is fit, two are underloaded.
  Satpam: [
    ['Menjaga keamanan banking hall dan area kantor', 1, 'hari', 240],
    ['Patroli lingkungan kantor', 4, 'hari', 20],
    ['Membantu pengawalan pengisian ATM', 2, 'minggu', 60],
    ['Mencatat buku mutasi jaga', 2, 'hari', 15],
  ],
  // ≈ 0.38: underloaded everywhere.
  'Staf Umum': [
    ['Pengadaan alat tulis dan barang cetakan', 2, 'minggu', 60],
    ['Pemeliharaan gedung dan inventaris kantor', 1, 'hari', 45],
    ['Mengelola arsip dan surat masuk-keluar', 1, 'hari', 40],
    ['Inventarisasi aset tahunan', 1, 'tahun', 1200],
  ],
  // ≈ 0.89: fit.
  'Kepala Kantor Kas': [
    ['Memimpin briefing pagi dan evaluasi layanan', 1, 'hari', 30],
    ['Otorisasi transaksi di atas limit', 15, 'hari', 5],
    ['Pemasaran produk dana kepada nasabah potensial', 1, 'hari', 120],
    ['Menyusun laporan kinerja kantor kas', 1, 'bulan', 240],
    ['Pengawasan dan pemeriksaan kas', 1, 'hari', 30],
  ],
  // ≈ 1.61: one is overloaded.
  'Wakil Pemimpin Cabang': [
    ['Otorisasi transaksi dan pembukuan harian', 1, 'hari', 200],
    ['Pengawasan operasional layanan dan kas', 1, 'hari', 120],
    ['Rapat koordinasi operasional', 2, 'minggu', 90],
    ['Review laporan keuangan dan kepatuhan bulanan', 2, 'bulan', 480],
    ['Menangani eskalasi keluhan nasabah', 4, 'hari', 20],
  ],

  // The other demo positions: the tasks of each, sized so that one holder is near 0.5–1.5 FTE.
  'Direktur Utama': [
    ['Rapat direksi dan pengambilan keputusan strategis', 1, 'hari', 120],
    ['Penandatanganan kebijakan dan keputusan direksi', 1, 'hari', 60],
    ['Pertemuan dengan regulator dan pemegang saham', 2, 'minggu', 120],
    ['Review kinerja perusahaan', 2, 'bulan', 240],
  ],
  Direktur: [
    ['Memimpin rapat koordinasi bidang', 1, 'hari', 90],
    ['Review dan persetujuan usulan divisi', 4, 'hari', 20],
    ['Kunjungan kerja ke kantor wilayah', 1, 'minggu', 360],
    ['Rapat direksi', 2, 'minggu', 120],
  ],
  'Sekretaris Perusahaan': [
    ['Menyiapkan bahan rapat direksi dan komisaris', 3, 'minggu', 120],
    ['Keterbukaan informasi kepada regulator dan bursa', 2, 'minggu', 90],
    ['Mengelola komunikasi dan siaran pers perusahaan', 1, 'hari', 60],
    ['Menyusun laporan tahunan dan laporan tata kelola', 1, 'tahun', 4800],
  ],
  'Kepala Divisi': [
    ['Memimpin rapat kerja divisi', 2, 'minggu', 90],
    ['Review dan persetujuan dokumen divisi', 6, 'hari', 15],
    ['Menyusun rencana kerja dan anggaran divisi', 1, 'tahun', 2400],
    ['Koordinasi dengan direksi dan divisi lain', 1, 'hari', 90],
  ],
  'Wakil Kepala Divisi': [
    ['Mengawasi pelaksanaan program kerja divisi', 1, 'hari', 120],
    ['Review laporan bagian', 3, 'minggu', 60],
    ['Menyusun kajian dan usulan kebijakan', 2, 'bulan', 480],
  ],
  'Pemimpin Wilayah': [
    ['Rapat evaluasi kinerja cabang', 1, 'minggu', 180],
    ['Kunjungan dan pembinaan kantor cabang', 2, 'minggu', 240],
    ['Persetujuan kredit dalam kewenangan wilayah', 1, 'hari', 60],
    ['Laporan kinerja wilayah kepada direksi', 1, 'bulan', 360],
  ],
  'Wakil Pemimpin Wilayah': [
    ['Monitoring target bisnis cabang', 1, 'hari', 90],
    ['Supervisi operasional dan kepatuhan cabang', 1, 'minggu', 300],
    ['Review usulan kredit cabang', 1, 'hari', 60],
  ],
  'Pemimpin Cabang Utama': [
    ['Memimpin rapat bisnis dan operasional cabang', 2, 'minggu', 90],
    ['Persetujuan kredit dan transaksi di atas limit', 2, 'hari', 45],
    ['Pemasaran kepada nasabah prioritas', 1, 'hari', 120],
    ['Laporan kinerja cabang utama', 1, 'bulan', 300],
  ],
  'Pemimpin Cabang': [
    ['Memimpin briefing dan evaluasi harian', 1, 'hari', 30],
    ['Persetujuan kredit dalam kewenangan cabang', 2, 'hari', 40],
    ['Kunjungan nasabah dan pemasaran', 1, 'hari', 120],
    ['Laporan kinerja cabang', 1, 'bulan', 240],
  ],
  'Pemimpin Cabang Pembantu': [
    ['Pengawasan layanan dan kas kantor cabang pembantu', 1, 'hari', 90],
    ['Pemasaran produk dana dan kredit', 1, 'hari', 150],
    ['Laporan kinerja kantor cabang pembantu', 1, 'bulan', 240],
  ],
  'Kepala Kantor Fungsional': [
    ['Mengelola layanan kantor fungsional', 1, 'hari', 120],
    ['Koordinasi dengan kantor cabang induk', 2, 'minggu', 60],
    ['Laporan kegiatan kantor fungsional', 1, 'bulan', 180],
  ],
  'Penanggung Jawab Payment Point': [
    ['Melayani pembayaran tagihan nasabah', 40, 'hari', 4],
    ['Rekonsiliasi setoran payment point', 1, 'hari', 30],
    ['Laporan transaksi payment point', 1, 'minggu', 60],
  ],
  'Kepala Bagian': [
    ['Membagi dan memeriksa pekerjaan bagian', 1, 'hari', 90],
    ['Review dan paraf dokumen bagian', 10, 'hari', 8],
    ['Rapat koordinasi antarbagian', 1, 'minggu', 120],
    ['Laporan bulanan bagian', 1, 'bulan', 300],
  ],
  'Kepala Seksi': [
    ['Memeriksa hasil kerja staf seksi', 1, 'hari', 120],
    ['Menyusun laporan seksi', 1, 'minggu', 120],
    ['Pembinaan dan evaluasi staf', 2, 'bulan', 120],
  ],
  'Supervisor Pelayanan': [
    ['Otorisasi transaksi teller dan customer service', 30, 'hari', 3],
    ['Pengawasan antrean dan mutu layanan', 1, 'hari', 90],
    ['Pemeriksaan kas dan dokumen harian', 1, 'hari', 45],
    ['Laporan mutu layanan', 1, 'bulan', 180],
  ],
  'Relationship Manager': [
    ['Kunjungan nasabah korporasi', 2, 'hari', 90],
    ['Menyusun proposal pembiayaan dan penawaran produk', 3, 'minggu', 120],
    ['Review portofolio nasabah kelolaan', 1, 'minggu', 180],
  ],
  'Back Office': [
    ['Memproses dokumen transaksi nasabah', 25, 'hari', 6],
    ['Rekonsiliasi rekening antarkantor', 1, 'hari', 60],
    ['Pengarsipan warkat harian', 1, 'hari', 30],
  ],
  'Staf Administrasi Kredit': [
    ['Memeriksa kelengkapan dokumen kredit', 8, 'hari', 20],
    ['Input data dan pencairan kredit', 5, 'hari', 15],
    ['Pengelolaan dokumen agunan', 1, 'hari', 45],
  ],
  'Staf Penagihan': [
    ['Penagihan langsung ke debitur menunggak', 4, 'hari', 45],
    ['Menelepon dan mengirim surat peringatan', 15, 'hari', 5],
    ['Laporan hasil penagihan', 1, 'minggu', 90],
  ],
  'Funding Officer': [
    ['Kunjungan calon nasabah dana', 4, 'hari', 45],
    ['Follow up nasabah dan penawaran produk', 10, 'hari', 6],
    ['Laporan pencapaian target dana', 1, 'minggu', 60],
  ],
  'Staf Dana dan Jasa': [
    ['Memproses pembukaan deposito dan giro', 6, 'hari', 20],
    ['Layanan transfer dan kliring', 15, 'hari', 6],
    ['Laporan posisi dana harian', 1, 'hari', 30],
  ],
  'Staf SDM': [
    ['Administrasi data dan mutasi pegawai', 8, 'hari', 15],
    ['Proses cuti, izin dan absensi', 10, 'hari', 6],
    ['Rekrutmen dan seleksi pegawai', 2, 'minggu', 180],
  ],
  'Staf Akuntansi': [
    ['Jurnal dan verifikasi transaksi', 30, 'hari', 5],
    ['Rekonsiliasi buku besar', 1, 'hari', 60],
    ['Penyusunan laporan keuangan bulanan', 1, 'bulan', 960],
  ],
  'Staf Kepatuhan': [
    ['Review kepatuhan produk dan kebijakan baru', 2, 'minggu', 180],
    ['Pemantauan transaksi mencurigakan (APU PPT)', 1, 'hari', 120],
    ['Laporan kepatuhan kepada regulator', 1, 'bulan', 480],
  ],
  Auditor: [
    ['Pemeriksaan lapangan kantor cabang', 1, 'hari', 240],
    ['Menyusun kertas kerja dan laporan hasil audit', 1, 'minggu', 360],
    ['Monitoring tindak lanjut temuan audit', 1, 'minggu', 120],
  ],
  'Staf TI': [
    ['Menangani permintaan dukungan pengguna', 8, 'hari', 15],
    ['Pemeliharaan server, jaringan dan cadangan data', 1, 'hari', 90],
    ['Pengembangan dan pengujian aplikasi', 2, 'minggu', 240],
  ],
  'Staf Legal': [
    ['Review perjanjian kredit dan kerja sama', 2, 'hari', 60],
    ['Penanganan perkara dan somasi', 1, 'minggu', 240],
    ['Legalisasi dan pengikatan agunan', 3, 'minggu', 60],
  ],
  'Staf Manajemen Risiko': [
    ['Pemantauan profil risiko harian', 1, 'hari', 90],
    ['Kajian risiko produk dan aktivitas baru', 1, 'minggu', 300],
    ['Laporan profil risiko bulanan', 1, 'bulan', 720],
  ],
  'Dealer Treasury': [
    ['Transaksi pasar uang dan valuta asing', 20, 'hari', 8],
    ['Pemantauan posisi likuiditas', 1, 'hari', 60],
    ['Laporan transaksi treasury', 1, 'hari', 30],
  ],
  Sekretaris: [
    ['Mengatur jadwal dan agenda pimpinan', 1, 'hari', 60],
    ['Mengelola surat masuk dan keluar pimpinan', 12, 'hari', 6],
    ['Menyiapkan rapat dan notulen', 3, 'minggu', 90],
  ],
  Pengemudi: [
    ['Mengantar pimpinan dan pegawai dinas', 2, 'hari', 90],
    ['Perawatan dan kebersihan kendaraan dinas', 1, 'hari', 45],
    ['Mengantar dokumen antarkantor', 3, 'minggu', 60],
  ],
  Pramubakti: [
    ['Kebersihan ruang kerja dan banking hall', 2, 'hari', 60],
    ['Menyiapkan konsumsi rapat', 4, 'minggu', 30],
    ['Mengantar surat dan dokumen internal', 6, 'hari', 10],
  ],
  'Mantri Kredit': [
    ['Survei dan analisis kredit mikro', 3, 'hari', 60],
    ['Penagihan angsuran kredit mikro', 6, 'hari', 15],
    ['Pembinaan nasabah usaha mikro', 2, 'minggu', 90],
  ],
  Kasir: [
    ['Penerimaan dan pembayaran tunai', 50, 'hari', 4],
    ['Membuka dan menutup kas', 1, 'hari', 40],
    ['Laporan kas harian', 1, 'hari', 20],
  ],
  'Operator Komputer': [
    ['Input data transaksi dan nasabah', 40, 'hari', 4],
    ['Mencetak laporan harian', 1, 'hari', 30],
    ['Pemeliharaan perangkat komputer kantor', 1, 'minggu', 90],
  ],
};

/** The funds-target staff: contract marketing staff in these positions. */
const TARGET_JABATAN = ['Funding Officer', 'Staf Dana dan Jasa', 'Account Officer', 'Customer Service'];

/** A whole number of rupiah (in millions, with a hundred-thousands part) as a decimal string. */
const juta = (millions: number, hundredThousands = 0) => `${millions * 1_000_000 + hundredThousands * 100_000}.00`;

export async function loadWlaTargetDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  await loadWlaDemo(trx, data);
  await loadTargetDanaDemo(trx, data);
}

async function loadWlaDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rows: ActivityValues[] = [];
  for (const [jabatanNama, activities] of Object.entries(ACTIVITIES)) {
    const jabatan = data.jabatan.find((j) => j.nama === jabatanNama);
    if (!jabatan) continue;
    for (const [nama, frekuensi, periode, menit] of activities) {
      rows.push({ jabatan_id: jabatan.id, nama, frekuensi: String(frekuensi), periode, menit: String(menit) });
    }
  }
  await insertActivities(trx, rows);
  await recomputeResults(trx);
}

async function loadTargetDanaDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(WLA_TARGET_SEED);
  const jabatanIds = data.jabatan.filter((j) => TARGET_JABATAN.includes(j.nama)).map((j) => j.id);
  if (jabatanIds.length === 0) return;
  const staff = await trx
    .selectFrom('pegawai as p')
    .innerJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select(['p.id', 'p.kantor_id'])
    .where('p.is_active', '=', true)
    .where('k.deleted_at', 'is', null)
    .where('p.jabatan_id', 'in', jabatanIds)
    .orderBy('p.id')
    .execute();
  if (staff.length === 0) return;
  const types = await trx.selectFrom('target_dana_type').select(['id', 'nama']).execute();
  const typeId = (nama: string) => types.find((t) => t.nama === nama)!.id;
  const approverId =
    (await trx.selectFrom('users').select('id').where('name', '=', 'admin').executeTakeFirst())?.id ?? null;

  const now = DateTime.now().setZone('Asia/Jakarta').startOf('month');
  const months = [now.minus({ months: 2 }), now.minus({ months: 1 }), now];
  // This month some offices have not uploaded yet.
  const offices = [...new Set(staff.map((s) => s.kantor_id))];
  const lateOffices = new Set(offices.filter(() => rng.chance(0.35)));
  // Each employee keeps one account per type over the months; Giro for about a third.
  const accounts = staff.map((s) => ({
    ...s,
    tabungan: `10${String(s.id).padStart(8, '0')}`,
    giro: rng.chance(0.35) ? `20${String(s.id).padStart(8, '0')}` : null,
    base: rng.int(5, 40),
  }));
  const fraudAccount = accounts[Math.floor(accounts.length / 2)]!.tabungan;

  const t = {
    pegawai: [] as number[],
    kantor: [] as number[],
    type: [] as number[],
    tahun: [] as number[],
    bulan: [] as number[],
    rekening: [] as string[],
    nominal: [] as string[],
    status: [] as number[],
    note: [] as (string | null)[],
    fraud: [] as boolean[],
  };
  months.forEach((m, index) => {
    const current = index === months.length - 1;
    for (const a of accounts) {
      if (current && lateOffices.has(a.kantor_id)) continue;
      const push = (type: string, rekening: string, nominal: string) => {
        const r = rng.next();
        const status = current ? (r < 0.15 ? 1 : 0) : r < 0.8 ? 1 : r < 0.9 ? 2 : 0;
        t.pegawai.push(a.id);
        t.kantor.push(a.kantor_id!);
        t.type.push(typeId(type));
        t.tahun.push(m.year);
        t.bulan.push(m.month);
        t.rekening.push(rekening);
        t.nominal.push(nominal);
        t.status.push(status);
        t.note.push(status === 2 ? 'Nominal tidak sesuai realisasi bulan lalu' : null);
        t.fraud.push(rekening === fraudAccount);
      };
      push('Tabungan', a.tabungan, juta(a.base + index * 2, rng.int(0, 9)));
      if (a.giro) push('Giro', a.giro, juta(a.base * 3 + index * 5, rng.int(0, 9)));
    }
  });
  if (t.pegawai.length === 0) return;

  // One good upload per month × type (uploaded on the 3rd at 09:00), then its rows; approvals on
  // the 20th (never later than now).
  await sql`
    with r as (
      select * from unnest(${t.pegawai}::int[], ${t.kantor}::int[], ${t.type}::int[], ${t.tahun}::int[], ${t.bulan}::int[],
                           ${t.rekening}::text[], ${t.nominal}::numeric[], ${t.status}::int[], ${t.note}::text[], ${t.fraud}::boolean[])
        as r(pegawai_id, kantor_id, type_id, tahun, bulan, rekening, nominal, status_id, note, is_fraud)
    ), up as (
      insert into target_dana_upload (tahun, bulan, type_id, row_count, total, user_id, created_at)
      select tahun, bulan, type_id, count(*)::int, sum(nominal), ${approverId},
             least(make_timestamptz(tahun, bulan, 3, 9, 0, 0, 'Asia/Jakarta'), now())
      from r group by tahun, bulan, type_id
      returning id, tahun, bulan, type_id
    )
    insert into target_dana (upload_id, pegawai_id, kantor_id, type_id, tahun, bulan, rekening, nominal, status_id,
                             approval_at, approval_by, note, is_fraud, fraud_at, fraud_by, created_at, updated_at)
    select up.id, r.pegawai_id, r.kantor_id, r.type_id, r.tahun, r.bulan, r.rekening, r.nominal, r.status_id,
           case when r.status_id = 1 then least(make_timestamptz(r.tahun, r.bulan, 20, 10, 30, 0, 'Asia/Jakarta'), now()) end,
           case when r.status_id = 1 then ${approverId}::int end,
           r.note, r.is_fraud,
           case when r.is_fraud then least(make_timestamptz(r.tahun, r.bulan, 21, 14, 0, 0, 'Asia/Jakarta'), now()) end,
           case when r.is_fraud then ${approverId}::int end,
           least(make_timestamptz(r.tahun, r.bulan, 3, 9, 0, 0, 'Asia/Jakarta'), now()), now()
    from r join up on up.tahun = r.tahun and up.bulan = r.bulan and up.type_id = r.type_id`.execute(trx);
}
