/**
 * Sanctions in force today (the bank's calendar day; spec index_sanksi_active) for the modules that
 * show them elsewhere: the CV header lists an employee's, the dashboard counts the employees with one.
 */
import type { SanksiRow } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { listSanksi } from './sanksi.repo.js';

/** The employee's sanctions in force today, newest first (at most 20: a header, not a register). */
export async function activeSanksiOf(db: Db, pegawaiId: number): Promise<SanksiRow[]> {
  const { rows } = await listSanksi(db, {
    event: 'index_sanksi_active',
    pegawai_id: pegawaiId,
    sort: null,
    limit: 20,
    offset: 0,
  });
  return rows;
}

/** How many distinct employees have a sanction in force today. */
export async function countPegawaiWithActiveSanksi(db: Db): Promise<number> {
  const r = await db
    .selectFrom('pegawai_sanksi')
    .select(sql<number>`count(DISTINCT pegawai_id)::int`.as('n'))
    .where('awal', '<=', TODAY)
    .where((eb) => eb.or([eb('akhir', 'is', null), eb('akhir', '>=', TODAY)]))
    .executeTakeFirstOrThrow();
  return r.n;
}
