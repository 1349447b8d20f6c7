/**
 * The caller's own record (the `profile` topic) and the whole organisation's stored statistics
 * (dashboard_stats). The counts themselves: dashboard-stats.repo.ts. "Today" is the bank's calendar day (WIB).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import type { PegawaiPlacementNames } from '../pegawai/public.js';

async function rows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export interface ProfileRow extends PegawaiPlacementNames {
  id: number;
  nama: string;
  npp: string;
  photo: string | null;
  tanggal_lahir: string | null;
  umur: number | null;
  permanent_date: string | null;
  masa_kerja: number | null;
  tanggal_pensiun: string | null;
  jabatan: string | null;
  /** The office the caller's figures are scoped to (their employee record's). */
  kantor_id: number | null;
  updated_at: Date;
}

export async function profileOfUser(db: Db, userId: number, retirementAge: number): Promise<ProfileRow | undefined> {
  const [row] = await rows(
    db,
    sql<ProfileRow>`
    SELECT p.id, p.nama, p.npp, p.photo, p.tanggal_lahir,
           date_part('year', age(${TODAY}, p.tanggal_lahir))::int AS umur,
           p.permanent_date, date_part('year', age(${TODAY}, p.permanent_date))::int AS masa_kerja,
           (p.tanggal_lahir + make_interval(years => ${retirementAge}))::date AS tanggal_pensiun,
           j.nama AS jabatan, p.kantor_id, k.nama AS kantor, kk.nama AS kantor_kelas, k.kantor_level_id,
           kp.nama AS kantor_parent, kpk.nama AS kantor_parent_kelas,
           pg.nama AS pangkat, pg.grade, pg.corporate_title, p.updated_at
    FROM users u JOIN pegawai p ON p.id = u.pegawai_id
    LEFT JOIN jabatan j ON j.id = p.jabatan_id
    LEFT JOIN kantor k ON k.id = p.kantor_id
    LEFT JOIN kantor_kelas kk ON kk.id = k.kelas_id
    LEFT JOIN kantor kp ON kp.id = k.parent_id
    LEFT JOIN kantor_kelas kpk ON kpk.id = kp.kelas_id
    LEFT JOIN pangkat pg ON pg.id = p.pangkat_id
    WHERE u.id = ${userId}`,
  );
  return row;
}

export interface StatRow {
  topic: string;
  value: unknown;
  note: string | null;
  updated_at: Date;
}

export function readStats(db: Db): Promise<StatRow[]> {
  return db.selectFrom('dashboard_stats').select(['topic', 'value', 'note', 'updated_at']).execute();
}

/** All topics at once (the caller's transaction): readers see the old set or the new one. */
export async function saveStats(
  db: Db,
  stats: readonly { topic: string; value: unknown; note: string | null }[],
): Promise<void> {
  await db
    .insertInto('dashboard_stats')
    .values(
      stats.map((s) => ({
        topic: s.topic,
        value: s.value === null ? null : JSON.stringify(s.value),
        note: s.note,
        updated_at: sql<Date>`now()`,
      })),
    )
    .onConflict((oc) =>
      oc.column('topic').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        note: eb.ref('excluded.note'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  await db
    .deleteFrom('dashboard_stats')
    .where(
      'topic',
      'not in',
      stats.map((s) => s.topic),
    )
    .execute();
}
