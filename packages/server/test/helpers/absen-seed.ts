/** Test seeds of attendance rows, holidays and approved leave (shared by the ADR 0017 module tests). */
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../src/platform/db/schema.js';
import { createAccounts, type LoginApp } from './accounts.js';
import { seedKantor } from './fixtures.js';

// KC Bandung at Jl. Asia Afrika; the check-in tests measure their points from it.
export const BANDUNG = { latitude: -6.9215, longitude: 107.6071 };
export const FAR = { latitude: -6.9323, longitude: 107.6071 }; // ≈ 1,2 km south

/** seedKantor's offices, KC Bandung made an attendance office that takes check-ins within 100 m. */
export async function seedCheckInKantor(db: Kysely<Database>): Promise<Record<string, number>> {
  const kantor = await seedKantor(db);
  await db
    .updateTable('kantor')
    .set({ ...BANDUNG, radius_m: 100, is_kantor_absen: true, is_allow_absence: true })
    .where('id', '=', kantor.bandung)
    .execute();
  return kantor;
}

/** A check-in test's employee: name, roles, office and (optionally) position. */
export type StaffRow = readonly [name: string, roles: readonly number[], kantorId: number, jabatanId?: number | null];

/**
 * Creates each row's account with a pegawai named NAME in its office, logs it in, and writes its
 * pegawai id and token under its name into `into`.
 */
export async function createCheckInStaff(
  t: LoginApp,
  rows: readonly StaffRow[],
  into: { pegawai: Record<string, number>; token: Record<string, string> },
): Promise<void> {
  const users = await createAccounts(
    t,
    Object.fromEntries(
      rows.map(([name, roles, kantorId, jabatanId]) => [
        name,
        { roles, pegawai: { nama: name.toUpperCase(), kantor_id: kantorId, jabatan_id: jabatanId ?? null } },
      ]),
    ),
  );
  for (const [name, u] of Object.entries(users)) {
    into.pegawai[name] = u.pegawaiId!;
    into.token[name] = u.token;
  }
}

/** One check at a local Asia/Jakarta time 'YYYY-MM-DDTHH:mm'; answers the row id. */
export async function insertAbsen(
  db: Kysely<Database>,
  pegawaiId: number,
  local: string,
  jenis: 'masuk' | 'pulang',
  extra: { is_active?: boolean; deleted_at?: Date | null; kantor_id?: number | null } = {},
): Promise<string> {
  const waktu = DateTime.fromISO(local, { zone: 'Asia/Jakarta' });
  const row = await db
    .insertInto('absen')
    .values({
      pegawai_id: pegawaiId,
      kantor_id: extra.kantor_id ?? null,
      tanggal: waktu.toISODate()!,
      waktu: waktu.toJSDate(),
      jenis,
      latitude: -6.9,
      longitude: 107.6,
      accuracy_m: 10,
      sumber: 'kantor',
      menit: Math.floor(waktu.toMillis() / 60_000),
      is_active: extra.is_active ?? true,
      deleted_at: extra.deleted_at ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function insertLibur(db: Kysely<Database>, tanggal: string, nama: string): Promise<void> {
  await sql`insert into libur (tanggal, nama) values (${tanggal}::date, ${nama})`.execute(db);
}

/** An approved leave (izin jenis 1) of [mulai, selesai], as the izin module would leave it. */
export async function insertApprovedIzin(
  db: Kysely<Database>,
  pegawaiId: number,
  userId: number,
  mulai: string,
  selesai: string,
): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    insert into izin (token, pegawai_id, user_id, jenis_id, tanggal_mulai, tanggal_selesai, alasan)
    values (${`tok-${pegawaiId}-${mulai}`}, ${pegawaiId}, ${userId}, 1, ${mulai}::date, ${selesai}::date, 'Cuti tahunan')
    returning id`.execute(db);
  await sql`insert into approval_request (type, subject_id, requester_user_id, status) values ('izin', ${rows[0].id}, ${userId}, 'disetujui')`.execute(
    db,
  );
}
