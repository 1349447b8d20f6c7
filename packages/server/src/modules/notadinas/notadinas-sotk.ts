/**
 * SOTK kantor and level of the memo pages (role 1, action index_all): each office with the size of
 * its SOTK structure (sotk_structure, kept by the SOTK module), and each office level with how many
 * of its offices have one. Read-only: the structure itself is edited on the SOTK pages.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export async function sotkKantorAll(db: Db) {
  const rows = await db
    .selectFrom('kantor as k')
    .leftJoin('kantor_level as l', 'l.id', 'k.kantor_level_id')
    .leftJoin('sotk_structure as s', 's.kantor_id', 'k.id')
    .where('k.deleted_at', 'is', null)
    .groupBy(['k.id', 'l.nama'])
    .select([
      'k.id',
      'k.kode',
      'k.nama',
      'k.kantor_level_id',
      'l.nama as level_nama',
      sql<number>`count(s.id)::int`.as('jabatan_count'),
      sql<number>`coalesce(sum(s.formasi), 0)::int`.as('formasi'),
    ])
    .orderBy('k.kode')
    .orderBy('k.id')
    .execute();
  return { data: rows };
}

export async function sotkKantorLevelAll(db: Db) {
  const { rows } = await sql<{ id: number; nama: string; kantor_count: number; kantor_with_sotk: number }>`
    SELECT l.id, l.nama,
           count(k.id)::int AS kantor_count,
           count(k.id) FILTER (WHERE EXISTS (SELECT 1 FROM sotk_structure s WHERE s.kantor_id = k.id))::int AS kantor_with_sotk
    FROM kantor_level l
    LEFT JOIN kantor k ON k.kantor_level_id = l.id AND k.deleted_at IS NULL
    GROUP BY l.id, l.nama
    ORDER BY l.id`.execute(db);
  return { data: rows };
}
