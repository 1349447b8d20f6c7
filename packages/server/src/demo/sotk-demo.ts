/**
 * SOTK demo (issue #12: "SOTK is empty"): the position groups and the standard staffing per office
 * level follow from the demo's own positions (positions.ts) — each position's label is its group
 * (Bagian Pelayanan, Bagian Kredit …), a head seat or fixed seat is a formasi of that many, a
 * staffing weight rounds to at least one — and every office's structure is then built from the
 * standard of its level, exactly as the reset job does (rebuildStructure).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { rebuildStructure } from '../modules/sotk/sotk.repo.js';
import type { DemoData } from './generate.js';
import { JABATAN, type JabatanDef } from './positions.js';

/** sotk_bidang_tugas of migration 0011: 1 Bisnis, 2 Operasional, 3 Pendukung. */
const BIDANG_TUGAS = { bisnis: 1, operasional: 2, pendukung: 3 } as const;

function bidangTugasOf(label: string): number {
  if (/Kredit|Dana|Bisnis/.test(label)) return BIDANG_TUGAS.bisnis;
  if (/Pelayanan|Operasional|Kas/.test(label)) return BIDANG_TUGAS.operasional;
  return BIDANG_TUGAS.pendukung;
}

/** Seats of a position in an office of `level`, or 0 where the position is not found. */
export function formasiOf(def: JabatanDef, level: number): number {
  const head = def.headOf?.includes(level) ? 1 : 0;
  const seats = def.seats?.[level] ?? 0;
  const weight = def.at?.[level];
  return head + seats + (weight ? Math.max(1, Math.round(weight)) : 0);
}

export async function loadSotkDemo(trx: Transaction<Database>, data: DemoData): Promise<void> {
  const live = JABATAN.filter((d) => !d.disabled);
  const labels = [...new Set(live.map((d) => d.label))];
  const groups = await trx
    .insertInto('sotk_jabatan_group')
    .values(
      labels.map((nama) => ({ nama, bidangtugas_id: bidangTugasOf(nama), keterangan: `Kelompok jabatan ${nama}` })),
    )
    .returning(['id', 'nama'])
    .execute();
  const groupOf = new Map(groups.map((g) => [g.nama, g.id]));
  const levels = [...new Set(data.kantor.map((k) => k.kantor_level_id))];
  const standards = live.flatMap((def) =>
    levels
      .map((level) => ({
        jabatan_group_id: groupOf.get(def.label)!,
        kantor_level_id: level,
        jabatan_id: JABATAN.indexOf(def) + 1,
        formasi: formasiOf(def, level),
      }))
      .filter((s) => s.formasi > 0),
  );
  if (standards.length > 0) await trx.insertInto('sotk_jabatan_group_standard').values(standards).execute();
  for (const kantor of data.kantor) await rebuildStructure(trx, kantor.id, kantor.kantor_level_id);
}
