/**
 * Demo outsourced staff (issue #22, ADR 0051): 48 workers (satpam, pengemudi, cleaning service,
 * pramubakti, teknisi, call center) at offices across the tree, each with one or two contracts from
 * a vendor. The last contract's end is spread so the register shows every status: most run for
 * months, six end within 30 days of the day the demo is loaded (the expiry list, the register's
 * warning, and HR's notification, sent by the module's own job function), four have ended, and two
 * workers were terminated (one of them dated next month, so still on the register). Deterministic.
 */
import type { Transaction } from 'kysely';
import { notifyExpiringContracts } from '../modules/outsourcing/public.js';
import type { Database } from '../platform/db/schema.js';
import { portalNow } from '../platform/domain.js';
import type { DemoData } from './generate.js';
import { makeName, pickRegion } from './names.js';
import { Rng } from './random.js';

const SEED = 20260522;
/** Migration 0052's contract kinds with the position each kind's workers hold. */
const KINDS = [
  { jenis_id: 1, jabatan: 'Petugas Keamanan', gender: 'L' },
  { jenis_id: 2, jabatan: 'Pengemudi', gender: 'L' },
  { jenis_id: 3, jabatan: 'Petugas Kebersihan', gender: null },
  { jenis_id: 4, jabatan: 'Pramubakti', gender: null },
  { jenis_id: 5, jabatan: 'Teknisi IT', gender: 'L' },
  { jenis_id: 6, jabatan: 'Agen Call Center', gender: 'P' },
] as const;
const VENDORS = ['PT Jaga Aman Sentosa', 'PT Prima Karya Mandiri', 'PT Bersih Cemerlang', 'PT Sinar Daya Utama'];
const WORKERS = 48;
/** Days from today to the end of the last contract for the first workers: 6 ending soon, 4 ended. */
const SPECIAL_ENDS = [3, 8, 12, 17, 23, 29, -4, -15, -40, -90];

export async function loadOutsourcingDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const offices = data.kantor.filter((k) => k.deleted_at == null && [1, 3, 5, 6, 7].includes(k.kantor_level_id));
  if (offices.length === 0) return;
  const rng = new Rng(SEED);
  const today = portalNow().startOf('day');
  const jabatan = await trx
    .insertInto('outsourcing_jabatan')
    .values(KINDS.map((k) => ({ nama: k.jabatan })))
    .returning(['id', 'nama'])
    .execute();
  const jabatanId = new Map(jabatan.map((j) => [j.nama, j.id]));

  for (let i = 0; i < WORKERS; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const gender = kind.gender ?? (rng.chance(0.5) ? 'L' : 'P');
    const office = offices[rng.int(0, offices.length - 1)]!;
    const vendor = VENDORS[rng.int(0, VENDORS.length - 1)]!;
    const born = today.minus({ years: rng.int(21, 48), days: rng.int(0, 364) });
    const { id } = await trx
      .insertInto('outsourcing')
      .values({
        nama: makeName(rng, gender, pickRegion(rng)).nama,
        nik: `3273${String(100000000000 + i * 7919).slice(0, 12)}`,
        tanggal_lahir: born.toISODate()!,
        jenis_kelamin: gender,
        telepon: `08${rng.int(1100000000, 1399999999)}`,
        jabatan_id: jabatanId.get(kind.jabatan) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const akhir = today.plus({ days: SPECIAL_ENDS[i] ?? rng.int(45, 330) });
    const awal = akhir.minus({ years: 1 }).plus({ days: 1 });
    const contracts = [{ awal, akhir, nomor: `PKWT/${akhir.year}/${String(i + 1).padStart(4, '0')}` }];
    if (rng.chance(0.5))
      contracts.unshift({
        awal: awal.minus({ years: 1 }),
        akhir: awal.minus({ days: 1 }),
        nomor: `PKWT/${awal.year - 1}/${String(i + 1).padStart(4, '0')}`,
      });
    await trx
      .insertInto('outsourcing_kontrak')
      .values(
        contracts.map((c) => ({
          outsourcing_id: id,
          jenis_id: kind.jenis_id,
          kantor_id: office.id,
          nomor: c.nomor,
          perusahaan: vendor,
          awal: c.awal.toISODate()!,
          akhir: c.akhir.toISODate()!,
          keterangan: null,
        })),
      )
      .execute();
    if (i === WORKERS - 1 || i === WORKERS - 2)
      await trx
        .insertInto('outsourcing_phk')
        .values({
          outsourcing_id: id,
          tanggal: (i === WORKERS - 1 ? today.minus({ months: 2 }) : today.plus({ months: 1 })).toISODate()!,
          alasan: i === WORKERS - 1 ? 'Mengundurkan diri' : 'Kontrak tidak diperpanjang',
          keterangan: null,
        })
        .execute();
  }
  await notifyExpiringContracts(trx, { userId: null, method: 'DEMO', route: 'demo/outsourcing', ip: null });
}
