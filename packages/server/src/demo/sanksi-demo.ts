/**
 * Demo sanctions (issue #22): about 3 % of the demo employees have one or two, of the types seeded by
 * migration 0038 (no terminations: a PHK sanction would contradict the employee being active). Most
 * have a decree number; about one in ten lacks it, so /pegawai/sanksi/invalid has rows. The demo
 * account 'pegawai' has a warning letter in force, so its CV and the active list show one.
 * Deterministic (own seed); no decree files (the demo has no storage objects to point at).
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { PegawaiSanksiTable } from '../platform/db/tables/sanksi.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';
import { portalNow } from '../platform/domain.js';

const SANKSI_DEMO_SEED = 0x5a_0038;

/** Migration 0038's type ids, with how often each is given and how many months it runs (null: open). */
const TYPES = [
  { id: 1, weight: 45, months: 6, keterangan: 'Terlambat masuk kerja berulang kali' },
  { id: 2, weight: 30, months: 3, keterangan: 'Pelayanan nasabah tidak sesuai standar' },
  { id: 5, weight: 15, months: null, keterangan: 'Catatan atasan langsung' },
  { id: 3, weight: 10, months: 12, keterangan: 'Pelanggaran prosedur kredit' },
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' `months` after `iso`, the day before (a 6-month letter from 05 Jan runs to 04 Jul). */
function plusMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export async function loadSanksiDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(SANKSI_DEMO_SEED);
  const rows: Insertable<PegawaiSanksiTable>[] = [];
  let nomor = 0;
  const add = (pegawai_id: number, type: (typeof TYPES)[number], awal: string, withNomor: boolean) => {
    nomor += 1;
    rows.push({
      pegawai_id,
      jenis_id: type.id,
      awal,
      akhir: type.months === null ? null : plusMonths(awal, type.months),
      nomor_sk: withNomor ? `SK/SDM/${awal.slice(0, 4)}/${String(nomor).padStart(4, '0')}` : null,
      keterangan: type.keterangan,
    });
  };

  const own = data.accountPegawai.get('pegawai');
  // The demo 'pegawai' has a warning letter in force whenever the demo is loaded (two months old).
  if (own !== undefined) add(own, TYPES[0], portalNow().startOf('day').minus({ months: 2 }).toISODate()!, true);
  for (const p of data.pegawai) {
    if (p.id === own || !rng.chance(0.03)) continue;
    const count = rng.chance(0.2) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const type = rng.weighted(TYPES, (t) => t.weight);
      add(
        p.id,
        type,
        `${rng.int(portalNow().year - 7, portalNow().year - 1)}-${pad2(rng.int(1, 10))}-${pad2(rng.int(1, 28))}`,
        rng.chance(0.9),
      );
    }
  }
  await insertBatched(trx, 'pegawai_sanksi', rows);
}
