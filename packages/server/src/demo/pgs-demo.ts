/**
 * Demo acting-official assignments (PGS, issue #22): one employee in 500 (at least 20) acts for a
 * colleague's position at that colleague's office, with the rank that position's holder has; a third
 * run now (so /pegawai/pgs shows 'Sedang menjabat'), the rest ended earlier. Deterministic (own seed).
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { PegawaiPgsTable } from '../platform/db/tables/pgs.js';
import type { DemoData } from './generate.js';
import { insertBatched } from './insert-batched.js';
import { Rng } from './random.js';
import { portalNow } from '../platform/domain.js';

const PGS_DEMO_SEED = 0x95_0038;

const pad2 = (n: number) => String(n).padStart(2, '0');

export async function loadPgsDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const rng = new Rng(PGS_DEMO_SEED);
  const holders = data.pegawai.filter((p) => p.jabatan_id !== null && p.jabatan_id !== undefined);
  if (holders.length < 2) return;
  const count = Math.max(20, Math.floor(data.pegawai.length / 500));
  const rows: Insertable<PegawaiPgsTable>[] = [];
  const today = portalNow().startOf('day');
  for (let i = 0; i < count; i++) {
    const acting = rng.pick(data.pegawai);
    const replaced = rng.pick(holders);
    if (replaced.id === acting.id) continue;
    const current = i % 3 === 0;
    // Assignments in force are placed around today (like the trips' demo), so the demo keeps some
    // whenever it is loaded; the others in earlier years.
    const year = current ? today.year : rng.int(today.year - 4, today.year - 1);
    const month = rng.int(1, 9);
    const start = current
      ? today.minus({ days: rng.int(7, 60) }).toISODate()!
      : `${year}-${pad2(month)}-${pad2(rng.int(1, 28))}`;
    const end = current
      ? today.plus({ days: rng.int(30, 120) }).toISODate()!
      : `${year}-${pad2(month + rng.int(1, 3))}-${pad2(rng.int(1, 28))}`;
    rows.push({
      pegawai_id: acting.id,
      jabatan_id: replaced.jabatan_id!,
      kantor_id: replaced.kantor_id ?? null,
      pangkat_id: replaced.pangkat_id ?? null,
      nomor_sk: `SK/PGS/${year}/${String(i + 1).padStart(3, '0')}`,
      start_date: start,
      end_date: end,
      keterangan: current ? 'Pejabat definitif cuti' : 'Pejabat definitif dinas luar',
    });
  }
  await insertBatched(trx, 'pegawai_pgs', rows);
}
