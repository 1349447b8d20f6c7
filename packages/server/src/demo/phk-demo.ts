/**
 * Demo terminations (issue #22): a handful of employees left in earlier years (retired, resigned,
 * died), so /pegawai/phk lists them and they are out of the active lists, and one termination dated
 * about six weeks after the day the demo is loaded, so the register shows one "Belum efektif" whose
 * employee is still active until then. Employees without a demo account, from the end of the list
 * (the demo's attendance rows are written for the first employees). The date rule is the module's
 * own (applyDueTerminations, ADR 0047): the past ones end the active status as a real write would.
 * Deterministic; no decree files (the demo has no storage objects to point at).
 */
import type { Insertable, Transaction } from 'kysely';
import { applyDueTerminations } from '../modules/phk/public.js';
import type { Database } from '../platform/db/schema.js';
import type { PegawaiPhkTable } from '../platform/db/tables/phk.js';
import { portalNow } from '../platform/domain.js';
import type { DemoData } from './generate.js';

/** Migration 0048's type ids, with a year offset, a decree issuer and a note. */
const PAST = [
  { type_id: 1, years: 1, month: 3, penyelenggara: 'Direksi', keterangan: 'Pensiun normal usia 56 tahun' },
  { type_id: 3, years: 1, month: 8, penyelenggara: 'Divisi SDM', keterangan: 'Atas permintaan sendiri' },
  { type_id: 2, years: 2, month: 6, penyelenggara: 'Direksi', keterangan: 'Program pensiun dipercepat' },
  { type_id: 4, years: 3, month: 11, penyelenggara: 'Divisi SDM', keterangan: null },
  { type_id: 5, years: 2, month: 2, penyelenggara: 'Direksi', keterangan: 'Pelanggaran berat (SP III)' },
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

export async function loadPhkDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const withAccount = new Set(data.accountPegawai.values());
  const candidates = data.pegawai
    .filter((p) => !withAccount.has(p.id) && p.is_active !== false)
    .slice(-(PAST.length + 1));
  if (candidates.length < PAST.length + 1) return;
  const now = portalNow().startOf('day');
  const rows: Insertable<PegawaiPhkTable>[] = PAST.map((t, i) => {
    const year = now.year - t.years;
    return {
      pegawai_id: candidates[i]!.id,
      type_id: t.type_id,
      tanggal: `${year}-${pad2(t.month)}-${pad2(28)}`,
      nomor_sk: `SK/PHK/${year}/${String(i + 1).padStart(3, '0')}`,
      penyelenggara: t.penyelenggara,
      keterangan: t.keterangan,
    };
  });
  rows.push({
    pegawai_id: candidates[PAST.length]!.id,
    type_id: 1,
    tanggal: now.plus({ weeks: 6 }).toISODate()!,
    nomor_sk: `SK/PHK/${now.year}/${String(PAST.length + 1).padStart(3, '0')}`,
    penyelenggara: 'Direksi',
    keterangan: 'Pensiun normal; masih aktif sampai tanggal PHK',
  });
  await trx.insertInto('pegawai_phk').values(rows).execute();
  await applyDueTerminations(trx, { userId: null, method: 'DEMO', route: 'demo/phk', ip: null });
}
