/**
 * Demo data of workload analysis (WLA) and funds targets of contract staff (issue #17),
 * deterministic (Rng with its own seed).
 *
 * - WLA: realistic activities (frequency per period × standard minutes) of frontline and support
 *   positions, then the results through the module's own `recomputeResults` (no copy of its SQL).
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
