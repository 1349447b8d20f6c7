/**
 * An employee's chain of superiors (event `hirarki`; also for approval engines, e.g. leave): the
 * position above is `jabatan.parent_id`; who holds it is looked for in the employee's own office
 * first, then up the office tree (`kantor.parent_id`), since a branch head's superior sits in the
 * regional office. Takes a Kysely db or transaction, so a caller can read it inside its own one.
 */
import { sql } from 'kysely';
import type { PegawaiHirarkiAnswer, PegawaiHirarkiItem } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { pegawaiOptionRows, toPegawaiOption, type PegawaiOptionDbRow } from './pegawai-options.repo.js';

/** A cycle in jabatan.parent_id (bad data) must not loop forever; real trees are far shallower. */
const MAX_LEVELS = 15;

/** An employee with the names of position and office (the picker row). */
type HolderRow = PegawaiOptionDbRow;

function employee(db: Db, id: number): Promise<HolderRow | undefined> {
  return pegawaiOptionRows(db).where('p.id', '=', id).executeTakeFirst();
}

/** The office and its ancestors, nearest first (depth 0 = the office itself). */
async function officeAncestry(db: Db, kantorId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM kantor WHERE id = ${kantorId}
      UNION ALL
      SELECT k.id, k.parent_id, up.depth + 1 FROM kantor k JOIN up ON k.id = up.parent_id WHERE up.depth < ${MAX_LEVELS}
    )
    SELECT id FROM up ORDER BY depth`.execute(db);
  return rows.map((r) => r.id);
}

/** The positions above `jabatanId`, nearest first (its parent, the parent's parent, …). */
async function positionsAbove(db: Db, jabatanId: number): Promise<{ id: number; nama: string }[]> {
  const { rows } = await sql<{ id: number; nama: string }>`
    WITH RECURSIVE up(id, nama, parent_id, depth) AS (
      SELECT p.id, p.nama, p.parent_id, 1 FROM jabatan j JOIN jabatan p ON p.id = j.parent_id WHERE j.id = ${jabatanId}
      UNION ALL
      SELECT p.id, p.nama, p.parent_id, up.depth + 1 FROM jabatan p JOIN up ON p.id = up.parent_id WHERE up.depth < ${MAX_LEVELS}
    )
    SELECT id, nama FROM up ORDER BY depth`.execute(db);
  return rows;
}

/** The active holder of a position in the nearest of `offices` (by name, then id, when several). */
async function holderOf(
  db: Db,
  jabatanId: number,
  offices: readonly number[],
  exceptId: number,
): Promise<HolderRow | undefined> {
  if (offices.length === 0) return undefined;
  return pegawaiOptionRows(db)
    .where('p.jabatan_id', '=', jabatanId)
    .where('p.is_active', '=', true)
    .where('p.id', '<>', exceptId)
    .where(sql<boolean>`p.kantor_id = any(${[...offices]}::int[])`)
    .orderBy(sql`array_position(${[...offices]}::int[], p.kantor_id)`)
    .orderBy('p.nama')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The superiors of employee `pegawaiId`, direct superior first, or null when there is no such
 * employee. A vacant position stays in the chain with `pegawai: null` (an approver must be
 * appointed); the search for the next holder then continues from the same office.
 */
export async function findPegawaiHierarchy(db: Db, pegawaiId: number): Promise<PegawaiHirarkiAnswer | null> {
  const self = await employee(db, pegawaiId);
  if (!self) return null;
  const chain: PegawaiHirarkiItem[] = [];
  if (self.jabatan_id === null) return { pegawai: toPegawaiOption(self), data: chain };
  const ancestry = self.kantor_id === null ? [] : await officeAncestry(db, self.kantor_id);
  const seen = new Set<number>([self.jabatan_id]);
  let officeDepth = 0;
  for (const position of await positionsAbove(db, self.jabatan_id)) {
    // A cycle in the data would repeat a position: the chain ends there.
    if (seen.has(position.id)) break;
    seen.add(position.id);
    const holder = await holderOf(db, position.id, ancestry.slice(officeDepth), pegawaiId);
    if (holder?.kantor_id != null) officeDepth = ancestry.indexOf(holder.kantor_id);
    chain.push({
      level: chain.length + 1,
      jabatan: { id: position.id, nama: position.nama },
      kantor:
        holder?.kantor_id != null && holder.kantor_nama !== null
          ? { id: holder.kantor_id, nama: holder.kantor_nama }
          : null,
      pegawai: holder ? toPegawaiOption(holder) : null,
    });
  }
  return { pegawai: toPegawaiOption(self), data: chain };
}
