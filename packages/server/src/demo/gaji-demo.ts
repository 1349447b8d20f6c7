/**
 * Demo salary data (issue #18), deterministic (Rng with its own seed), loaded set-based: the Rng
 * picks each employee's amounts once (decimal strings built from integers, never float sums) and
 * PostgreSQL expands them over the months in a few INSERT … SELECT statements.
 *
 * - Deductions: the 12 months up to this month (Asia/Jakarta) for every active employee of the
 *   offices allowing deductions; kind gaji (koperasi always, kredit and zakat for some) and kind
 *   service (makan siang for half, sewa rumah for a few), each office+month as one good upload.
 * - Income: every active employee, the last 2 months: gaji pokok, tunjangan jabatan and transport,
 *   potongan PPh 21 (5 %) and BPJS (2 %) computed by PostgreSQL, imbalan kerja in the older month.
 * - Allowances: every active employee this year: Kacamata, Rawat Jalan, Rawat Inap ceilings and
 *   some usage.
 */
import { sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';
import { Rng } from './random.js';

const GAJI_SEED = 18_2026;

/** A whole number of rupiah (in thousands) with cents, as a decimal string. */
const rupiah = (thousands: number, cents = 0) => `${thousands * 1000}.${String(cents).padStart(2, '0')}`;

export async function loadGajiDemo(trx: Transaction<Database>, _data: DemoData): Promise<void> {
  const rng = new Rng(GAJI_SEED);
  const now = DateTime.now().setZone('Asia/Jakarta').startOf('month');
  const months = Array.from({ length: 12 }, (_, i) => now.minus({ months: 11 - i }));
  const employees = await trx
    .selectFrom('pegawai as p')
    .innerJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select(['p.id', 'p.kantor_id', 'k.is_allow_salary_deduction as allowed'])
    .where('p.is_active', '=', true)
    .where('k.deleted_at', 'is', null)
    .orderBy('p.id')
    .execute();
  const jenis = await trx.selectFrom('gaji_potongan_jenis').select(['id', 'kode']).execute();
  const jenisId = (kode: string) => jenis.find((j) => j.kode === kode)!.id;

  // ---- deductions: one row per employee and type (amount), expanded over the months by SQL ----
  const ded = {
    kind: [] as string[],
    pegawai: [] as number[],
    kantor: [] as number[],
    jenis: [] as number[],
    jumlah: [] as string[],
  };
  const add = (kind: string, p: { id: number; kantor_id: number | null }, kode: string, jumlah: string) => {
    ded.kind.push(kind);
    ded.pegawai.push(p.id);
    ded.kantor.push(p.kantor_id!);
    ded.jenis.push(jenisId(kode));
    ded.jumlah.push(jumlah);
  };
  for (const p of employees) {
    if (!p.allowed) continue;
    add('gaji', p, 'KOPERASI', rupiah(rng.int(5, 30) * 10));
    if (rng.chance(0.3)) add('gaji', p, 'KREDIT', rupiah(rng.int(500, 3000), rng.int(0, 99)));
    if (rng.chance(0.2)) add('gaji', p, 'ZAKAT', rupiah(rng.int(100, 500), 50));
    if (rng.chance(0.5)) add('service', p, 'MAKAN', rupiah(rng.int(10, 25) * 10));
    if (rng.chance(0.05)) add('service', p, 'SEWA_RUMAH', rupiah(rng.int(10, 30) * 50));
  }
  const adminId =
    (await trx.selectFrom('users').select('id').where('name', '=', 'admin').executeTakeFirst())?.id ?? null;
  if (ded.kind.length > 0) {
    const monthYears = months.map((m) => m.year);
    const monthNums = months.map((m) => m.month);
    await sql`
      with r as (
        select * from unnest(${ded.kind}::text[], ${ded.pegawai}::int[], ${ded.kantor}::int[], ${ded.jenis}::int[], ${ded.jumlah}::numeric[])
          as r(kind, pegawai_id, kantor_id, jenis_id, jumlah)
      ), m as (select * from unnest(${monthYears}::int[], ${monthNums}::int[]) as m(tahun, bulan)),
      up as (
        insert into gaji_potongan_upload (kind, kantor_id, tahun, bulan, status, row_count, total, user_id, created_at, finished_at)
        select o.kind, o.kantor_id, m.tahun, m.bulan, 'berhasil', o.n, o.total, ${adminId},
               make_timestamptz(m.tahun, m.bulan, 5, 9, 0, 0, 'Asia/Jakarta'), make_timestamptz(m.tahun, m.bulan, 5, 9, 1, 0, 'Asia/Jakarta')
        from (select kind, kantor_id, count(*)::int as n, sum(jumlah) as total from r group by kind, kantor_id) o cross join m
        returning id, kind, kantor_id, tahun, bulan
      )
      insert into gaji_potongan (kind, upload_id, kantor_id, tahun, bulan, pegawai_id, jenis_id, jumlah, created_at)
      select r.kind, up.id, r.kantor_id, up.tahun, up.bulan, r.pegawai_id, r.jenis_id, r.jumlah,
             make_timestamptz(up.tahun, up.bulan, 5, 9, 1, 0, 'Asia/Jakarta')
      from r join up on up.kind = r.kind and up.kantor_id = r.kantor_id`.execute(trx);
    // This month's deadline: the 25th (the older months keep the default, their last day).
    await trx
      .insertInto('gaji_batas_upload')
      .values(
        (['gaji', 'service'] as const).map((kind) => ({
          kind,
          tahun: now.year,
          bulan: now.month,
          tanggal: now.set({ day: 25 }).toISODate()!,
          user_id: adminId,
        })),
      )
      .execute();
  }

  // ---- income: base amounts per employee, components and months by SQL ----
  const pokok: string[] = [];
  const jabatan: string[] = [];
  const imbalan: string[] = [];
  for (let i = 0; i < employees.length; i++) {
    pokok.push(rupiah(rng.int(40, 250) * 100));
    jabatan.push(rupiah(rng.int(10, 100) * 100));
    imbalan.push(rupiah(rng.int(20, 300) * 100));
  }
  const incomeMonths = months.slice(-2);
  await sql`
    with e as (
      select * from unnest(${employees.map((e) => e.id)}::int[], ${pokok}::numeric[], ${jabatan}::numeric[], ${imbalan}::numeric[])
        as e(pegawai_id, pokok, jabatan, imbalan)
    ), m as (
      select * from unnest(${incomeMonths.map((m) => m.year)}::int[], ${incomeMonths.map((m) => m.month)}::int[],
                           ${incomeMonths.map((_, i) => i === 0)}::boolean[]) as m(tahun, bulan, is_imbalan)
    )
    insert into gaji_penghasilan (pegawai_id, tahun, bulan, kategori, komponen, jumlah)
    select e.pegawai_id, m.tahun, m.bulan, c.kategori, c.komponen, c.jumlah
    from e cross join m
    cross join lateral (values
      ('penghasilan', 'Gaji Pokok', e.pokok),
      ('penghasilan', 'Tunjangan Jabatan', e.jabatan),
      ('penghasilan', 'Tunjangan Transport', 750000.00),
      ('potongan', 'PPh 21', round(e.pokok * 0.05, 2)),
      ('potongan', 'BPJS Ketenagakerjaan', round(e.pokok * 0.02, 2)),
      ('imbalan_kerja', 'Imbalan Kerja Tahunan', case when m.is_imbalan then e.imbalan end)
    ) as c(kategori, komponen, jumlah)
    where c.jumlah is not null`.execute(trx);

  // ---- allowances: ceilings this year, some usage ----
  const plafondJenis = await trx.selectFrom('plafond_jenis').select(['id', 'nama']).execute();
  const pj = (nama: string) => plafondJenis.find((j) => j.nama === nama)!.id;
  const ceilings: { jenis: number; amount: string }[] = [
    { jenis: pj('Kacamata'), amount: '1500000.00' },
    { jenis: pj('Rawat Jalan'), amount: '5000000.00' },
    { jenis: pj('Rawat Inap'), amount: '25000000.00' },
  ];
  const use = { pegawai: [] as number[], jenis: [] as number[], tanggal: [] as string[], jumlah: [] as string[] };
  for (const e of employees) {
    if (rng.chance(0.3)) {
      use.pegawai.push(e.id);
      use.jenis.push(pj('Kacamata'));
      use.tanggal.push(now.set({ month: rng.int(1, now.month), day: rng.int(1, 28) }).toISODate()!);
      use.jumlah.push(rupiah(rng.int(300, 1500)));
    }
    const visits = rng.int(0, 3);
    for (let v = 0; v < visits; v++) {
      use.pegawai.push(e.id);
      use.jenis.push(pj('Rawat Jalan'));
      use.tanggal.push(now.set({ month: rng.int(1, now.month), day: rng.int(1, 28) }).toISODate()!);
      use.jumlah.push(rupiah(rng.int(100, 900), rng.int(0, 99)));
    }
  }
  await sql`
    insert into pegawai_plafond (pegawai_id, jenis_id, tahun, plafond)
    select e.id, c.jenis, ${now.year}, c.amount
    from unnest(${employees.map((e) => e.id)}::int[]) as e(id)
    cross join unnest(${ceilings.map((c) => c.jenis)}::int[], ${ceilings.map((c) => c.amount)}::numeric[]) as c(jenis, amount)`.execute(
    trx,
  );
  if (use.pegawai.length > 0)
    await sql`
      insert into pegawai_plafond_pemakaian (pegawai_id, jenis_id, tahun, tanggal, jumlah)
      select u.pegawai_id, u.jenis_id, ${now.year}, u.tanggal, u.jumlah
      from unnest(${use.pegawai}::int[], ${use.jenis}::int[], ${use.tanggal}::date[], ${use.jumlah}::numeric[])
        as u(pegawai_id, jenis_id, tanggal, jumlah)`.execute(trx);
}
