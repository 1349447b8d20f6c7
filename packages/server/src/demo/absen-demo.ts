/**
 * Demo attendance of the recent weeks and the attendance registers, loaded after the core demo
 * data in the same transaction. The offices already carry coordinates and radius (office-tree.ts),
 * so the `pegawai` account checks in at its own office's coordinates.
 *
 * Attendance: working days (Mon–Fri) of the 14 days before today (Asia/Jakarta; today stays free
 * for real check-ins), one check-in and one check-out per employee at their office position, in
 * one INSERT … SELECT. Only the first 1000 employees get rows, so benches with 20 000 employees
 * load fast (they generate their own year: tooling/bench/absen-year-data.mjs). About 1 in 40
 * check-ins is marked mocked, and about 1 in 15 is missing, for the lists to have something to show.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { DemoData } from './generate.js';

const DAYS = 14;
const MAX_EMPLOYEES_WITH_ROWS = 1000;

export async function loadAbsenDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  await sql`
    INSERT INTO absen (pegawai_id, kantor_id, tanggal, waktu, jenis, latitude, longitude, accuracy_m, mocked, sumber, menit)
    SELECT p.id, k.id, d.tanggal, w.waktu, j.jenis, k.latitude + ((p.id % 7) - 3) * 0.00005, k.longitude, 10 + p.id % 20,
           j.jenis = 'masuk' AND (p.id + d.n) % 40 = 0, 'kantor', floor(extract(epoch FROM w.waktu) / 60)::bigint
      FROM pegawai p
      JOIN kantor k ON k.id = p.kantor_id AND k.is_kantor_absen AND k.latitude IS NOT NULL
      CROSS JOIN LATERAL (SELECT n, (now() AT TIME ZONE 'Asia/Jakarta')::date - n AS tanggal FROM generate_series(1, ${DAYS}::int) n) d
      CROSS JOIN (VALUES ('masuk', time '07:15'), ('pulang', time '16:45')) j(jenis, jam)
      CROSS JOIN LATERAL (SELECT (d.tanggal + j.jam + make_interval(mins => ((p.id * 11 + d.n * 17) % 60)::int)) AT TIME ZONE 'Asia/Jakarta' AS waktu) w
     WHERE p.id <= ${MAX_EMPLOYEES_WITH_ROWS} AND p.is_active AND extract(isodow FROM d.tanggal) < 6 AND (p.id * 3 + d.n) % 15 <> 0`.execute(
    trx,
  );

  // Registers: employees and offices that are not the demo accounts' own, so the accounts keep the normal rules.
  const accountIds = new Set(data.accountPegawai.values());
  const accountKantor = new Set(data.pegawai.filter((p) => accountIds.has(p.id)).map((p) => p.kantor_id));
  const others = data.pegawai.filter((p) => !accountIds.has(p.id) && p.kantor_id != null);
  if (others.length < 5) return;
  const pick = (i: number) => others[Math.floor((others.length * i) / 5)];
  const kantorExcluded = data.kantor.find((k) => k.kantor_level_id >= 7 && !accountKantor.has(k.id));
  const today = new Date();
  const iso = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await trx
    .insertInto('absen_exclude_pegawai')
    .values([
      { pegawai_id: pick(0).id, keterangan: 'Anggota Direksi', updated_at: new Date() },
      { pegawai_id: pick(1).id, keterangan: 'Penugasan di luar negeri', updated_at: new Date() },
    ])
    .execute();
  if (kantorExcluded)
    await trx
      .insertInto('absen_exclude_kantor')
      .values({ kantor_id: kantorExcluded.id, keterangan: 'Kantor dalam renovasi', updated_at: new Date() })
      .execute();
  await trx
    .insertInto('absen_dispensasi')
    .values({
      pegawai_id: pick(2).id,
      tanggal_mulai: iso(-3),
      tanggal_selesai: iso(4),
      keterangan: 'Tugas luar kota',
      updated_at: new Date(),
    })
    .execute();
  const jabatanDireksi = data.jabatan.find((j) => /direktur/i.test(j.nama));
  if (jabatanDireksi) {
    await trx
      .insertInto('absen_dispensasi_jabatan')
      .values({
        jabatan_id: jabatanDireksi.id,
        tanggal_mulai: iso(-30),
        tanggal_selesai: iso(335),
        keterangan: 'Direksi tidak wajib absen di kantor',
        updated_at: new Date(),
      })
      .execute();
  }
  await trx
    .insertInto('absen_lokasi_temporer')
    .values({
      pegawai_id: pick(3).id,
      nama_lokasi: 'Hotel Indonesia Kempinski (pelatihan)',
      latitude: -6.1951,
      longitude: 106.8231,
      radius_m: 200,
      tanggal_mulai: iso(-2),
      tanggal_selesai: iso(5),
      keterangan: 'Pelatihan manajemen risiko',
      updated_at: new Date(),
    })
    .execute();
}
